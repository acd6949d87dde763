import { act, renderHook } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { usePrefersReducedMotion } from '../../src/hooks/usePrefersReducedMotion';
import { activeMediaListeners, setReducedMotion } from '../mocks/matchMedia';

describe('usePrefersReducedMotion', () => {
  it('reports the system setting and its changes', () => {
    const { result } = renderHook(() => usePrefersReducedMotion());
    expect(result.current).toBe(false);
    act(() => setReducedMotion(true));
    expect(result.current).toBe(true);
    act(() => setReducedMotion(false));
    expect(result.current).toBe(false);
  });

  it('removes its listener on unmount', () => {
    const { unmount } = renderHook(() => usePrefersReducedMotion());
    expect(activeMediaListeners()).toBe(1);
    unmount();
    expect(activeMediaListeners()).toBe(0);
  });

  it('renders motion allowed during prerender without touching window', () => {
    setReducedMotion(true);
    function Probe() {
      return createElement('span', null, String(usePrefersReducedMotion()));
    }
    expect(renderToString(createElement(Probe))).toBe('<span>false</span>');
  });
});
