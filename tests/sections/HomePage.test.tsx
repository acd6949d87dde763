import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HomePage } from '../../src/pages/HomePage';
import { intersect, observerOptionsFor } from '../mocks/intersectionObserver';
import { setReducedMotion } from '../mocks/matchMedia';
import { renderAt } from '../renderAt';

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));
const sectionNamed = (name: string) => screen.getByRole('region', { name });

describe('HomePage', () => {
  beforeEach(() =>
    vi.useFakeTimers({
      shouldAdvanceTime: true,
      toFake: [
        'setTimeout',
        'clearTimeout',
        'setInterval',
        'clearInterval',
        'requestAnimationFrame',
        'cancelAnimationFrame',
        'performance',
        'Date',
      ],
    }),
  );
  afterEach(() => vi.useRealTimers());

  it('has one h1 in the hero and its sections in the fixed order, technologies last', () => {
    renderAt('/', <HomePage />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Grow Your Business with Our Expert IT Services',
    );
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Why businesses choose Vantix',
      'Get Your Business Ready With The Best Global IT Solutions',
      'Exclusive Solutions Crafted For Your Business',
      'Our work in numbers',
      'What Happy Clients Says About Us?',
      'Talk To About Any Question?',
      'Smart Solutions For Your Success',
    ]);
    expect(screen.getByRole('link', { name: 'About us' })).toHaveAttribute('href', '/about');
  });

  it('fades the intro strip in once its top is 150 px above the window bottom, and keeps it', () => {
    renderAt('/', <HomePage />);
    const strip = within(sectionNamed('Why businesses choose Vantix')).getByRole('list');
    expect(observerOptionsFor(strip)).toEqual([{ threshold: 0, rootMargin: '0px 0px -150px 0px' }]);
    // Shown until its position is known; hidden only once reported below the line.
    expect(strip).not.toHaveAttribute('data-revealed');
    act(() => intersect(strip, 0));
    expect(strip).toHaveAttribute('data-revealed', 'false');
    act(() => intersect(strip, 0.01));
    expect(strip).toHaveAttribute('data-revealed', 'true');
    act(() => intersect(strip, 0));
    expect(strip).toHaveAttribute('data-revealed', 'true');
  });

  describe('statistics', () => {
    const figures = () =>
      [...sectionNamed('Our work in numbers').querySelectorAll('[aria-hidden="true"]')]
        .map((el) => el.textContent)
        .filter((t) => /\d/.test(t ?? ''));

    it('show 0 until half visible, then count up to the figures over 1 s, once', () => {
      renderAt('/', <HomePage />);
      const list = within(sectionNamed('Our work in numbers')).getByRole('list');
      expect(figures()).toEqual(['0+', '0+', '0+', '0+']);
      act(() => intersect(list, 0.4));
      advance(1000);
      expect(figures()).toEqual(['0+', '0+', '0+', '0+']);
      act(() => intersect(list, 0.5));
      advance(400);
      const midway = figures().map((f) => parseInt(f ?? '', 10));
      expect(midway[0]).toBeGreaterThan(0);
      expect(midway[0]).toBeLessThan(1000);
      advance(700);
      expect(figures()).toEqual(['1000+', '500+', '1000+', '50+']);
    });

    it('give screen readers the final figure from the start', () => {
      renderAt('/', <HomePage />);
      const section = sectionNamed('Our work in numbers');
      expect(within(section).getAllByText('1000+')).toHaveLength(2);
      expect(within(section).getByText('Honorable Awards')).toBeInTheDocument();
    });

    it('show the final figures at once under reduced motion', () => {
      setReducedMotion(true);
      renderAt('/', <HomePage />);
      expect(figures()).toEqual(['1000+', '500+', '1000+', '50+']);
    });
  });

  describe('customer feedback', () => {
    const setUp = () => {
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      renderAt('/', <HomePage />);
      const rotator = screen.getByRole('region', { name: 'Client testimonials' });
      act(() => intersect(rotator, 1));
      const current = () =>
        within(rotator)
          .getAllByRole('group')
          .map((g) => g.getAttribute('aria-label'));
      const pick = (name: string) =>
        within(rotator).getByRole('button', { name: `Show the testimonial of ${name}` });
      return { user, rotator, current, pick };
    };

    it('moves to the next testimonial every 1.5 s and wraps, marking the active avatar', () => {
      const { current, pick } = setUp();
      expect(current()).toEqual(['1 of 3']);
      expect(pick('Sarah Mitchell')).toHaveAttribute('aria-current', 'true');
      advance(1500);
      expect(current()).toEqual(['2 of 3']);
      expect(pick('David Okafor')).toHaveAttribute('aria-current', 'true');
      expect(pick('Sarah Mitchell')).toHaveAttribute('aria-current', 'false');
      advance(3000);
      expect(current()).toEqual(['1 of 3']);
    });

    it('lets a visitor pick a testimonial, and pause the rotation', async () => {
      const { user, rotator, current, pick } = setUp();
      await user.click(pick('Elena Ruiz'));
      expect(current()).toEqual(['3 of 3']);
      expect(within(rotator).getByRole('group')).toHaveTextContent('Northgate Manufacturing');
      await user.click(within(rotator).getByRole('button', { name: 'Stop slide rotation' }));
      await user.unhover(rotator);
      advance(6000);
      expect(current()).toEqual(['3 of 3']);
    });
  });
});
