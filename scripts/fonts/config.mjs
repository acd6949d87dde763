// The web font: which faces the site ships, the characters kept, and the local fallback
// whose metrics are adjusted to match. `npm run fonts` turns this into
// src/assets/fonts/*.woff2, src/styles/webFonts.ts and src/styles/fonts.css.
import { fileURLToPath } from 'node:url';

const liberationSans = (style) =>
  `/usr/share/fonts/truetype/liberation/LiberationSans-${style}.ttf`;
const fontsource = (file) =>
  fileURLToPath(new URL(`../../node_modules/@fontsource/barlow/files/${file}`, import.meta.url));

export const webFont = {
  family: 'Barlow',
  /**
   * Body text is regular 400; theme.css.ts `weight`: semibold 600 (labels), bold 700 (headings).
   * Each weight is a 10 kB file every page loads: a fourth (medium 500) was dropped.
   */
  weights: [400, 600, 700],
  /**
   * OpenType features kept: kerning, ligatures, mark positioning and the numeral styles
   * (tabular figures keep counting numbers steady); stylistic sets and alternates go.
   */
  features: ['kern', 'liga', 'calt', 'ccmp', 'locl', 'mark', 'mkmk', 'tnum', 'lnum', 'pnum'],
  /**
   * TrueType hinting is dropped: phones, macOS and Chrome's DirectWrite rendering on
   * Windows ignore it, and it is a third of each file.
   */
  hinting: false,
  source: (weight) => fontsource(`barlow-latin-${weight}-normal.woff2`),
  /**
   * Basic Latin, the letters and marks Spanish adds (á é í ó ú ü ñ, their capitals, ¡ ¿ «
   * ») and the typographic marks the copy uses. Other characters render in the fallback face;
   * `npm run size` reports any page text outside this range.
   */
  unicodeRange: [
    'U+0020-007E',
    'U+00A0',
    'U+00A1',
    'U+00A9',
    'U+00AB',
    'U+00AE',
    'U+00B0',
    'U+00B7',
    'U+00BB',
    'U+00BF',
    'U+00C1',
    'U+00C9',
    'U+00CD',
    'U+00D1',
    'U+00D3',
    'U+00D7',
    'U+00DA',
    'U+00DC',
    'U+00E1',
    'U+00E9',
    'U+00ED',
    'U+00F1',
    'U+00F3',
    'U+00FA',
    'U+00FC',
    'U+2013-2014',
    'U+2018-2019',
    'U+201C-201D',
    'U+2022',
    'U+2026',
    'U+20AC',
    'U+2122',
    'U+2192',
  ],
};

/** The fallback face in theme.css.ts's stack: Arial (or a metric-compatible clone), resized. */
export const fallbackFont = {
  family: 'Barlow Fallback',
  /**
   * Each face's local names and metrics file: Liberation Sans has Arial's metrics and ships with
   * Debian. It comes first: on Linux each name that misses before the one found is a lookup of its
   * own, and Arial's two ahead of it added 24 ms to the first style and layout of a page here
   * (55 against 31 ms, median of 8 loads; the same page without the fallback faces: 32).
   */
  faces: [
    {
      weight: 400,
      local: ['Liberation Sans', 'Arial', 'ArialMT', 'Arimo'],
      metrics: liberationSans('Regular'),
    },
    {
      weight: 700,
      local: ['Liberation Sans Bold', 'Arial Bold', 'Arial-BoldMT', 'Arimo Bold'],
      metrics: liberationSans('Bold'),
    },
  ],
  /** Widths are compared over ordinary English copy, spaces included. */
  sample:
    'Grow your business with our expert IT services. We connect businesses and customers ' +
    'through innovative solutions: managed IT, cloud, security, software and the people to deliver them.',
};
