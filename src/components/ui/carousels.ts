/**
 * Every carousel's configuration (SPEC §9): slides per view, gap and timing. The
 * sections pass these to `Carousel` and to `carouselLayout` in their styles.
 */
import type { SlidesPerView } from '../../hooks/useSlidesPerView';
import { breakpoints } from '../../styles/breakpoints';

export type CarouselTiming = {
  slidesPerView: SlidesPerView;
  gapPx: number;
  delayMs: number;
  slideMs: number;
};

/** One to four per view at the theme's breakpoints, as the spec gives both home carousels. */
const oneToFourPerView: SlidesPerView = [
  { minWidthPx: breakpoints.xs, perView: 1 },
  { minWidthPx: breakpoints.sm, perView: 2 },
  { minWidthPx: breakpoints.md, perView: 3 },
  { minWidthPx: breakpoints.lg, perView: 4 },
];

/** Home services carousel: one card every 5 s, 0.5 s slide, wrapping. */
export const servicesCarousel: CarouselTiming = {
  slidesPerView: oneToFourPerView,
  gapPx: 24,
  delayMs: 5000,
  slideMs: 500,
};

/** Technologies logo carousel: endless, every 3 s, no gap between cells. */
export const technologiesCarousel: CarouselTiming = {
  slidesPerView: oneToFourPerView,
  gapPx: 0,
  delayMs: 3000,
  slideMs: 500,
};
export const technologyCellHeightPx = 150;

/** About page testimonials: 3 / 2 / 1 per view at 1024 / 600 / 0 px, 30 px apart. */
export const aboutTestimonialsCarousel: CarouselTiming = {
  slidesPerView: [
    { minWidthPx: 0, perView: 1 },
    { minWidthPx: breakpoints.sm, perView: 2 },
    { minWidthPx: 1024, perView: 3 },
  ],
  gapPx: 30,
  delayMs: 2500,
  slideMs: 800,
};

/** Home customer feedback: the active testimonial changes every 1.5 s. */
export const testimonialRotatorMs = 1500;
