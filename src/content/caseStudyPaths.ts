/** The case studies' list; each study is at <list>/<slug>. */
export const caseStudiesPath = '/case-studies';
/** The case studies' Atom feed. */
export const caseStudiesFeedPath = `${caseStudiesPath}/feed.xml`;
