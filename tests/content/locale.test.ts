import { describe, expect, it } from 'vitest';
import {
  localePath,
  locales,
  neutralPath,
  parseLocale,
  siteLocale,
} from '../../src/content/locale';

describe('the build language', () => {
  it('is English unless SITE_LOCALE says otherwise', () => {
    expect(siteLocale).toBe('en');
    expect(parseLocale(undefined)).toBe('en');
    expect(parseLocale('es')).toBe('es');
  });

  it('refuses a language the site does not have, naming the ones it has', () => {
    expect(() => parseLocale('fr')).toThrow(
      'SITE_LOCALE=fr is not a language of the site (en, es).',
    );
  });
});

describe('addresses per language', () => {
  it('puts a page under its language prefix, English at the root', () => {
    expect(localePath('/services', 'en')).toBe('/services');
    expect(localePath('/services', 'es')).toBe('/es/services');
    expect(localePath('/case-studies/red-river', 'es')).toBe('/es/case-studies/red-river');
    expect(localePath('/', 'en')).toBe('/');
    expect(localePath('/', 'es')).toBe('/es');
    expect(localePath('/services')).toBe('/services');
  });

  it('takes the prefix off again, and leaves an address outside the language alone', () => {
    for (const locale of locales) {
      for (const path of ['/', '/services', '/case-studies/red-river'])
        expect(neutralPath(localePath(path, locale), locale)).toBe(path);
    }
    expect(neutralPath('/es/', 'es')).toBe('/');
    expect(neutralPath('/espresso', 'es')).toBe('/espresso');
  });
});
