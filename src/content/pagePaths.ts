/** The site's pages: the route table serves them, and a link in content/ must name one. */
export const pagePaths = {
  home: '/',
  services: '/services',
  about: '/about',
  contact: '/contact',
  privacy: '/privacy-policy',
} as const;
