// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { localeSettings, locales } from '../../src/content/locale';
import { count } from '../../src/forms/words';

describe('count', () => {
  // Written by hand, without Intl; a language added with other separators fails here first.
  it.each(locales)('writes whole numbers as Intl does for %s', (locale) => {
    for (const n of [0, 7, 64, 999, 1000, 2000, 12_345, 999_999, 1_234_567])
      expect(count(n)).toBe(n.toLocaleString(localeSettings[locale].tag));
  });
});
