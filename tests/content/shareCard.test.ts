// @vitest-environment node
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadContent } from '../../src/content/build/read';
import { locales } from '../../src/content/locale';

// The share cards are PNGs drawn by `npm run images:brand`, which the host's build cannot
// run; it records the words it drew, so a change to them in the content files is noticed.
const drawn = JSON.parse(
  readFileSync(resolve(import.meta.dirname, '../../design/share-card-words.json'), 'utf8'),
) as Record<string, unknown>;

describe('share cards', () => {
  for (const locale of locales) {
    it(`the ${locale} card shows the words in content/${locale}/share-card.yaml (if not, run npm run images:brand)`, () => {
      expect(drawn[locale]).toEqual(loadContent('share-card.yaml', locale));
    });
  }
});
