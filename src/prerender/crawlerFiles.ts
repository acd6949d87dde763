import { locales } from '../content/locale';
import { absoluteUrl, alternatesOf, pageUrl } from '../app/seo';
import { indexedRoutes } from '../app/routes';

/** One page in one language, with the links to all its language versions (itself among them). */
const urlEntry = (path: string, locale: (typeof locales)[number]) =>
  [
    `  <url>`,
    `    <loc>${pageUrl(path, locale)}</loc>`,
    ...alternatesOf(path).map(
      ({ hreflang, href }) =>
        `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${href}"/>`,
    ),
    `  </url>`,
  ].join('\n');

/** sitemap.xml: every indexed page, in every language, each with its alternates. */
export const sitemapXml = () =>
  [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...indexedRoutes.flatMap(({ path }) => locales.map((locale) => urlEntry(path, locale))),
    '</urlset>',
    '',
  ].join('\n');

/** robots.txt: everything may be crawled; the sitemap says what there is. */
export const robotsTxt = () =>
  ['User-agent: *', 'Allow: /', '', `Sitemap: ${absoluteUrl('/sitemap.xml')}`, ''].join('\n');
