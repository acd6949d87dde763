import { useEffect, useRef } from 'react';

/**
 * Calls `onTick` every `delayMs`. The latest callback is always the one called, so a
 * new callback never restarts the timer; only a new delay does. `null` pauses it.
 * Effects do not run during prerender, so no timer is started there.
 *
 * @example useInterval(() => setIndex((i) => i + 1), playing ? 5000 : null);
 */
export function useInterval(onTick: () => void, delayMs: number | null): void {
  const onTickRef = useRef(onTick);
  useEffect(() => {
    onTickRef.current = onTick;
  });

  useEffect(() => {
    if (delayMs === null) return;
    const id = window.setInterval(() => onTickRef.current(), delayMs);
    return () => window.clearInterval(id);
  }, [delayMs]);
}
