import { defaultLocale, locales } from '../content/locale';
import { pageUrl } from './seo';
import { notFoundRoute, type RouteDef } from './routes';

/** A <meta> tag, keyed by `name` (standard, Twitter) or `property` (Open Graph). */
export type MetaTag = { attribute: 'name' | 'property'; key: string; content: string };

/** The page in every language, and English as the default (`x-default`, for a visitor in none of them): `<link rel="alternate" hreflang>`. */
export const alternatesOf = (path: string) => [
  ...locales.map((locale) => ({ hreflang: locale, href: pageUrl(path, locale) })),
  { hreflang: 'x-default', href: pageUrl(path, defaultLocale) },
];

export const name = (key: string, content: string): MetaTag => ({ attribute: 'name', key, content });
export const property = (key: string, content: string): MetaTag => ({ attribute: 'property', key, content });

/** The title, canonical URL, language versions, description and share texts of a route: the head tags client navigation keeps in step. */
export function routeMeta(route: RouteDef) {
  const isNotFound = route.path === notFoundRoute.path;
  return {
    title: route.title,
    canonical: isNotFound ? null : pageUrl(route.path),
    // An unknown address has no page to point to, in any language.
    alternates: isNotFound ? [] : alternatesOf(route.path),
    meta: [
      name('description', route.description),
      ...(route.noindex ? [name('robots', 'noindex')] : []),
      property('og:type', route.published ? 'article' : 'website'),
      ...(route.published ? [property('article:published_time', route.published)] : []),
      property('og:title', route.title),
      property('og:description', route.description),
      property('og:url', pageUrl(route.path)),
      name('twitter:title', route.title),
      name('twitter:description', route.description),
    ],
  };
}
