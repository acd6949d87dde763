import { style } from '@vanilla-extract/css';
import type { CarouselTiming } from './carousels';
import { gapVar, perViewVar, slideMsVar } from './Carousel.css';

/**
 * A carousel's geometry as CSS, so the prerendered page already shows the right number
 * of slides at every width before any script runs: slides per view, gap and slide time.
 * Call it from the section's own `.css.ts` with the carousel's constants.
 */
export const carouselLayout = ({ slidesPerView, gapPx, slideMs }: CarouselTiming) => {
  const [first, ...wider] = slidesPerView;
  return style({
    vars: {
      [perViewVar]: String(first?.perView ?? 1),
      [gapVar]: `${gapPx}px`,
      [slideMsVar]: `${slideMs}ms`,
    },
    '@media': Object.fromEntries(
      wider.map(({ minWidthPx, perView }) => [
        `screen and (min-width: ${minWidthPx}px)`,
        { vars: { [perViewVar]: String(perView) } },
      ]),
    ),
  });
};
