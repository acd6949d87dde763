import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Carousel } from '../../src/components/ui/Carousel';
import { SlideImage } from '../../src/components/ui/SlideImage';
import type { CarouselTiming } from '../../src/components/ui/carousels';
import { intersect } from '../mocks/intersectionObserver';
import { setReducedMotion, setViewportWidth } from '../mocks/matchMedia';

const timing: CarouselTiming = {
  slidesPerView: [
    { minWidthPx: 0, perView: 1 },
    { minWidthPx: 600, perView: 2 },
    { minWidthPx: 1200, perView: 4 },
  ],
  gapPx: 24,
  delayMs: 5000,
  slideMs: 500,
};
const letters = ['A', 'B', 'C', 'D', 'E'];

function renderCarousel(slides = letters) {
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  render(
    <Carousel
      label="Our services"
      timing={timing}
      layoutClassName=""
      slides={slides.map((text) => (
        <a key={text} href={`#${text}`}>
          {text}
        </a>
      ))}
    />,
  );
  const region = screen.getByRole('region', { name: 'Our services' });
  act(() => intersect(region, 1));
  return { user, region };
}

/** The names of the slides a visitor (and assistive technology) can currently reach. */
const slidesInView = () =>
  screen.queryAllByRole('group').map((slide) => slide.getAttribute('aria-label'));
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));
const track = () => screen.getByRole('group', { name: '1 of 5' }).parentElement!;

