import { loadContent } from './load/contentFiles';

/** The footer's headings and lines (content/en/footer.yaml). */
export const footer = loadContent('footer.yaml');
