// The <link rel="preload"> tags for the critical web font faces (scripts/fonts/config.mjs
// `preload`), found in the stylesheets a prerendered page links, so the fonts start
// downloading with the CSS instead of after it.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseCss } from '../perf/css.mjs';
import { fontFaceOf } from '../perf/fontFaces.mjs';
import { webFont } from './config.mjs';

/** Preload tags for the critical faces declared in the stylesheets that `html` links. */
export async function fontPreloadTags(dist, html) {
  const tags = [];
  const stylesheets = [...html.matchAll(/<link rel="stylesheet"[^>]*href="\/([^"]+)"/g)].map((match) => match[1]);
  for (const file of stylesheets) {
    const { rules } = parseCss(await readFile(join(dist, file), 'utf8'));
    for (const { prelude, declarations } of rules) {
      if (prelude !== '@font-face') continue;
      const face = fontFaceOf(declarations, (url) => url);
      if (face.family !== webFont.family || face.style !== 'normal' || !webFont.preload.includes(face.min)) continue;
      tags.push(`<link rel="preload" href="${face.url}" as="font" type="font/woff2" crossorigin />`);
    }
  }
  return tags;
}