describe('Carousel', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => vi.useRealTimers());

  describe('given the carousel pattern', () => {
    it('is a region described as a carousel, named without the word', () => {
      const { region } = renderCarousel();
      expect(region).toHaveAttribute('aria-roledescription', 'carousel');
      expect(region.getAttribute('aria-label')).not.toMatch(/carousel/i);
    });

    it('shows as many slides as the width allows; the rest are hidden and inert', () => {
      renderCarousel();
      expect(slidesInView()).toEqual(['1 of 5', '2 of 5', '3 of 5', '4 of 5']);
      const hidden = document.querySelector('[aria-label="5 of 5"]');
      expect(hidden).toHaveAttribute('aria-hidden', 'true');
      expect(hidden).toHaveAttribute('inert');
      act(() => setViewportWidth(700));
      expect(slidesInView()).toEqual(['1 of 5', '2 of 5']);
      act(() => setViewportWidth(400));
      expect(slidesInView()).toEqual(['1 of 5']);
    });

    it('puts the rotation button first in the tab order, then previous and next', async () => {
      const { user } = renderCarousel();
      await user.tab();
      expect(screen.getByRole('button', { name: 'Stop slide rotation' })).toHaveFocus();
      await user.tab();
      expect(screen.getByRole('button', { name: 'Previous slide' })).toHaveFocus();
      await user.tab();
      expect(screen.getByRole('button', { name: 'Next slide' })).toHaveFocus();
      await user.tab();
      expect(screen.getByRole('link', { name: 'A' })).toHaveFocus();
    });
  });

  describe('when playing', () => {
    it('advances one slide per period and loops endlessly', () => {
      renderCarousel();
      advance(5000);
      expect(slidesInView()).toEqual(['2 of 5', '3 of 5', '4 of 5', '5 of 5']);
      advance(5000);
      expect(slidesInView()).toEqual(['3 of 5', '4 of 5', '5 of 5', '1 of 5']);
      advance(3 * 5000);
      expect(slidesInView()).toEqual(['1 of 5', '2 of 5', '3 of 5', '4 of 5']);
      fireEvent.transitionEnd(track());
      advance(5000);
      expect(slidesInView()).toEqual(['2 of 5', '3 of 5', '4 of 5', '5 of 5']);
    });

    it('keeps the live region quiet while rotating and polite once paused', async () => {
      const { user } = renderCarousel();
      expect(track()).toHaveAttribute('aria-live', 'off');
      await user.click(screen.getByRole('button', { name: 'Stop slide rotation' }));
      expect(track()).toHaveAttribute('aria-live', 'polite');
    });

    it('waits until it is on screen', () => {
      render(<Carousel label="Logos" timing={timing} layoutClassName="" slides={letters} />);
      advance(20000);
      expect(slidesInView()).toEqual(['1 of 5', '2 of 5', '3 of 5', '4 of 5']);
    });
  });

  describe('when paused', () => {
    it('stays put after the pause button until play is pressed', async () => {
      const { user, region } = renderCarousel();
      await user.click(screen.getByRole('button', { name: 'Stop slide rotation' }));
      await user.unhover(region);
      advance(20000);
      expect(slidesInView()[0]).toBe('1 of 5');
      await user.click(screen.getByRole('button', { name: 'Start slide rotation' }));
      await user.unhover(region);
      advance(5000);
      expect(slidesInView()[0]).toBe('2 of 5');
    });

    it('holds while the pointer is over it and resumes when it leaves', () => {
      const { region } = renderCarousel();
      fireEvent.pointerEnter(region);
      advance(12000);
      expect(slidesInView()[0]).toBe('1 of 5');
      fireEvent.pointerLeave(region);
      advance(5000);
      expect(slidesInView()[0]).toBe('2 of 5');
    });

    it('holds while keyboard focus is inside, and moves on the buttons and keeps playing after', async () => {
      const { user } = renderCarousel();
      await user.tab();
      await user.tab();
      await user.tab();
      expect(screen.getByRole('button', { name: 'Next slide' })).toHaveFocus();
      advance(12000);
      expect(slidesInView()[0]).toBe('1 of 5');
      await user.keyboard('{Enter}');
      expect(slidesInView()[0]).toBe('2 of 5');
      await user.tab({ shift: true });
      await user.keyboard('{Enter}');
      await user.keyboard('{Enter}');
      expect(slidesInView()).toEqual(['5 of 5', '1 of 5', '2 of 5', '3 of 5']);
      act(() => (document.activeElement as HTMLElement).blur());
      advance(5000);
      expect(slidesInView()[0]).toBe('1 of 5');
    });

    it('keeps playing after a mouse click on next, once the pointer leaves', async () => {
      const { user, region } = renderCarousel();
      await user.click(screen.getByRole('button', { name: 'Next slide' }));
      expect(slidesInView()[0]).toBe('2 of 5');
      await user.unhover(region);
      advance(5000);
      expect(slidesInView()[0]).toBe('3 of 5');
    });

    it('holds while the tab is hidden', () => {
      renderCarousel();
      const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
      act(() => document.dispatchEvent(new Event('visibilitychange')));
      advance(12000);
      expect(slidesInView()[0]).toBe('1 of 5');
      visibility.mockReturnValue('visible');
      act(() => document.dispatchEvent(new Event('visibilitychange')));
      advance(5000);
      expect(slidesInView()[0]).toBe('2 of 5');
    });

    it('does not move by itself under reduced motion, and offers play', () => {
      setReducedMotion(true);
      renderCarousel();
      advance(20000);
      expect(slidesInView()[0]).toBe('1 of 5');
      expect(screen.getByRole('button', { name: 'Start slide rotation' })).toBeVisible();
    });
  });

  it('with no more slides than fit, shows them all and neither moves nor offers to', () => {
    renderCarousel(['A', 'B', 'C']);
    advance(20000);
    expect(slidesInView()).toEqual(['1 of 3', '2 of 3', '3 of 3']);
    expect(screen.getByRole('button', { name: 'Next slide' })).toBeDisabled();
  });

  it("loads its slides' images lazily while far from the window, then every one, in view or not", () => {
    const logos = letters.map((letter) => (
      <SlideImage key={letter} src={`/${letter}.svg`} alt={`Logo ${letter}`} />
    ));
    render(<Carousel label="Partners" timing={timing} layoutClassName="" slides={logos} />);
    const loading = () =>
      screen.getAllByRole('img', { hidden: true }).map((image) => image.getAttribute('loading'));
    expect(loading()).toEqual(Array(letters.length + 4).fill('lazy'));
    act(() => intersect(track().parentElement!, 0.1));
    expect(loading()).toEqual(Array(letters.length + 4).fill('eager'));
  });
});
