import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCountUp } from '../../src/hooks/useCountUp';
import { setReducedMotion } from '../mocks/matchMedia';

const run = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('useCountUp', () => {
  beforeEach(() =>
    vi.useFakeTimers({
      toFake: [
        'setTimeout',
        'setInterval',
        'requestAnimationFrame',
        'cancelAnimationFrame',
        'performance',
        'Date',
      ],
    }),
  );
  afterEach(() => vi.useRealTimers());

  it('stays at 0 until started', () => {
    const { result } = renderHook(() => useCountUp(1000, { durationMs: 1000, start: false }));
    run(2000);
    expect(result.current).toBe(0);
  });

  it('counts up to the target over the duration, rising all the way', () => {
    const { result, rerender } = renderHook(
      ({ start }) => useCountUp(1000, { durationMs: 1000, start }),
      { initialProps: { start: false } },
    );
    rerender({ start: true });
    run(500);
    const halfway = result.current;
    expect(halfway).toBeGreaterThan(0);
    expect(halfway).toBeLessThan(1000);
    run(300);
    expect(result.current).toBeGreaterThan(halfway);
    run(300);
    expect(result.current).toBe(1000);
  });

  it('counts once: turning start off and on again neither stops nor restarts it', () => {
    const { result, rerender } = renderHook(
      ({ start }) => useCountUp(50, { durationMs: 1000, start }),
      { initialProps: { start: true } },
    );
    run(200);
    rerender({ start: false });
    run(1000);
    expect(result.current).toBe(50);
    rerender({ start: true });
    run(16);
    expect(result.current).toBe(50);
  });

  it('shows the target at once under reduced motion', () => {
    setReducedMotion(true);
    const { result } = renderHook(() => useCountUp(500, { durationMs: 1000, start: false }));
    expect(result.current).toBe(500);
  });

  it('cancels its animation frame on unmount', () => {
    const { unmount } = renderHook(() => useCountUp(500, { durationMs: 1000, start: true }));
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
