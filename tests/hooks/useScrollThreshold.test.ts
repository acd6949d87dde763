import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useScrollThreshold } from '../../src/hooks/useScrollThreshold';

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
  window.dispatchEvent(new Event('scroll'));
}

describe('useScrollThreshold', () => {
  it('flips once the scroll passes the share of the window height, and back', () => {
    Object.defineProperty(window, 'innerHeight', { configurable: true, value: 1000 });
    scrollTo(0);
    const { result } = renderHook(() => useScrollThreshold(0.9));
    expect(result.current).toBe(false);
    act(() => scrollTo(900));
    expect(result.current).toBe(false);
    act(() => scrollTo(901));
    expect(result.current).toBe(true);
    act(() => scrollTo(500));
    expect(result.current).toBe(false);
  });

  it('recomputes when the window is resized', () => {
    Object.defineProperty(window, 'innerHeight', { configurable: true, value: 1000 });
    scrollTo(600);
    const { result } = renderHook(() => useScrollThreshold(0.9));
    expect(result.current).toBe(false);
    act(() => {
      Object.defineProperty(window, 'innerHeight', { configurable: true, value: 600 });
      window.dispatchEvent(new Event('resize'));
    });
    expect(result.current).toBe(true);
  });

  it('listens passively and removes its listeners on unmount', () => {
    const add = vi.spyOn(window, 'addEventListener');
    const remove = vi.spyOn(window, 'removeEventListener');
    const { unmount } = renderHook(() => useScrollThreshold(0.9));
    expect(add).toHaveBeenCalledWith('scroll', expect.any(Function), { passive: true });
    unmount();
    expect(remove).toHaveBeenCalledWith('scroll', expect.any(Function));
    expect(remove).toHaveBeenCalledWith('resize', expect.any(Function));
  });
});
