import { loadContent } from './load/contentFiles';

/** The services as the home carousel shows them (content/en/services.yaml); the illustrations are decorative. */
export const homeServices = loadContent('services.yaml').featured;

export type HomeService = (typeof homeServices)[number];
