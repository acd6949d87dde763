import { useEffect, useState } from 'react';
import { usePrefersReducedMotion } from './usePrefersReducedMotion';

const easeOutCubic = (t: number) => 1 - (1 - t) ** 3;

/**
 * A number that counts from 0 up to `target` over `durationMs` once `start` turns
 * true, easing out, once only: the count never restarts, whatever `start` does later.
 * Under reduced motion it is `target` from the start.
 *
 * @example const shown = useCountUp(1000, { durationMs: 1000, start: inView });
 */
export function useCountUp(
  target: number,
  { durationMs, start }: { durationMs: number; start: boolean },
): number {
  const reducedMotion = usePrefersReducedMotion();
  const [begun, setBegun] = useState(false);
  const [value, setValue] = useState(0);
  if (start && !begun) setBegun(true);

  useEffect(() => {
    if (!begun || reducedMotion) return;
    let began: number | undefined;
    const step = (now: number) => {
      began ??= now;
      const progress = Math.min(1, (now - began) / durationMs);
      setValue(Math.round(target * easeOutCubic(progress)));
      if (progress < 1) frame = window.requestAnimationFrame(step);
    };
    let frame = window.requestAnimationFrame(step);
    return () => window.cancelAnimationFrame(frame);
  }, [begun, reducedMotion, target, durationMs]);

  return reducedMotion ? target : value;
}
