import { useEffect, useRef } from 'react';
import { usePrefersReducedMotion } from '../hooks/usePrefersReducedMotion';

/** The visitor scrolling or acting for themselves: the page stops taking them to the top. */
const visitorInput = ['wheel', 'touchstart', 'pointerdown', 'keydown'] as const;

/**
 * After a client-side route change, scrolls smoothly to the top (instantly under reduced motion)
 * and moves focus to the main landmark, so keyboard and screen reader users start at the new page's
 * content. A case study's story, arriving above the view during the scroll, moves the scroll's end
 * down by its height: so a scroll that ends short of the top goes on to it, until the visitor takes
 * over.
 */
export function useRouteChangeFocus(location: string, mainId: string): void {
  const reducedMotion = usePrefersReducedMotion();
  const previous = useRef(location);
  useEffect(() => {
    if (previous.current === location) return;
    previous.current = location;
    if (window.location.hash) return;
    document.getElementById(mainId)?.focus({ preventScroll: true });
    if (window.scrollY === 0) return;
    const toTop = () => window.scrollTo({ top: 0, behavior: reducedMotion ? 'instant' : 'smooth' });
    const onScrollEnd = () => (window.scrollY > 0 ? toTop() : stop());
    function stop() {
      window.removeEventListener('scrollend', onScrollEnd);
      for (const type of visitorInput) window.removeEventListener(type, stop, { capture: true });
    }
    window.addEventListener('scrollend', onScrollEnd);
    for (const type of visitorInput)
      window.addEventListener(type, stop, { capture: true, passive: true });
    toTop();
    return stop;
  }, [location, mainId, reducedMotion]);
}
