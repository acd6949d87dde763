import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void) {
  document.addEventListener('visibilitychange', onChange);
  return () => document.removeEventListener('visibilitychange', onChange);
}

/**
 * Whether the page's tab is showing (not in a background tab or minimised window).
 * True during prerender.
 *
 * @example const visible = usePageVisible();
 */
export const usePageVisible = (): boolean =>
  useSyncExternalStore(subscribe, () => document.visibilityState !== 'hidden', () => true);
