import { useEffect, useRef } from 'react';

/** While `active`, calls `onEscape` when Escape is pressed anywhere in the document. */
export function useEscapeKey(active: boolean, onEscape: () => void): void {
  const callback = useRef(onEscape);
  useEffect(() => {
    callback.current = onEscape;
  });
  useEffect(() => {
    if (!active) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') callback.current();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [active]);
}
