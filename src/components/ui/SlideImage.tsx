import { createContext, useContext, type ImgHTMLAttributes } from 'react';

/** True once the carousel around is near the window (`Carousel` provides it). */
export const CarouselNear = createContext(false);

type SlideImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'loading' | 'decoding'> & {
  alt: string;
};

/**
 * An image on a carousel slide. Like any image below the first screen it loads lazily,
 * but once its carousel is near the window it loads whether its slide is in view or not:
 * a slide never moves in with its image missing, and an autoplaying carousel fetches and
 * decodes nothing as it moves.
 */
export function SlideImage({ alt, ...image }: SlideImageProps) {
  return (
    <img
      {...image}
      alt={alt}
      loading={useContext(CarouselNear) ? 'eager' : 'lazy'}
      decoding="async"
    />
  );
}
