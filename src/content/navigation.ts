import { loadContent } from './load/contentFiles';

/** The header's and menu's links, and the footer's (content/en/navigation.yaml). */
export const { main: mainNav, quickLinks } = loadContent('navigation.yaml');
