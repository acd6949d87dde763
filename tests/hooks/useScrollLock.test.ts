import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useScrollLock } from '../../src/hooks/useScrollLock';

describe('useScrollLock', () => {
  it('locks the body while active and restores it afterwards', () => {
    document.body.style.overflow = 'scroll';
    const { rerender, unmount } = renderHook(({ active }) => useScrollLock(active), { initialProps: { active: false } });
    expect(document.body.style.overflow).toBe('scroll');
    rerender({ active: true });
    expect(document.body.style.overflow).toBe('hidden');
    rerender({ active: false });
    expect(document.body.style.overflow).toBe('scroll');
    rerender({ active: true });
    unmount();
    expect(document.body.style.overflow).toBe('scroll');
  });
});
