import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Picture } from '../../src/components/ui/Picture';

const photo: PictureAsset = {
  width: 1280,
  height: 720,
  src: '/assets/team-1280.jpg',
  srcset: '/assets/team-480.jpg 480w, /assets/team-1280.jpg 1280w',
  sources: [
    { type: 'image/avif', srcset: '/assets/team-480.avif 480w, /assets/team-1280.avif 1280w' },
    { type: 'image/webp', srcset: '/assets/team-480.webp 480w, /assets/team-1280.webp 1280w' },
  ],
};
const sizes = '(min-width: 900px) 50vw, 100vw';

describe('<Picture />', () => {
  it('offers AVIF, then WebP, then the fallback, all sized for the layout', () => {
    const { container } = render(<Picture image={photo} alt="Our team at work" sizes={sizes} />);
    const sources = [...container.querySelectorAll('picture > source')];
    expect(sources.map((source) => source.getAttribute('type'))).toEqual([
      'image/avif',
      'image/webp',
    ]);
    expect(sources.every((source) => source.getAttribute('sizes') === sizes)).toBe(true);
    const img = screen.getByRole('img', { name: 'Our team at work' });
    expect(img).toHaveAttribute('src', photo.src);
    expect(img).toHaveAttribute('srcset', photo.srcset);
    expect(img).toHaveAttribute('sizes', sizes);
  });

  it('reserves its space and loads lazily unless it is the page’s largest paint', () => {
    render(<Picture image={photo} alt="Our team at work" sizes={sizes} />);
    const img = screen.getByRole('img');
    expect(img).toHaveAttribute('width', '1280');
    expect(img).toHaveAttribute('height', '720');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).not.toHaveAttribute('fetchpriority');
  });

  it('fetches the largest paint at once with high priority', () => {
    render(<Picture image={photo} alt="Our team at work" sizes={sizes} priority />);
    expect(screen.getByRole('img')).toHaveAttribute('loading', 'eager');
    expect(screen.getByRole('img')).toHaveAttribute('fetchpriority', 'high');
  });

  it('renders an SVG kept as vector as a single image, without srcset', () => {
    const svg: PictureAsset = { width: 640, height: 560, src: '/assets/hero-640.svg', sources: [] };
    const { container } = render(
      <Picture image={svg} alt="A robotic hand" sizes={sizes} priority />,
    );
    expect(container.querySelectorAll('source')).toHaveLength(0);
    const img = screen.getByRole('img', { name: 'A robotic hand' });
    expect(img).toHaveAttribute('src', '/assets/hero-640.svg');
    expect(img).not.toHaveAttribute('srcset');
    expect(img).not.toHaveAttribute('sizes');
  });
});
