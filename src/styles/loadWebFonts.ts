/** A self-hosted web font: its family name, the characters its files cover, and a file per weight. */
export type WebFont = {
  family: string;
  unicodeRange: string;
  faces: readonly { weight: number; url: string }[];
};

const source = (url: string) => `url(${url}) format('woff2')`;

/**
 * Loads the font's faces and resolves to the step that adds those that arrived to the font set,
 * together, in the task the caller chooses (the boot script's: the whole stylesheet's): text leaves
 * the metric-matched fallback in one relayout, not one per face. A face that fails to load is left
 * out, and its text stays in the fallback.
 */
export async function loadWebFonts(
  fontSet: FontFaceSet,
  Face: typeof FontFace,
  font: WebFont,
): Promise<() => void> {
  const faces = font.faces.map(
    ({ weight, url }) =>
      new Face(font.family, source(url), {
        weight: String(weight),
        display: 'swap',
        unicodeRange: font.unicodeRange,
      }),
  );
  const results = await Promise.allSettled(faces.map((face) => face.load()));
  const arrived = faces.filter((_, index) => results[index]?.status === 'fulfilled');
  return () => arrived.forEach((face) => fontSet.add(face));
}

/** The same faces as `@font-face` rules, for pages shown without JavaScript. */
export function fontFaceRules({ family, faces, unicodeRange }: WebFont): string {
  return faces
    .map(
      ({ weight, url }) =>
        `font-family:${family};font-weight:${weight};font-display:swap;src:${source(url)};unicode-range:${unicodeRange}`,
    )
    .map((descriptors) => `@font-face{${descriptors}}`)
    .join('');
}
