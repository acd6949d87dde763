import { act, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AboutTestimonials } from '../../src/sections/about/AboutTestimonials';
import { setViewportWidth } from '../mocks/matchMedia';

const slidesInView = () =>
  screen.queryAllByRole('group').map((slide) => slide.getAttribute('aria-label'));

describe('AboutTestimonials', () => {
  it('introduces the reviews under its heading', () => {
    render(<AboutTestimonials />);
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(
      'What happy clients says About Us?',
    );
    expect(screen.getByRole('region', { name: 'Client reviews' })).toHaveAttribute(
      'aria-roledescription',
      'carousel',
    );
  });

  it('shows each card with its rating out of 5, feedback, name and company', () => {
    setViewportWidth(400);
    render(<AboutTestimonials />);
    const card = screen.getByRole('group', { name: '1 of 5' });
    expect(within(card).getByRole('img', { name: '4 out of 5' })).toBeInTheDocument();
    expect(card).toHaveTextContent('James Carter');
    expect(card).toHaveTextContent('Client from Summit Retail Group');
    const ratings = [
      ...document.querySelectorAll('[role="group"]:not(.carousel-clone) [role="img"]'),
    ].map((img) => img.getAttribute('aria-label'));
    expect(ratings).toEqual([
      '4 out of 5',
      '5 out of 5',
      '4.5 out of 5',
      '5 out of 5',
      '4.5 out of 5',
    ]);
  });

  it('shows 3, 2 and 1 cards from 1024, 600 and 0 px', () => {
    setViewportWidth(1100);
    render(<AboutTestimonials />);
    expect(slidesInView()).toEqual(['1 of 5', '2 of 5', '3 of 5']);
    act(() => setViewportWidth(1023));
    expect(slidesInView()).toEqual(['1 of 5', '2 of 5']);
    act(() => setViewportWidth(599));
    expect(slidesInView()).toEqual(['1 of 5']);
  });
});
