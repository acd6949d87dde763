import { useSyncExternalStore } from 'react';
import { reducedMotion } from '../styles/breakpoints';

function subscribe(onChange: () => void) {
  const list = window.matchMedia(reducedMotion);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

/**
 * True when the visitor asked the system for reduced motion, kept in sync with the setting.
 * False during prerender and hydration, so the first client render matches the HTML.
 */
export const usePrefersReducedMotion = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => window.matchMedia(reducedMotion).matches,
    () => false,
  );
