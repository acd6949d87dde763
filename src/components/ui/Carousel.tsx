import { useId, type ReactNode } from 'react';
import type { CarouselTiming } from './carousels';
import ui from 'virtual:content/interface.yaml';
import { fill } from '../../content/template';
import { rotationControlAttribute } from '../../hooks/useAutoplay';
import { useCarousel } from '../../hooks/useCarousel';
import { useHydrated } from '../../hooks/useHydrated';
import { useInView } from '../../hooks/useInView';
import { useSlidesPerView } from '../../hooks/useSlidesPerView';
import { visuallyHidden } from '../../styles/utils.css';
import * as styles from './Carousel.css';
import { Icon } from './Icon';
import { CarouselNear } from './SlideImage';

/** How close to the window the carousel is when its slides' images start to load (see `SlideImage`). */
const slideImagesMargin = '200px';

type CarouselProps = {
  /** The region's name; the role description already says "carousel", so leave it out. */
  label: string;
  slides: readonly ReactNode[];
  timing: CarouselTiming;
  /** The class `carouselLayout(timing)` made in the section's styles. */
  layoutClassName: string;
};

/**
 * An endlessly looping, autoplaying carousel after the WAI-ARIA APG pattern: a pause/play
 * button first, previous/next buttons, slides as labelled groups, and slides out of view
 * inert and hidden. Every slide is in the prerendered HTML; without JavaScript the
 * stylesheet for that case wraps them into a grid (`carousel-*` classes).
 */
export function Carousel({ label, slides, timing, layoutClassName }: CarouselProps) {
  const trackId = useId();
  const hydrated = useHydrated();
  const count = slides.length;
  const perView = useSlidesPerView(timing.slidesPerView);
  const clones = Math.min(count, Math.max(...timing.slidesPerView.map((step) => step.perView)));
  const carousel = useCarousel<HTMLDivElement>({ count, perView, clones, delayMs: timing.delayMs });
  const { autoplay } = carousel;
  const movable = count > perView;
  const [viewport, near = false] = useInView<HTMLDivElement>({
    rootMargin: slideImagesMargin,
    once: true,
  });

  // Exposed are exactly the positions in view, clones included (a clone in view stands in
  // for its original, which is then hidden). Before hydration the view is unknown: every
  // real slide stays readable and the clones stay hidden.
  const hiddenAt = (position: number) =>
    !hydrated || !movable
      ? position >= count
      : position < carousel.at || position >= carousel.at + perView;

  return (
    <div
      ref={autoplay.ref}
      role="region"
      aria-roledescription={ui.carousel.name}
      aria-label={label}
      className={`${styles.root} ${layoutClassName}`}
      {...autoplay.handlers}
    >
      <div className={`${styles.controls} js-only`}>
        <button
          type="button"
          className={styles.control}
          onClick={autoplay.toggle}
          disabled={!movable}
          {...{ [rotationControlAttribute]: '' }}
        >
          <Icon name={autoplay.userPaused ? 'play' : 'pause'} size={16} />
          <span className={visuallyHidden}>
            {autoplay.userPaused ? ui.carousel.start : ui.carousel.stop}
          </span>
        </button>
        <button
          type="button"
          className={styles.control}
          onClick={carousel.previous}
          aria-controls={trackId}
          disabled={!movable}
        >
          <Icon name="chevronLeft" size={20} />
          <span className={visuallyHidden}>{ui.carousel.previous}</span>
        </button>
        <button
          type="button"
          className={styles.control}
          onClick={carousel.next}
          aria-controls={trackId}
          disabled={!movable}
        >
          <Icon name="chevronRight" size={20} />
          <span className={visuallyHidden}>{ui.carousel.next}</span>
        </button>
      </div>
      <div ref={viewport} className={styles.viewport}>
        <CarouselNear value={near}>
          <div
            id={trackId}
            className={`${styles.track} carousel-track`}
            aria-live={autoplay.rotating ? 'off' : 'polite'}
            data-animate={carousel.animate}
            style={{
              transform: `translateX(calc(${-carousel.at} * (100% + ${styles.gapVar}) / ${styles.perViewVar}))`,
            }}
            onTransitionEnd={carousel.onTransitionEnd}
          >
            {[...slides, ...slides.slice(0, clones)].map((slide, position) => (
              <div
                key={position}
                role="group"
                aria-roledescription={ui.carousel.slideName}
                aria-label={fill(ui.carousel.slide, { position: (position % count) + 1, count })}
                className={position < count ? styles.slide : `${styles.slide} carousel-clone`}
                aria-hidden={hiddenAt(position) || undefined}
                inert={hiddenAt(position)}
              >
                {slide}
              </div>
            ))}
          </div>
        </CarouselNear>
      </div>
    </div>
  );
}
