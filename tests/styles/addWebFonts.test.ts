import { describe, expect, it } from 'vitest';
import { addWebFonts, fontFaceRules, type WebFont } from '../../src/styles/addWebFonts';
import { webFont } from '../../src/styles/webFonts';

const font: WebFont = {
  family: 'Barlow',
  unicodeRange: 'U+0020-007E',
  faces: [
    { weight: 400, url: '/assets/barlow-400-abc.woff2' },
    { weight: 700, url: '/assets/barlow-700-def.woff2' },
  ],
};

/** Records what would be handed to the browser's FontFace constructor. */
class RecordedFace {
  constructor(
    readonly family: string,
    readonly source: string,
    readonly descriptors: FontFaceDescriptors,
  ) {}
}

describe('addWebFonts', () => {
  it('adds one swap face per weight to the font set, with the covered characters', () => {
    const added: unknown[] = [];
    addWebFonts({ add: (face: unknown) => added.push(face) } as unknown as FontFaceSet, RecordedFace as unknown as typeof FontFace, font);
    expect(added).toEqual([
      new RecordedFace('Barlow', "url(/assets/barlow-400-abc.woff2) format('woff2')", { weight: '400', display: 'swap', unicodeRange: 'U+0020-007E' }),
      new RecordedFace('Barlow', "url(/assets/barlow-700-def.woff2) format('woff2')", { weight: '700', display: 'swap', unicodeRange: 'U+0020-007E' }),
    ]);
  });
});

describe('fontFaceRules', () => {
  it('declares the same faces in CSS, for pages shown without JavaScript', () => {
    expect(fontFaceRules(font)).toBe(
      "@font-face{font-family:Barlow;font-weight:400;font-display:swap;src:url(/assets/barlow-400-abc.woff2) format('woff2');unicode-range:U+0020-007E}" +
        "@font-face{font-family:Barlow;font-weight:700;font-display:swap;src:url(/assets/barlow-700-def.woff2) format('woff2');unicode-range:U+0020-007E}",
    );
  });

  it('covers every weight the theme uses', () => {
    expect(webFont.faces.map(({ weight }) => weight)).toEqual([400, 500, 600, 700]);
  });
});
