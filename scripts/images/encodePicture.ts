// Encodes one source image (SVG, PNG or JPEG) for the web: AVIF and WebP in responsive
// widths plus a PNG (transparent) or JPEG (opaque) fallback. An SVG stays an SVG when
// that is the smaller download, which it is for most flat illustrations.
import sharp, { type Sharp } from 'sharp';
import { optimize } from 'svgo';
import { gzipSync } from 'node:zlib';

export type Format = 'avif' | 'webp' | 'png' | 'jpeg' | 'svg';
export type Variant = { format: Format; width: number; data: Buffer };
export type EncodedPicture = { width: number; height: number; variants: Variant[] };

/** Widths a layout asks for, from a phone at 1x to a wide screen at 2x. */
export const defaultWidths = [480, 720, 960, 1280];

/** The width a phone (412 px wide at 1.75x, Lighthouse's device) fetches: the SVG-or-raster test. */
const phoneWidth = 720;

/**
 * The same drawing in fewer bytes, with svgo's default preset (which keeps the viewBox the
 * layout scales by). Images are loaded through <img>, so their ids are private.
 */
export const optimizeSvg = (svg: string) => optimize(svg, { multipass: true }).data;

const encoders = {
  avif: (image: Sharp) => image.avif({ quality: 55, effort: 4 }),
  webp: (image: Sharp) => image.webp({ quality: 75, effort: 5 }),
  png: (image: Sharp) => image.png({ palette: true, compressionLevel: 9, effort: 8 }),
  jpeg: (image: Sharp) => image.jpeg({ quality: 75, mozjpeg: true }),
};

async function rasterise(source: Buffer, isSvg: boolean, intrinsicWidth: number, width: number) {
  // An SVG is rendered at the density that gives the target width, never upscaled pixels.
  const input = isSvg ? sharp(source, { density: (72 * width) / intrinsicWidth }) : sharp(source);
  return input.resize({ width, withoutEnlargement: !isSvg });
}

/** The variants to serve for `source`, smallest first within each format. */
export async function encodePicture(
  source: Buffer,
  widths: number[] = defaultWidths,
): Promise<EncodedPicture> {
  const metadata = await sharp(source).metadata();
  const isSvg = metadata.format === 'svg';
  const width = metadata.width ?? 0;
  const height = metadata.height ?? 0;
  // An SVG renders sharp at any width (up to 2x its own); a raster is never upscaled, its
  // own width standing in for the larger ones asked for.
  const usable = isSvg
    ? widths.filter((w) => w <= width * 2)
    : [...new Set([...widths.filter((w) => w < width), Math.min(width, Math.max(...widths))])];
  usable.sort((a, b) => a - b);

  if (isSvg) {
    const svg = Buffer.from(optimizeSvg(source.toString('utf8')));
    const phone = await encoders.avif(await rasterise(source, true, width, phoneWidth)).toBuffer();
    if (gzipSync(svg).length <= phone.length)
      return { width, height, variants: [{ format: 'svg', width, data: svg }] };
  }

  const opaque = !isSvg && (await sharp(source).stats()).isOpaque;
  const fallback = opaque ? 'jpeg' : 'png';
  const variants: Variant[] = [];
  for (const format of ['avif', 'webp', fallback] as const) {
    for (const w of usable) {
      const data = await encoders[format](await rasterise(source, isSvg, width, w)).toBuffer();
      variants.push({ format, width: w, data });
    }
  }
  return { width, height, variants };
}
