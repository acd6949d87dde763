import { loadContent } from './load/contentFiles';

/** Each page's title, description and banner heading (content/en/pages.yaml); the route table adds paths. */
export const { shareImageAlt, ...pageCopy } = loadContent('pages.yaml');
