import { useCallback, useSyncExternalStore } from 'react';

/** Slides shown at once from each window width up, ascending from 0. */
export type SlidesPerView = readonly { minWidthPx: number; perView: number }[];

const query = (minWidthPx: number) => `screen and (min-width: ${minWidthPx}px)`;

/**
 * How many slides a carousel shows at the current window width: the entry with the
 * largest `minWidthPx` that the window reaches. The first entry during prerender.
 *
 * @example const perView = useSlidesPerView(servicesCarousel.slidesPerView);
 */
export function useSlidesPerView(steps: SlidesPerView): number {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const lists = steps.map(({ minWidthPx }) => window.matchMedia(query(minWidthPx)));
      lists.forEach((list) => list.addEventListener('change', onChange));
      return () => lists.forEach((list) => list.removeEventListener('change', onChange));
    },
    [steps],
  );
  const current = useCallback(
    () =>
      steps.findLast(({ minWidthPx }) => window.matchMedia(query(minWidthPx)).matches)?.perView ??
      1,
    [steps],
  );
  return useSyncExternalStore(subscribe, current, () => steps[0]?.perView ?? 1);
}
