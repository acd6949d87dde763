/** The site's pages: the route table serves them, and a link in content/ must name one. */
export const pagePaths = {
  home: '/',
  services: '/services',
  about: '/about',
  contact: '/contact',
  privacy: '/privacy-policy',
  /** The case studies' list; each study is at <list>/<slug>. */
  caseStudies: '/case-studies',
} as const;

/** The case studies' Atom feed. */
export const caseStudiesFeedPath = `${pagePaths.caseStudies}/feed.xml`;
