// Vite plugin: `import hero from './hero.svg?picture'` gives a PictureAsset (see
// src/images.d.ts) whose files are encoded at build time by encodePicture; and every
// SVG the build emits is optimised with svgo. The dev server serves the source file.
// Kept over vite-imagetools 12 (weighed 2026-11): it would replace pictureCache.ts (35 lines)
// for about 25 of directives and an adapter to PictureAsset, but not the SVG-or-raster choice
// nor per-format quality; it renders an SVG at its own size (72 dpi), so the 640 px hero would
// get no sharp 960 or 1280 px file; and it needs Node 22.
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { basename, extname } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import type { Plugin } from 'vite';
import { encodePicture, optimizeSvg, type Variant } from './encodePicture.ts';
import { cachedEncoder } from './pictureCache.ts';

/** The encoder's own code and sharp's version: a change to either encodes every image afresh. */
const encoderVersion = `${sharp.versions.sharp}\0${readFileSync(new URL('encodePicture.ts', import.meta.url), 'utf8')}`;

const encode = cachedEncoder(encodePicture, {
  folder: fileURLToPath(new URL('../../node_modules/.cache/pictures/', import.meta.url)),
  encoderVersion,
});

const query = '?picture';
const mimeTypes = {
  avif: 'image/avif',
  webp: 'image/webp',
  png: 'image/png',
  jpeg: 'image/jpeg',
  svg: 'image/svg+xml',
};

export function responsiveImages(): Plugin {
  return {
    name: 'vantix:responsive-images',
    enforce: 'pre',
    async load(id) {
      if (!id.endsWith(query)) return null;
      const file = id.slice(0, -query.length);
      this.addWatchFile(file);
      const source = await readFile(file);
      if (this.environment.mode === 'dev') {
        const { width, height } = await sharp(source).metadata();
        return `export default ${JSON.stringify({ width, height, src: `/@fs${file}`, sources: [] })};`;
      }
      const picture = await encode(source);
      const name = basename(file, extname(file));
      // Vite replaces these placeholders, inside a string too, with the emitted files' hashed URLs.
      const url = (variant: Variant) =>
        `__VITE_ASSET__${this.emitFile({ type: 'asset', name: `${name}-${variant.width}.${variant.format === 'jpeg' ? 'jpg' : variant.format}`, source: variant.data })}__`;
      const srcset = (variants: Variant[]) =>
        variants.map((variant) => `${url(variant)} ${variant.width}w`).join(', ');
      const formats = [...new Set(picture.variants.map(({ format }) => format))];
      const ofFormat = (format: string) =>
        picture.variants.filter((variant) => variant.format === format);
      const fallback = ofFormat(formats.at(-1) ?? '');
      const largest = fallback.at(-1);
      if (!largest) throw new Error(`${file}: encodePicture returned no variants.`);
      const asset = {
        width: picture.width,
        height: picture.height,
        src: url(largest),
        ...(fallback.length > 1 ? { srcset: srcset(fallback) } : {}),
        sources: formats
          .slice(0, -1)
          .map((format) => ({ type: mimeTypes[format], srcset: srcset(ofFormat(format)) })),
      };
      return `export default ${JSON.stringify(asset)};`;
    },
    generateBundle(_, bundle) {
      for (const asset of Object.values(bundle)) {
        if (
          asset.type === 'asset' &&
          asset.fileName.endsWith('.svg') &&
          typeof asset.source !== 'undefined'
        ) {
          asset.source = optimizeSvg(Buffer.from(asset.source).toString('utf8'));
        }
      }
    },
  };
}
