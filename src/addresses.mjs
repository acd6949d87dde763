// Every address the site answers on, and the one other host its pages reach, written once: the
// router, the prerender step, the Worker, the content manager and the hosting configuration read
// it. Plain JavaScript with no imports, so plain Node and the Worker share it; TypeScript reads its
// literal types.

/** The site's pages; a link in content/ must name one. Each has a Spanish twin under `/es`. */
export const pagePaths = /** @type {const} */ ({
  home: '/',
  services: '/services',
  about: '/about',
  contact: '/contact',
  privacy: '/privacy-policy',
  /** The case studies' list; each study is at `<list>/<slug>`. */
  caseStudies: '/case-studies',
  /** Where a form posted natively (JavaScript off) lands once the receiver has it. */
  thankYou: '/thank-you',
  /** The page an unknown address is answered with. */
  notFound: '/404',
});

/** A case study's page, named by its file in content/<locale>/case-studies/. */
export const caseStudyPath = (/** @type {string} */ slug) => `${pagePaths.caseStudies}/${slug}`;

/** The case studies' Atom feed. */
export const feedPath = `${pagePaths.caseStudies}/feed.xml`;

/** The Worker answers everything under this prefix; every other path is a static file. */
export const apiPrefix = '/api';

/** The receiver's public addresses. */
export const apiPaths = /** @type {const} */ ({
  contact: `${apiPrefix}/contact`,
  newsletter: `${apiPrefix}/newsletter`,
  /** Links in newsletter e-mails: double opt-in, and leaving the list. */
  newsletterConfirm: `${apiPrefix}/newsletter/confirm`,
  newsletterUnsubscribe: `${apiPrefix}/newsletter/unsubscribe`,
  /** A proof-of-work challenge for the site's script to solve while the visitor types. */
  proof: `${apiPrefix}/proof`,
  /** Field measurements, from a build with VITE_VITALS=on. */
  vitals: `${apiPrefix}/vitals`,
  /** One beacon per page view, counted without tracking (worker/traffic). */
  traffic: `${apiPrefix}/traffic`,
  /** GitHub sign-in for the content manager: the CMS's window starts at `cmsAuth`, GitHub returns to `cmsCallback`. */
  cmsAuth: `${apiPrefix}/cms/auth`,
  cmsCallback: `${apiPrefix}/cms/callback`,
});

/** The company's pages: the content manager, and the leads' inbox behind Cloudflare Access. */
export const adminPaths = /** @type {const} */ ({
  cms: '/admin',
  inbox: '/admin/leads',
});

/** The inbox's API, behind Cloudflare Access like the inbox itself. */
export const inboxApiPrefix = `${apiPrefix}/admin`;

/** The one other host a page may reach: the contact page's map, an OpenStreetMap embed (framed). */
export const mapOrigin = 'https://www.openstreetmap.org';
