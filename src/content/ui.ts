/** Wording of shared controls: carousel buttons, slide names, ratings. */
export const carouselLabels = {
  stop: 'Stop slide rotation',
  start: 'Start slide rotation',
  previous: 'Previous slide',
  next: 'Next slide',
  /** Name of the slide at `position` (1-based) of `count`, as the carousel pattern asks. */
  slide: (position: number, count: number) => `${position} of ${count}`,
} as const;

/** How a star rating reads to assistive technology, e.g. '4.5 out of 5'. */
export const ratingLabel = (rating: number, max: number) => `${rating} out of ${max}`;
