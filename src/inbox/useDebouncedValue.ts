import { useEffect, useState } from 'react';

/**
 * `value` once it has stayed the same for `delayMs`: typing refetches when the typist pauses,
 * not on every key. The pending timer is cleared on every change and on unmount.
 * @example const settled = useDebouncedValue(typed, 300);
 */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const id = window.setTimeout(() => setSettled(value), delayMs);
    return () => window.clearTimeout(id);
  }, [value, delayMs]);
  return settled;
}
