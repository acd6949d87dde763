import { loadContent } from './load/contentFiles';

/** What a visitor reads when a page's code could not be loaded, even after a reload (content/en/interface.yaml). */
export const { pageLoadFailure, sectionFailure } = loadContent('interface.yaml');
