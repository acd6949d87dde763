import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useOnApproach } from '../../src/hooks/useOnApproach';
import { activeObservers, intersect, observerOptionsFor } from '../mocks/intersectionObserver';

function Part({ onApproach }: { onApproach: () => void }) {
  const ref = useOnApproach<HTMLDivElement>(onApproach, '200px');
  return <div ref={ref} aria-label="part" role="region" />;
}

describe('useOnApproach', () => {
  afterEach(() => {
    window.scrollY = 0;
  });

  it('waits while the part is far from the window and the visitor is still', () => {
    const onApproach = vi.fn();
    render(<Part onApproach={onApproach} />);
    intersect(screen.getByRole('region', { name: 'part' }), 0);
    expect(onApproach).not.toHaveBeenCalled();
    expect(observerOptionsFor(screen.getByRole('region', { name: 'part' }))).toEqual([{ rootMargin: '200px' }]);
  });

  it('calls once when the part comes near the window, then stops watching', () => {
    const onApproach = vi.fn();
    render(<Part onApproach={onApproach} />);
    intersect(screen.getByRole('region', { name: 'part' }), 0.1);
    fireEvent.scroll(window);
    expect(onApproach).toHaveBeenCalledTimes(1);
    expect(activeObservers()).toBe(0);
  });

  it.each([
    ['scrolls', () => fireEvent.scroll(window)],
    ['touches the page', () => fireEvent.pointerDown(document.body)],
    ['presses a key', () => fireEvent.keyDown(document.body, { key: 'Tab' })],
  ])('calls once when the visitor %s', (_, engage) => {
    const onApproach = vi.fn();
    render(<Part onApproach={onApproach} />);
    engage();
    engage();
    expect(onApproach).toHaveBeenCalledTimes(1);
  });

  it('calls at once on a page that is already scrolled', () => {
    window.scrollY = 300;
    const onApproach = vi.fn();
    render(<Part onApproach={onApproach} />);
    expect(onApproach).toHaveBeenCalledTimes(1);
    expect(activeObservers()).toBe(0);
  });

  it('lets go of its observer and listeners on unmount', () => {
    const onApproach = vi.fn();
    const { unmount } = render(<Part onApproach={onApproach} />);
    unmount();
    fireEvent.scroll(window);
    expect(onApproach).not.toHaveBeenCalled();
    expect(activeObservers()).toBe(0);
  });
});
