import { loadContent } from './load/contentFiles';

/** The words around the case studies: content/en/case-studies-page.yaml. */
export const caseStudiesCopy = loadContent('case-studies-page.yaml');
