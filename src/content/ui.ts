import { loadContent } from './load/contentFiles';

/**
 * Wording of shared controls (content/en/interface.yaml): carousel buttons, slide names
 * ('{position} of {count}'), ratings ('{rating} out of {max}').
 */
export const { carousel: carouselLabels, rating: ratingLabel } = loadContent('interface.yaml');
