// Which @font-face files a page downloads: the faces the CSS font matching algorithm
// picks for the families and weights that the page's matching rules ask for.
import { splitOutside } from './css.mjs';

const keywordWeights = { normal: 400, bold: 700, bolder: 700, lighter: 300 };

/** A font-weight value (or the weight inside a `font` shorthand) as a number. */
export function weightOf(value) {
  for (const token of value.split(/\s+/)) {
    if (token in keywordWeights) return keywordWeights[token];
    if (/^[1-9]00$/.test(token)) return Number(token);
  }
  return 400;
}

const unquote = (name) => name.trim().replace(/^['"]|['"]$/g, '');

/** The family names of a font-family stack, in order. */
export const familiesOf = (stack) => splitOutside(stack, ',').map(unquote);

/** "U+20-7E, U+A9" → [[0x20, 0x7e], [0xa9, 0xa9]]; no descriptor means every character. */
export function unicodeRangesOf(value) {
  if (!value) return [[0, 0x10ffff]];
  return value.split(',').map((range) => {
    const [from, to = from] = range.trim().replace(/^U\+/i, '').split('-');
    // A wildcard range such as U+4?? spans 400-4FF.
    return [Number.parseInt(from.replace(/\?/g, '0'), 16), Number.parseInt(to.replace(/\?/g, 'F'), 16)];
  });
}

/** A @font-face rule's family, weight range, style, characters and first downloadable source. */
export function fontFaceOf(declarations, resolveUrl) {
  const [min, max = min] = (declarations.get('font-weight') ?? '400').split(/\s+/).map(weightOf);
  const src = declarations.get('src') ?? '';
  // The first url() is the format a current browser takes; local() sources download nothing.
  const url = src.match(/url\(\s*(['"]?)([^'")]+)\1\s*\)/)?.[2];
  return {
    family: unquote(declarations.get('font-family') ?? ''),
    min,
    max,
    style: declarations.get('font-style') ?? 'normal',
    ranges: unicodeRangesOf(declarations.get('unicode-range')),
    url: url ? resolveUrl(url) : null,
  };
}

/** CSS Fonts 4 §5.2: the face chosen for a desired weight among a family's faces. */
export function matchWeight(faces, weight) {
  const exact = faces.find(({ min, max }) => min <= weight && weight <= max);
  if (exact) return exact;
  const above = faces.filter(({ min }) => min > weight).sort((a, b) => a.min - b.min);
  const below = faces.filter(({ max }) => max < weight).sort((a, b) => b.max - a.max);
  if (weight >= 400 && weight <= 500) {
    const upTo500 = above.filter(({ min }) => min <= 500);
    return upTo500[0] ?? below[0] ?? above[0];
  }
  return weight < 400 ? (below[0] ?? above[0]) : (above[0] ?? below[0]);
}
