import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useCurrentYear } from '../../src/hooks/useCurrentYear';

describe('useCurrentYear', () => {
  afterEach(() => vi.useRealTimers());

  it('starts from the build year and moves on to the current one after mounting', () => {
    vi.useFakeTimers({ now: new Date('2031-03-01T12:00:00Z') });
    const { result } = renderHook(() => useCurrentYear(2026));
    expect(result.current).toBe(2031);
  });
});
