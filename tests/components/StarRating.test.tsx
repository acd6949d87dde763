import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StarRating, starFills } from '../../src/components/ui/StarRating';

const fills = (rating: number) =>
  [...screen.getByRole('img', { name: `${rating} out of 5` }).querySelectorAll('[data-fill]')].map((star) => star.getAttribute('data-fill'));

describe('StarRating', () => {
  it.each([
    [5, ['full', 'full', 'full', 'full', 'full']],
    [4, ['full', 'full', 'full', 'full', 'empty']],
    [4.5, ['full', 'full', 'full', 'full', 'half']],
    [2.5, ['full', 'full', 'half', 'empty', 'empty']],
    [0, ['empty', 'empty', 'empty', 'empty', 'empty']],
  ])('shows %s as its full, half and empty stars, read as "%s out of 5"', (rating, expected) => {
    render(<StarRating rating={rating} />);
    expect(fills(rating)).toEqual(expected);
  });

  it('clips a half star to its left half, and only that one', () => {
    render(<StarRating rating={3.5} />);
    const stars = screen.getByRole('img', { name: '3.5 out of 5' }).querySelectorAll('[data-fill]');
    const clipped = [...stars].map((star) => star.querySelector('[clip-path]') !== null);
    expect(clipped).toEqual([false, false, false, true, false]);
  });

  it('rounds to the nearest half star', () => {
    expect(starFills(4.3, 5)).toEqual(['full', 'full', 'full', 'full', 'half']);
    expect(starFills(4.8, 5)).toEqual(['full', 'full', 'full', 'full', 'full']);
  });

  it('hides its drawing from assistive technology behind the one accessible name', () => {
    render(<StarRating rating={4} />);
    const rating = screen.getByRole('img', { name: '4 out of 5' });
    expect(rating.querySelectorAll('text, title')).toHaveLength(0);
  });
});
