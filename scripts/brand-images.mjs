// `npm run images:brand`: renders the favicons, app icons and the share card (once per language,
// its words from content/<language>/share-card.yaml, read and checked as the build reads content)
// from their SVG sources to PNG and ICO files in public/. Run it after changing a source; the
// outputs are committed, so builds do not need it.
import { readFileSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { runnerImport } from 'vite';
import { localeSettings, locales } from '../src/content/locales.mjs';
import { webFont } from './fonts/config.mjs';
import { paths } from './paths.mjs';
import { launchChromium } from './perf/harness.mjs';

// Inside the page as data URLs: a page set from a string cannot load file:// fonts, and
// the text would silently fall back to another face.
const dataUrl = (weight) =>
  `data:font/woff2;base64,${readFileSync(webFont.source(weight)).toString('base64')}`;
const fontFaces = webFont.weights
  .map(
    (weight) =>
      `@font-face { font-family: Barlow; font-weight: ${weight}; src: url("${dataUrl(weight)}") format("woff2"); }`,
  )
  .join('\n');

const images = [
  { source: 'public/favicon.svg', output: 'icons/favicon-32.png', size: [32, 32] },
  { source: 'public/favicon.svg', output: 'icons/icon-192.png', size: [192, 192] },
  { source: 'public/favicon.svg', output: 'icons/icon-512.png', size: [512, 512] },
  { source: 'design/icon-full-bleed.svg', output: 'apple-touch-icon.png', size: [180, 180] },
  { source: 'design/icon-full-bleed.svg', output: 'icons/icon-maskable-512.png', size: [512, 512] },
];

/** The words each language's card was last drawn with; a unit test compares them with the content files. */
const drawnWordsFile = 'design/share-card-words.json';
const drawnWords = {};
const escapeXml = (text) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

const { loadContent } = (
  await runnerImport('/src/content/build/read.ts', { configFile: false, logLevel: 'warn' })
).module;
for (const locale of locales) {
  drawnWords[locale] = loadContent('share-card.yaml', locale);
  const output = join(localeSettings[locale].pathPrefix.slice(1), 'share-image.png');
  images.push({
    source: 'design/share-image.svg',
    output,
    size: [1200, 630],
    slots: drawnWords[locale],
  });
}

/**
 * An .ico holding one PNG, which every browser since IE 11 reads: the header (type icon, one
 * image), the image's entry (size, 1 plane, 32 bits per pixel, byte count, the PNG at offset 22),
 * the PNG.
 */
function icoOf(png, size) {
  const header = Buffer.from([
    0,
    0,
    1,
    0,
    1,
    0,
    size,
    size,
    0,
    0,
    1,
    0,
    32,
    0,
    0,
    0,
    0,
    0,
    22,
    0,
    0,
    0,
  ]);
  header.writeUInt32LE(png.length, 14);
  return Buffer.concat([header, png]);
}

const browser = await launchChromium();
const page = await browser.newPage();
for (const {
  source,
  output,
  size: [width, height],
  slots = {},
} of images) {
  const svg = (await readFile(join(paths.root, source), 'utf8'))
    .replace(/<!--[\s\S]*?-->\s*/g, '')
    .replace(/\{\{([\w.]+)\}\}/g, (slot, name) => {
      // A dotted name reaches into the words: headline.0 is the headline's first line.
      const words = name.split('.').reduce((value, key) => value?.[key], slots);
      if (typeof words !== 'string')
        throw new Error(`${source}: nothing fills ${slot} for public/${output}`);
      return escapeXml(words);
    });
  await page.setViewportSize({ width, height });
  await page.setContent(
    `<style>${fontFaces} html, body { margin: 0; background: transparent; } svg { display: block; width: ${width}px; height: ${height}px; }</style>${svg}`,
  );
  await page.evaluate(() => document.fonts.ready);
  const png = await page.screenshot({ omitBackground: true });
  await mkdir(dirname(join(paths.root, 'public', output)), { recursive: true });
  await writeFile(join(paths.root, 'public', output), png);
  console.log(`public/${output} (${width} x ${height})`);
}
await writeFile(
  join(paths.root, 'public', 'favicon.ico'),
  icoOf(await readFile(join(paths.root, 'public', 'icons', 'favicon-32.png')), 32),
);
console.log('public/favicon.ico (32 x 32)');
await writeFile(join(paths.root, drawnWordsFile), `${JSON.stringify(drawnWords, null, 2)}\n`);
console.log(drawnWordsFile);
await browser.close();
