import { loadContent } from './load/contentFiles';

/** The About page (content/en/about.yaml). */
export const { intro: aboutIntro, whyChooseUs } = loadContent('about.yaml');
