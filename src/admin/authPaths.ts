/**
 * GitHub sign-in for the content manager, answered by the Worker: the window the CMS
 * opens starts at `auth`, GitHub sends the editor back to `callback`.
 */
export const cmsAuthPaths = {
  auth: '/api/cms/auth',
  callback: '/api/cms/callback',
} as const;
