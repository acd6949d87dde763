// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { fontFaceRules, loadWebFonts, type WebFont } from '../../src/styles/loadWebFonts';
import { webFont } from '../../src/styles/webFonts';

const font: WebFont = {
  family: 'Barlow',
  unicodeRange: 'U+0020-007E',
  faces: [
    { weight: 400, url: '/assets/barlow-400-abc.woff2' },
    { weight: 700, url: '/assets/barlow-700-def.woff2' },
  ],
};

/** Records what would be handed to the browser's FontFace constructor; its load is settled by the test. */
class RecordedFace {
  settle!: (ok: boolean) => void;
  private readonly loaded = new Promise<void>((resolve, reject) => {
    this.settle = (ok) => (ok ? resolve() : reject(new Error('network error')));
  });
  constructor(
    readonly family: string,
    readonly source: string,
    readonly descriptors: FontFaceDescriptors,
  ) {
    faces.push(this);
  }
  load() {
    return this.loaded;
  }
}
let faces: RecordedFace[] = [];

describe('loadWebFonts', () => {
  it('loads every face, then adds those that arrived to the font set together, when its step is taken', async () => {
    faces = [];
    const added: RecordedFace[] = [];
    const fontSet = { add: (face: RecordedFace) => added.push(face) } as unknown as FontFaceSet;
    let addFaces: (() => void) | undefined;
    const done = loadWebFonts(fontSet, RecordedFace as unknown as typeof FontFace, font).then(
      (step) => (addFaces = step),
    );
    expect(faces.map(({ family, source, descriptors }) => [family, source, descriptors])).toEqual([
      [
        'Barlow',
        "url(/assets/barlow-400-abc.woff2) format('woff2')",
        { weight: '400', display: 'swap', unicodeRange: 'U+0020-007E' },
      ],
      [
        'Barlow',
        "url(/assets/barlow-700-def.woff2) format('woff2')",
        { weight: '700', display: 'swap', unicodeRange: 'U+0020-007E' },
      ],
    ]);
    faces[1]!.settle(true);
    await Promise.resolve();
    expect(addFaces).toBeUndefined(); // nothing swaps while a face is still on its way
    faces[0]!.settle(false);
    await done;
    expect(added).toEqual([]); // nor before the caller takes the step
    addFaces!();
    expect(added).toEqual([faces[1]]);
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
    expect(webFont.faces.map(({ weight }) => weight)).toEqual([400, 600, 700]);
  });
});
