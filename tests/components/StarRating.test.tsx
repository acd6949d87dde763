import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StarRating, starFills } from '../../src/components/ui/StarRating';
import { filled } from '../../src/components/ui/StarRating.css';

/** The rating as assistive technology meets it: one image, found by its accessible name. */
const ratingNamed = (name: string) => screen.getByRole('img', { name });

/**
 * The stars as a sighted visitor sees them, from the drawing's geometry: each star's
 * width painted in the filled colour, as a share of the star (1 full, 0.5 half, 0 empty).
 */
function goldShares(rating: Element, max = 5) {
  const starWidth = Number(rating.getAttribute('viewBox')?.split(' ')[2]) / max;
  const shares: number[] = Array.from({ length: max }, () => 0);
  for (const gold of rating.querySelectorAll(`.${filled}`)) {
    const x = Number(
      gold
        .closest('[transform]')
        ?.getAttribute('transform')
        ?.match(/translate\(([\d.]+)/)?.[1] ?? 0,
    );
    const clipId = gold.getAttribute('clip-path')?.match(/url\(#(.+)\)/)?.[1];
    const clipWidth = clipId
      ? Number(document.getElementById(clipId)?.querySelector('rect')?.getAttribute('width'))
      : starWidth;
    const index = Math.round(x / starWidth);
    shares[index] = (shares[index] ?? 0) + Math.min(clipWidth, starWidth) / starWidth;
  }
  return shares;
}

describe('StarRating', () => {
  it.each([
    [5, [1, 1, 1, 1, 1]],
    [4, [1, 1, 1, 1, 0]],
    [4.5, [1, 1, 1, 1, 0.5]],
    [3.5, [1, 1, 1, 0.5, 0]],
    [2.5, [1, 1, 0.5, 0, 0]],
    [0, [0, 0, 0, 0, 0]],
  ])('is read as "%s out of 5" and shows that many stars filled', (rating, shares) => {
    render(<StarRating rating={rating} />);
    expect(goldShares(ratingNamed(`${rating} out of 5`))).toEqual(shares);
  });

  it('shows a rating between halves rounded to the nearest half star', () => {
    expect(starFills(4.3, 5)).toEqual(['full', 'full', 'full', 'full', 'half']);
    expect(starFills(4.8, 5)).toEqual(['full', 'full', 'full', 'full', 'full']);
  });

  it('gives assistive technology one name and no text of its drawing', () => {
    render(<StarRating rating={4} />);
    const rating = ratingNamed('4 out of 5');
    expect(rating.querySelectorAll('text, title')).toHaveLength(0);
    expect(rating).toHaveAttribute('focusable', 'false');
  });
});
