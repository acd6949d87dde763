import { act, renderHook } from '@testing-library/react';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useInterval } from '../../src/hooks/useInterval';

describe('useInterval', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('ticks once per delay and stops when the delay becomes null', () => {
    const onTick = vi.fn();
    const { rerender } = renderHook(({ ms }) => useInterval(onTick, ms), {
      initialProps: { ms: 1000 as number | null },
    });
    act(() => vi.advanceTimersByTime(2500));
    expect(onTick).toHaveBeenCalledTimes(2);
    rerender({ ms: null });
    act(() => vi.advanceTimersByTime(5000));
    expect(onTick).toHaveBeenCalledTimes(2);
  });

  it('calls the latest callback without restarting the period', () => {
    const first = vi.fn();
    const second = vi.fn();
    const { rerender } = renderHook(({ onTick }) => useInterval(onTick, 1000), {
      initialProps: { onTick: first },
    });
    act(() => vi.advanceTimersByTime(600));
    rerender({ onTick: second });
    act(() => vi.advanceTimersByTime(400));
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);
  });

  it('restarts the period when the delay changes', () => {
    const onTick = vi.fn();
    const { rerender } = renderHook(({ ms }) => useInterval(onTick, ms), {
      initialProps: { ms: 1000 },
    });
    act(() => vi.advanceTimersByTime(900));
    rerender({ ms: 500 });
    act(() => vi.advanceTimersByTime(400));
    expect(onTick).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(100));
    expect(onTick).toHaveBeenCalledTimes(1);
  });

  it('leaves no timer behind on unmount', () => {
    const onTick = vi.fn();
    const { unmount } = renderHook(() => useInterval(onTick, 1000));
    unmount();
    expect(vi.getTimerCount()).toBe(0);
    act(() => vi.advanceTimersByTime(3000));
    expect(onTick).not.toHaveBeenCalled();
  });

  it('starts no timer during prerender', () => {
    const onTick = vi.fn();
    function Ticker() {
      useInterval(onTick, 1000);
      return createElement('span', null, 'slide');
    }
    expect(renderToString(createElement(Ticker))).toBe('<span>slide</span>');
    expect(vi.getTimerCount()).toBe(0);
  });
});
