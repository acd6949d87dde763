/** A self-hosted web font: its family name, the characters its files cover, and a file per weight. */
export type WebFont = {
  family: string;
  unicodeRange: string;
  faces: readonly { weight: number; url: string }[];
};

const source = (url: string) => `url(${url}) format('woff2')`;

/**
 * Loads the font's faces and gives those that arrived, for the caller to add to the document's font
 * set together: text swaps from the metric-matched fallback to the web font in one relayout, rather
 * than one when the faces are declared and another as each arrives. A face that fails to load is left
 * out, and its text stays in the fallback.
 */
export async function loadWebFonts(Face: typeof FontFace, font: WebFont): Promise<FontFace[]> {
  const faces = font.faces.map(
    ({ weight, url }) => new Face(font.family, source(url), { weight: String(weight), display: 'swap', unicodeRange: font.unicodeRange }),
  );
  const results = await Promise.allSettled(faces.map((face) => face.load()));
  return faces.filter((_, index) => results[index]?.status === 'fulfilled');
}

/** The same faces as `@font-face` rules, for pages shown without JavaScript. */
export function fontFaceRules({ family, faces, unicodeRange }: WebFont): string {
  return faces
    .map(({ weight, url }) => `font-family:${family};font-weight:${weight};font-display:swap;src:${source(url)};unicode-range:${unicodeRange}`)
    .map((descriptors) => `@font-face{${descriptors}}`)
    .join('');
}
