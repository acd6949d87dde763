import { useCallback, useSyncExternalStore } from 'react';

function subscribe(onChange: () => void) {
  window.addEventListener('scroll', onChange, { passive: true });
  window.addEventListener('resize', onChange);
  return () => {
    window.removeEventListener('scroll', onChange);
    window.removeEventListener('resize', onChange);
  };
}

/**
 * Whether the page is scrolled past `ratio` times the window height.
 * Re-renders only when the answer flips; false during prerender.
 *
 * @example const pinned = useScrollThreshold(stickyHeaderThreshold);
 */
export function useScrollThreshold(ratio: number): boolean {
  const getSnapshot = useCallback(() => window.scrollY > ratio * window.innerHeight, [ratio]);
  return useSyncExternalStore(subscribe, getSnapshot, () => false);
}
