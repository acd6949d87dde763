import { useEffect, useRef, useState, useSyncExternalStore, type FocusEvent } from 'react';
import { useInterval } from './useInterval';
import { useInView } from './useInView';
import { usePrefersReducedMotion } from './usePrefersReducedMotion';

/** Marks the pause/play button: focusing it must not itself stop the rotation. */
export const rotationControlAttribute = 'data-rotation-control';

function subscribeToVisibility(onChange: () => void) {
  document.addEventListener('visibilitychange', onChange);
  return () => document.removeEventListener('visibilitychange', onChange);
}

/**
 * Automatic rotation that follows WCAG 2.2 and the WAI-ARIA carousel pattern: it runs
 * only while the visitor has not paused it, nothing in it is hovered or focused, it is
 * on screen, the tab is visible and motion is allowed. Under reduced motion it starts
 * paused; the visitor may still press play. `enabled` is false when there is nothing to rotate.
 *
 * @example const autoplay = useAutoplay(next, { delayMs: 5000, enabled: count > 1 });
 */
export function useAutoplay<T extends HTMLElement>(
  onAdvance: () => void,
  { delayMs, enabled }: { delayMs: number; enabled: boolean },
) {
  const reducedMotion = usePrefersReducedMotion();
  // Whether the tab is showing (not in the background, not minimised); true during prerender.
  const pageVisible = useSyncExternalStore(
    subscribeToVisibility,
    () => document.visibilityState !== 'hidden',
    () => true,
  );
  const [ref, onScreen] = useInView<T>();
  const [userPaused, setUserPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const pressing = useRef(false);

  useEffect(() => {
    if (reducedMotion) setUserPaused(true);
  }, [reducedMotion]);

  const rotating = enabled && !userPaused && !hovered && !focused && onScreen && pageVisible;
  useInterval(onAdvance, rotating ? delayMs : null);

  const handlers = {
    onPointerEnter: () => setHovered(true),
    onPointerLeave: () => setHovered(false),
    // Keyboard focus holds the rotation (WAI-ARIA carousel pattern). Focus from a click does
    // not, or a clicked button would stop it for good; the carousels keep playing after
    // interaction. Nor does focus on the pause/play button, which says what happens itself.
    onPointerDown: () => (pressing.current = true),
    onPointerUp: () => (pressing.current = false),
    onFocus: (event: FocusEvent<T>) => {
      const byPointer = pressing.current;
      pressing.current = false;
      setFocused(!byPointer && !event.target.closest(`[${rotationControlAttribute}]`));
    },
    onBlur: (event: FocusEvent<T>) => {
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
    },
  };
  const toggle = () => setUserPaused((paused) => !paused);
  return { ref, handlers, rotating, userPaused, toggle };
}
