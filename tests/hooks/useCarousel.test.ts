import { act, renderHook } from '@testing-library/react';
import type { TransitionEvent } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCarousel } from '../../src/hooks/useCarousel';
import { useSlidesPerView } from '../../src/hooks/useSlidesPerView';
import { activeObservers, intersect } from '../mocks/intersectionObserver';
import { activeMediaListeners, setViewportWidth } from '../mocks/matchMedia';

/** The event a finished slide animation sends from the track itself. */
const trackTransitionEnd = () => {
  const track = document.createElement('div');
  return { target: track, currentTarget: track } as unknown as TransitionEvent<HTMLElement>;
};

describe('useCarousel', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('without clones, wraps straight from the last start back to the first, both ways', () => {
    const { result } = renderHook(() =>
      useCarousel({ count: 3, perView: 1, clones: 0, delayMs: 1500 }),
    );
    const at = () => result.current.at;
    act(() => result.current.next());
    act(() => result.current.next());
    expect(at()).toBe(2);
    act(() => result.current.next());
    expect(at()).toBe(0);
    act(() => result.current.previous());
    expect(at()).toBe(2);
    act(() => result.current.goTo(1));
    expect(result.current.active).toBe(1);
  });

  it('with clones, runs onto them and jumps back unanimated once the move has ended', () => {
    const { result } = renderHook(() =>
      useCarousel({ count: 5, perView: 4, clones: 4, delayMs: 5000 }),
    );
    for (let i = 0; i < 5; i++) act(() => result.current.next());
    expect(result.current).toMatchObject({ at: 5, active: 0, animate: true });
    act(() => result.current.onTransitionEnd(trackTransitionEnd()));
    expect(result.current).toMatchObject({ at: 0, active: 0, animate: false });
  });

  it('leaves the track as it is when a move within the real slides ends, without a render', () => {
    let renders = 0;
    const { result } = renderHook(() => {
      renders += 1;
      return useCarousel({ count: 5, perView: 4, clones: 4, delayMs: 5000 });
    });
    act(() => result.current.next());
    const rendersAfterMove = renders;
    act(() => result.current.onTransitionEnd(trackTransitionEnd()));
    expect(result.current).toMatchObject({ at: 1, active: 1, animate: true });
    expect(renders).toBe(rendersAfterMove);
  });

  it('moving on before the jump back made it, jumps back first and then moves, animated', () => {
    const { result } = renderHook(() =>
      useCarousel({ count: 5, perView: 4, clones: 4, delayMs: 5000 }),
    );
    for (let i = 0; i < 5; i++) act(() => result.current.next());
    act(() => result.current.next());
    expect(result.current).toMatchObject({ at: 1, active: 1, animate: true });
  });

  it('with clones, steps back from the start through the clones, animated', () => {
    const { result } = renderHook(() =>
      useCarousel({ count: 5, perView: 4, clones: 4, delayMs: 5000 }),
    );
    act(() => result.current.previous());
    expect(result.current).toMatchObject({ at: 4, active: 4, animate: true });
  });

  it('ignores transitions that end inside a slide', () => {
    const { result } = renderHook(() =>
      useCarousel({ count: 5, perView: 4, clones: 4, delayMs: 5000 }),
    );
    for (let i = 0; i < 5; i++) act(() => result.current.next());
    const inner = {
      target: document.createElement('a'),
      currentTarget: document.createElement('div'),
    } as unknown as TransitionEvent<HTMLElement>;
    act(() => result.current.onTransitionEnd(inner));
    expect(result.current.at).toBe(5);
  });

  it('autoplays once its region is on screen, and cleans up its timer and observer', () => {
    const region = document.createElement('div');
    const { result, unmount } = renderHook(() =>
      useCarousel<HTMLDivElement>({ count: 3, perView: 1, clones: 0, delayMs: 1500 }),
    );
    act(() => result.current.autoplay.ref(region));
    act(() => vi.advanceTimersByTime(3000));
    expect(result.current.at).toBe(0);
    act(() => intersect(region, 1));
    act(() => vi.advanceTimersByTime(3000));
    expect(result.current.at).toBe(2);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
    expect(activeObservers()).toBe(0);
  });
});

describe('useSlidesPerView', () => {
  const steps = [
    { minWidthPx: 0, perView: 1 },
    { minWidthPx: 600, perView: 2 },
    { minWidthPx: 1024, perView: 3 },
  ];

  it('follows the window width across the steps, and stops listening on unmount', () => {
    setViewportWidth(1100);
    const { result, unmount } = renderHook(() => useSlidesPerView(steps));
    expect(result.current).toBe(3);
    act(() => setViewportWidth(1023));
    expect(result.current).toBe(2);
    act(() => setViewportWidth(599));
    expect(result.current).toBe(1);
    unmount();
    expect(activeMediaListeners()).toBe(0);
  });
});
