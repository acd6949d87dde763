import { useEffect, useRef } from 'react';
import { usePrefersReducedMotion } from '../hooks/usePrefersReducedMotion';

/**
 * After a client-side route change (not the first render), scrolls smoothly to the
 * top (instantly under reduced motion) and moves focus to the main landmark, so
 * keyboard and screen reader users start at the new page's content.
 */
export function useRouteChangeFocus(location: string, mainId: string): void {
  const reducedMotion = usePrefersReducedMotion();
  const previous = useRef(location);
  useEffect(() => {
    if (previous.current === location) return;
    previous.current = location;
    if (window.location.hash) return;
    document.getElementById(mainId)?.focus({ preventScroll: true });
    window.scrollTo({ top: 0, behavior: reducedMotion ? 'instant' : 'smooth' });
  }, [location, mainId, reducedMotion]);
}
