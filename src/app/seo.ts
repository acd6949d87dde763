import pages from 'virtual:content/pages.yaml';
import { defaultLocale, localePath, locales, siteLocale, type Locale } from '../content/locale';
import { notFoundRoute, type RouteDef } from './routes';

/** Where the site lives when no `VITE_SITE_URL` is set at build time. */
export const defaultSiteUrl = 'https://www.vantix.example';

/**
 * The deployed site's origin, without a trailing slash, for every absolute URL. Vite writes the
 * setting into the bundles; the end-to-end specs, run by Node, read the same variable.
 */
const configured: string | undefined =
  import.meta.env?.VITE_SITE_URL ??
  (typeof process === 'undefined' ? undefined : process.env.VITE_SITE_URL);
export const siteUrl = (configured || defaultSiteUrl).replace(/\/+$/, '');

/** The share card's file in the root language; another language's is under its prefix (/es/share-image.png). */
export const shareCardPath = '/share-image.png';

/** Search and sharing settings that are not per page (those live in the route table). */
export const seo = {
  /** The card social networks and chat apps show for a shared link, in the page's language. */
  shareImage: {
    path: localePath(shareCardPath),
    width: 1200,
    height: 630,
    alt: pages.shareImageAlt,
  },
  /** The square logo search engines show beside the company (at least 112 px). */
  logoPath: '/icons/icon-512.png',
  /** Browser UI and install colours; the brand navy (the theme's band, in both themes) and the light surface. */
  themeColor: '#0b1f44',
  backgroundColor: '#ffffff',
  /** The schema.org type describing the company: an IT services firm serving clients. */
  businessType: 'ProfessionalService',
} as const;

/** The absolute URL of a site path. */
export const absoluteUrl = (path: string) => `${siteUrl}${path}`;

/** The absolute URL of a page (its path as the route table has it) in a language: this build's unless named. */
export const pageUrl = (path: string, locale: Locale = siteLocale) =>
  absoluteUrl(localePath(path, locale));

/** A <meta> tag, keyed by `name` (standard, Twitter) or `property` (Open Graph). */
export type MetaTag = { attribute: 'name' | 'property'; key: string; content: string };

/** The page in every language, and English as the default (`x-default`, for a visitor in none of them): `<link rel="alternate" hreflang>`. */
export const alternatesOf = (path: string) => [
  ...locales.map((locale) => ({ hreflang: locale, href: pageUrl(path, locale) })),
  { hreflang: 'x-default', href: pageUrl(path, defaultLocale) },
];

export const name = (key: string, content: string): MetaTag => ({
  attribute: 'name',
  key,
  content,
});
export const property = (key: string, content: string): MetaTag => ({
  attribute: 'property',
  key,
  content,
});

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
