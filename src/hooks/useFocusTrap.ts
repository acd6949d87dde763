import { useEffect, type RefObject } from 'react';
import { focusableIn } from './focusable';
import { inertOutside } from './inertOutside';

/**
 * While `active`, makes a modal of the container: everything outside it is inert,
 * focus moves to its first focusable element, and Tab / Shift+Tab cycle inside it.
 * On release the page is restored first, then focus returns to whatever had it.
 *
 * @param containerRef - the modal's outermost element (its backdrop, if it has one)
 * @param active - whether the trap holds
 * @example useFocusTrap(drawerRef, open);
 */
export function useFocusTrap(containerRef: RefObject<HTMLElement | null>, active: boolean): void {
  useEffect(() => {
    const container = containerRef.current;
    if (!active || !container) return;
    // Remembered before the page goes inert, which would blur it.
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const restorePage = inertOutside(container);
    focusableIn(container)[0]?.focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Tab') return;
      const items = focusableIn(container);
      const first = items[0];
      const last = items[items.length - 1];
      const current = document.activeElement;
      const outside = !container.contains(current);
      if (!first || !last) {
        event.preventDefault();
      } else if (event.shiftKey && (current === first || outside)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (current === last || outside)) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      restorePage();
      previous?.focus();
    };
  }, [containerRef, active]);
}
