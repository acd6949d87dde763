/** A self-hosted web font: its family name, the characters its files cover, and a file per weight. */
export type WebFont = {
  family: string;
  unicodeRange: string;
  faces: readonly { weight: number; url: string }[];
};

const source = (url: string) => `url(${url}) format('woff2')`;

/**
 * Adds the font's faces to the document's font set. Each face downloads when text first
 * needs it; until then, and while it downloads, text shows in the metric-matched
 * fallback face, so the swap moves nothing.
 */
export function addWebFonts(fontSet: FontFaceSet, Face: typeof FontFace, font: WebFont) {
  for (const { weight, url } of font.faces) {
    fontSet.add(new Face(font.family, source(url), { weight: String(weight), display: 'swap', unicodeRange: font.unicodeRange }));
  }
}

/** The same faces as `@font-face` rules, for pages shown without JavaScript. */
export function fontFaceRules(font: WebFont): string {
  return font.faces
    .map(({ weight, url }) =>
      [
        `font-family:${font.family}`,
        `font-weight:${weight}`,
        'font-display:swap',
        `src:${source(url)}`,
        `unicode-range:${font.unicodeRange}`,
      ].join(';'),
    )
    .map((descriptors) => `@font-face{${descriptors}}`)
    .join('');
}
