// The site's languages. Each is its own build of the same code (`SITE_LOCALE=en|es`, English
// unless set), so a page's script carries its own language's copy and no other. Paths in code
// and content are the same in every language; a language's pages live under its prefix.
import { locales, localeSettings } from './locales.mjs';

export { locales, localeSettings };
export type Locale = (typeof locales)[number];

/** The language of the site's root, of `x-default` for search engines, and of the content every other language translates. */
export const defaultLocale: Locale = locales[0];

export const isLocale = (value: string): value is Locale =>
  (locales as readonly string[]).includes(value);

/** A build's language from its setting (`SITE_LOCALE`): English when unset, an error when unknown. */
export function parseLocale(value: string | undefined): Locale {
  if (!value) return defaultLocale;
  if (isLocale(value)) return value;
  throw new Error(`SITE_LOCALE=${value} is not a language of the site (${locales.join(', ')}).`);
}

// Vite writes the build's language in (vite.config.ts); Node (scripts, end-to-end specs) reads the
// variable.
declare const __SITE_LOCALE__: Locale | undefined;

/** The language this build renders. */
export const siteLocale: Locale =
  typeof __SITE_LOCALE__ === 'string'
    ? __SITE_LOCALE__
    : parseLocale(typeof process === 'undefined' ? undefined : process.env.SITE_LOCALE);

/**
 * A page's address in a language: `/services` → `/es/services`. A language's home is its prefix
 * alone (`/es`), where the host serves it (`/es/` redirects there, as `/services/` does to
 * `/services`).
 */
export const localePath = (path: string, locale: Locale = siteLocale): string => {
  const { pathPrefix } = localeSettings[locale];
  return pathPrefix && path === '/' ? pathPrefix : `${pathPrefix}${path}`;
};

/** The language-neutral path of an address in a language: `/es/services` → `/services`, `/es` → `/`. */
export const neutralPath = (pathname: string, locale: Locale = siteLocale): string => {
  const { pathPrefix } = localeSettings[locale];
  if (!pathPrefix) return pathname;
  if (pathname === pathPrefix) return '/';
  return pathname.startsWith(`${pathPrefix}/`) ? pathname.slice(pathPrefix.length) : pathname;
};
