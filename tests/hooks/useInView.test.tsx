import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useInView } from '../../src/hooks/useInView';
import { activeObservers, intersect, observerOptionsFor } from '../mocks/intersectionObserver';

function Probe(options: Parameters<typeof useInView>[0]) {
  const [ref, inView] = useInView<HTMLDivElement>(options);
  return (
    <div ref={ref} aria-label="target" role="region">
      {inView === undefined ? 'not reported' : inView ? 'in view' : 'out of view'}
    </div>
  );
}

describe('useInView', () => {
  it('observes with the given threshold and root margin', () => {
    render(<Probe threshold={0.5} rootMargin="0px 0px -150px 0px" />);
    expect(observerOptionsFor(screen.getByRole('region', { name: 'target' }))).toEqual([
      { threshold: 0.5, rootMargin: '0px 0px -150px 0px' },
    ]);
  });

  it('is unknown until reported, then follows the element in and out of view', () => {
    render(<Probe threshold={0.5} />);
    const target = screen.getByRole('region', { name: 'target' });
    expect(target).toHaveTextContent('not reported');
    act(() => intersect(target, 0.3));
    expect(target).toHaveTextContent('out of view');
    act(() => intersect(target, 0.5));
    expect(target).toHaveTextContent('in view');
    act(() => intersect(target, 0));
    expect(target).toHaveTextContent('out of view');
  });

  it('with `once`, latches on the first sighting and stops observing', () => {
    render(<Probe once />);
    const target = screen.getByRole('region', { name: 'target' });
    act(() => intersect(target, 0.1));
    expect(target).toHaveTextContent('in view');
    expect(activeObservers()).toBe(0);
    act(() => intersect(target, 0));
    expect(target).toHaveTextContent('in view');
  });

  it('disconnects its observer on unmount', () => {
    const { unmount } = render(<Probe />);
    expect(activeObservers()).toBe(1);
    unmount();
    expect(activeObservers()).toBe(0);
  });
});
