// @vitest-environment node
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { encodePicture } from '../../scripts/images/encodePicture';

/** A photo-like test image: soft, blurred colour fields, which SVG cannot describe cheaply. */
async function photo(width: number, height: number) {
  const scene = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><radialGradient id="sky"><stop offset="0" stop-color="#f7c27d"/><stop offset="1" stop-color="#23406e"/></radialGradient></defs>
    <rect width="100%" height="100%" fill="url(#sky)"/>
    ${Array.from({ length: 40 }, (_, i) => `<circle cx="${(i * 97) % width}" cy="${(i * 61) % height}" r="${10 + (i % 13) * 4}" fill="hsl(${i * 37} 60% 55%)" opacity="0.7"/>`).join('')}
  </svg>`;
  return sharp(Buffer.from(scene)).blur(4).png().toBuffer();
}

const flatSvg = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="560" viewBox="0 0 640 560">
  <!-- a flat illustration -->
  <rect width="640" height="560" fill="#0b1f44"/><circle cx="320" cy="280" r="160" fill="#f7941d"/>
</svg>`;

/** An SVG heavier than its pixels: a photo embedded as a bitmap, as design tools export them. */
const svgWithBitmap = async () =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="560"><image width="640" height="560" href="data:image/png;base64,${(await photo(640, 560)).toString('base64')}"/></svg>`;

// Encoding AVIF takes a few seconds on a small machine.
describe('encodePicture', { timeout: 60_000 }, () => {
  it('serves a photo as AVIF and WebP with a JPEG fallback, in the asked widths up to its own', async () => {
    const { width, height, variants } = await encodePicture(await photo(500, 300), [200, 400, 800]);
    expect({ width, height }).toEqual({ width: 500, height: 300 });
    const widthsOf = (format: string) =>
      variants.filter((v) => v.format === format).map((v) => v.width);
    expect(widthsOf('avif')).toEqual([200, 400, 500]);
    expect(widthsOf('webp')).toEqual([200, 400, 500]);
    expect(widthsOf('jpeg')).toEqual([200, 400, 500]);
    for (const { format, width: w, data } of variants) {
      const meta = await sharp(data).metadata();
      expect(meta.width).toBe(w);
      expect(meta.format).toBe(format === 'avif' ? 'heif' : format);
    }
    const size = (format: string) =>
      variants.find((v) => v.format === format && v.width === 400)!.data.length;
    expect(size('avif')).toBeLessThan(size('jpeg'));
  });

  it('keeps a flat SVG illustration as one optimised SVG, smaller than any raster of it', async () => {
    const { width, height, variants } = await encodePicture(Buffer.from(flatSvg));
    expect({ width, height }).toEqual({ width: 640, height: 560 });
    expect(variants).toHaveLength(1);
    const [svg] = variants;
    expect(svg!.format).toBe('svg');
    expect(svg!.data.toString()).not.toContain('a flat illustration');
    expect(svg!.data.toString()).toContain('viewBox="0 0 640 560"');
  });

  it('rasterises an SVG that is heavier than its pixels, with a PNG fallback', async () => {
    const { variants } = await encodePicture(Buffer.from(await svgWithBitmap()), [320, 640]);
    expect([...new Set(variants.map((v) => v.format))]).toEqual(['avif', 'webp', 'png']);
    expect(variants.filter((v) => v.format === 'avif').map((v) => v.width)).toEqual([320, 640]);
  });
});
