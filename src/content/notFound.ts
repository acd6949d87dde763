import { loadContent } from './load/contentFiles';

/** The page for an address the site does not have (content/en/not-found.yaml). */
export const notFound = loadContent('not-found.yaml');
