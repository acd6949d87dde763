import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether a media query matches, kept in sync with the window.
 * Prerender and hydration use `serverValue`, so the first client render matches the HTML.
 *
 * @param query - a media query, e.g. `(min-width: 900px)`
 * @param serverValue - the answer assumed before the window is known
 * @example const wide = useMediaQuery(minWidth('md'));
 */
export function useMediaQuery(query: string, serverValue = false): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => serverValue,
  );
}
