import { act, renderHook } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { useMediaQuery } from '../../src/hooks/useMediaQuery';
import { usePrefersReducedMotion } from '../../src/hooks/usePrefersReducedMotion';
import { minWidth } from '../../src/styles/breakpoints';
import { activeMediaListeners, setReducedMotion, setViewportWidth } from '../mocks/matchMedia';

describe('useMediaQuery', () => {
  it('follows the viewport across a breakpoint', () => {
    setViewportWidth(800);
    const { result } = renderHook(() => useMediaQuery(minWidth('md')));
    expect(result.current).toBe(false);
    act(() => setViewportWidth(900));
    expect(result.current).toBe(true);
    act(() => setViewportWidth(899));
    expect(result.current).toBe(false);
  });

  it('removes its listener on unmount', () => {
    const { unmount } = renderHook(() => useMediaQuery(minWidth('lg')));
    expect(activeMediaListeners()).toBe(1);
    unmount();
    expect(activeMediaListeners()).toBe(0);
  });

  it('renders the server value during prerender without touching window', () => {
    function Probe() {
      return createElement('span', null, String(useMediaQuery(minWidth('sm'), true)));
    }
    expect(renderToString(createElement(Probe))).toBe('<span>true</span>');
  });
});

describe('usePrefersReducedMotion', () => {
  it('reports the system setting and its changes', () => {
    const { result } = renderHook(() => usePrefersReducedMotion());
    expect(result.current).toBe(false);
    act(() => setReducedMotion(true));
    expect(result.current).toBe(true);
  });
});
