import { loadContent } from './load/contentFiles';

/** The page a form sent without JavaScript lands on once the receiver has stored it (content/en/thank-you.yaml). */
export const thankYou = loadContent('thank-you.yaml');
