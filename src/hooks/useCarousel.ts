import { useCallback, useLayoutEffect, useState, type TransitionEvent } from 'react';
import { useAutoplay } from './useAutoplay';

type CarouselOptions = {
  /** How many real slides there are. */
  count: number;
  /** How many slides show at once at the current width. */
  perView: number;
  /**
   * How many of the first slides are repeated after the last, for a seamless loop:
   * at least the largest `perView`. With 0 the index wraps straight back to the start.
   */
  clones: number;
  /** Autoplay period in ms. */
  delayMs: number;
};

type Position = {
  /** The position of the first slide in view; positions from `count` on are clones. */
  at: number;
  animate: boolean;
  /** Where to move, animated, once the unanimated jump to `at` has reached the screen. */
  then?: number;
};

/**
 * State of a looping, autoplaying carousel: the position of the first slide in view,
 * whether the move to it animates, and the moves a visitor can make.
 *
 * A seamless loop runs onto the cloned slides and, once that move has ended
 * (`onTransitionEnd`), jumps without animation to the same view at the start.
 *
 * @example const carousel = useCarousel({ count: 5, perView, clones: 4, delayMs: 5000 });
 */
export function useCarousel<T extends HTMLElement>({
  count,
  perView,
  clones,
  delayMs,
}: CarouselOptions) {
  const [position, setPosition] = useState<Position>({ at: 0, animate: false });
  const lastStart = clones > 0 ? count : Math.max(0, count - perView);

  const next = () =>
    setPosition(({ at }) => {
      if (clones === 0) return { at: at >= lastStart ? 0 : at + 1, animate: true };
      if (at < count) return { at: at + 1, animate: true };
      // Still on the clones (a click before the move ended): jump back first, then move on.
      return { at: at - count, animate: false, then: at - count + 1 };
    });

  const previous = () =>
    setPosition(({ at }) => {
      if (at > 0) return { at: at - 1, animate: true };
      // Jump unanimated to the clones' copy of this view, then move back one.
      return clones > 0
        ? { at: count, animate: false, then: count - 1 }
        : { at: lastStart, animate: true };
    });

  // Stable, for the memoised pickers that call it.
  const goTo = useCallback((index: number) => setPosition({ at: index, animate: true }), []);

  useLayoutEffect(() => {
    if (position.then === undefined) return;
    // Commit the unanimated jump to the browser's styles before the animated move.
    void document.body.offsetHeight;
    setPosition({ at: position.then, animate: true });
  }, [position.then]);

  const onTransitionEnd = (event: TransitionEvent<HTMLElement>) => {
    // Only the jump back from the clones changes anything; any other move's end costs no
    // render (a state update, even to the same state, would schedule one) and no restyle.
    if (event.target !== event.currentTarget || position.at < count) return;
    setPosition((latest) =>
      latest.at >= count ? { at: latest.at - count, animate: false } : latest,
    );
  };

  const autoplay = useAutoplay<T>(next, { delayMs, enabled: count > perView });
  return {
    ...position,
    active: position.at % count,
    next,
    previous,
    goTo,
    onTransitionEnd,
    autoplay,
  };
}
