import { useEffect, useRef } from 'react';

/** A visitor who scrolls, touches the page or presses a key is about to go further. */
const engagements = ['scroll', 'pointerdown', 'keydown'] as const;

/**
 * Calls `onApproach` once: when the element comes within `rootMargin` of the window,
 * when the visitor first scrolls, touches the page or presses a key, or at once if
 * the page is already scrolled. Work for a part further down then starts before the
 * visitor gets there, and not at all on a visit that never leaves the first screen.
 *
 * @param onApproach - a stable callback (it re-subscribes when it changes)
 * @param rootMargin - how far around the window counts as near, e.g. '200px'
 * @returns a ref for the element to watch
 * @example const ref = useOnApproach<HTMLDivElement>(loadChart, '200px');
 */
export function useOnApproach<T extends Element>(onApproach: () => void, rootMargin: string) {
  const ref = useRef<T>(null);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    if (window.scrollY > 0 || typeof IntersectionObserver === 'undefined') {
      onApproach();
      return;
    }
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && approach(), { rootMargin });
    function stop() {
      observer.disconnect();
      for (const type of engagements) window.removeEventListener(type, approach, { capture: true });
    }
    function approach() {
      stop();
      onApproach();
    }
    observer.observe(element);
    for (const type of engagements) window.addEventListener(type, approach, { capture: true, passive: true });
    return stop;
  }, [onApproach, rootMargin]);

  return ref;
}
