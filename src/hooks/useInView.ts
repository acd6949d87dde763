import { useEffect, useState } from 'react';

type InViewOptions = {
  /** Share of the element that must be visible, 0 to 1. */
  threshold?: number;
  /** Grows or shrinks the window's box, e.g. '0px 0px -150px 0px'. */
  rootMargin?: string;
  /** Stop watching after the first time the element comes into view. */
  once?: boolean;
};

/**
 * Whether an element is in view, by IntersectionObserver: undefined until the first
 * report (and during prerender), so a caller can tell "not yet known" from "out of view".
 *
 * @example const [ref, seen] = useInView<HTMLDivElement>({ threshold: 0.5, once: true });
 */
export function useInView<T extends Element>({
  threshold = 0,
  rootMargin = '0px',
  once = false,
}: InViewOptions = {}) {
  const [element, setElement] = useState<T | null>(null);
  const [inView, setInView] = useState<boolean>();
  const latched = once && inView;

  useEffect(() => {
    if (!element || latched) return;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry) return;
        // A threshold of 0 reports an edge-touching element as intersecting at ratio 0.
        const visible = entry.isIntersecting && entry.intersectionRatio >= threshold;
        setInView(visible);
        if (visible && once) observer.disconnect();
      },
      { threshold, rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, threshold, rootMargin, once, latched]);

  // The state setter is the ref: stable, and it re-runs the effect when the element changes.
  return [setElement, inView] as const;
}
