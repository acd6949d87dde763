import { loadContent } from './load/contentFiles';

/** The home page's figures: content/en/stats.yaml. */
export const stats = loadContent('stats.yaml').items;

export type Statistic = (typeof stats)[number];
