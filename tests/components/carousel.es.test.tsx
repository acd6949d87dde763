import { render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { Carousel } from '../../src/components/ui/Carousel';
import type { CarouselTiming } from '../../src/components/ui/carousels';

const timing: CarouselTiming = {
  slidesPerView: [{ minWidthPx: 0, perView: 1 }],
  gapPx: 24,
  delayMs: 5000,
  slideMs: 500,
};

it('tells a screen reader in Spanish what the carousel and its slides are', () => {
  render(
    <Carousel
      label="Nuestros servicios"
      timing={timing}
      layoutClassName=""
      slides={['A', 'B'].map((text) => (
        <p key={text}>{text}</p>
      ))}
    />,
  );
  expect(screen.getByRole('region', { name: 'Nuestros servicios' })).toHaveAttribute(
    'aria-roledescription',
    'carrusel',
  );
  expect(screen.getByRole('group', { name: '1 de 2' })).toHaveAttribute(
    'aria-roledescription',
    'diapositiva',
  );
});
