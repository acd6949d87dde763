import pages from 'virtual:content/pages.yaml';
import { localePath, siteLocale, type Locale } from '../content/locale';

/** Where the site lives when no `VITE_SITE_URL` is set at build time. */
export const defaultSiteUrl = 'https://www.vantix.example';

/**
 * The public origin of the deployed site, without a trailing slash: canonical URLs,
 * share tags, the sitemap and the structured data are absolute against it. Vite writes the
 * setting into the bundles; the end-to-end specs, run by Node, read the same variable.
 */
const configured: string | undefined = import.meta.env?.VITE_SITE_URL ?? (typeof process === 'undefined' ? undefined : process.env.VITE_SITE_URL);
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
export const absoluteUrl = (path: string) => `${siteUrl}${path === '/' ? '/' : path}`;

/** The absolute URL of a page (its path as the route table has it) in a language: this build's unless named. */
export const pageUrl = (path: string, locale: Locale = siteLocale) => absoluteUrl(localePath(path, locale));
