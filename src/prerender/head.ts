import { localePath, localeSettings, locales, siteLocale } from '../content/locale';
import { absoluteUrl, name, property, routeMeta, seo, type MetaTag } from '../app/seo';
import { site } from '../content/site';
import { fontFaceRules } from '../styles/loadWebFonts';
import { themeScript } from '../styles/themeChoice';
import { webFont } from '../styles/webFonts';
import type { RouteDef } from '../app/routes';
import { serializeJsonLd, structuredDataFor } from './structuredData';
import faviconDataUrl from '../../public/favicon.svg?inline';
import { webManifestPath } from './webManifest';

const shareImage = absoluteUrl(seo.shareImage.path);
/** Share card and site identity: the same on every page. */
const siteWideMeta: MetaTag[] = [
  property('og:site_name', site.name),
  property('og:locale', localeSettings[siteLocale].ogLocale),
  ...locales
    .filter((locale) => locale !== siteLocale)
    .map((locale) => property('og:locale:alternate', localeSettings[locale].ogLocale)),
  property('og:image', shareImage),
  property('og:image:width', String(seo.shareImage.width)),
  property('og:image:height', String(seo.shareImage.height)),
  property('og:image:alt', seo.shareImage.alt),
  name('twitter:card', 'summary_large_image'),
  name('twitter:image', shareImage),
  name('twitter:image:alt', seo.shareImage.alt),
];

/** Text safe in markup: in an attribute, an element, or an XML feed. */
export const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Icons, manifest and browser colour: the same on every page of a language. */
const siteWideTags = [
  `<meta name="referrer" content="strict-origin-when-cross-origin" />`,
  `<meta name="theme-color" content="${seo.themeColor}" />`,
  // The canvas takes the system's theme before the stylesheet applies.
  `<meta name="color-scheme" content="light dark" />`,
  `<link rel="icon" href="/favicon.ico" sizes="32x32" />`,
  // In the page (a data URL, as Vite writes one): a browser asks for the icon while the page is
  // still painting, on every visit, since the file is revalidated each time.
  `<link rel="icon" href="${faviconDataUrl}" type="image/svg+xml" />`,
  `<link rel="apple-touch-icon" href="/apple-touch-icon.png" />`,
  `<link rel="manifest" href="${webManifestPath}" />`,
  // The boot script adds the web fonts once the page has loaded; without it, CSS does.
  `<noscript><style>${fontFaceRules(webFont)}</style></noscript>`,
];

/** The head tags a prerendered route carries; a `contentSecurityPolicy` comes first, so it covers every resource after it. */
export function renderHead(
  route: RouteDef,
  { contentSecurityPolicy }: { contentSecurityPolicy?: string } = {},
): string {
  const head = routeMeta(route);
  const feed = route.feed
    ? [
        `<link rel="alternate" type="application/atom+xml" title="${escapeHtml(route.feed.title)}" href="${escapeHtml(absoluteUrl(localePath(route.feed.path)))}" />`,
      ]
    : [];
  return [
    ...(contentSecurityPolicy
      ? [
          `<meta http-equiv="Content-Security-Policy" content="${escapeHtml(contentSecurityPolicy)}" />`,
        ]
      : []),
    // Before anything paints: the visitor's stored theme (an inline script, allowed by its hash).
    `<script>${themeScript.replaceAll('</', '<\\/')}</script>`,
    `<title>${escapeHtml(head.title)}</title>`,
    ...[...head.meta, ...siteWideMeta].map(
      ({ attribute, key, content }) =>
        `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`,
    ),
    ...(head.canonical ? [`<link rel="canonical" href="${escapeHtml(head.canonical)}" />`] : []),
    ...head.alternates.map(
      ({ hreflang, href }) =>
        `<link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(href)}" />`,
    ),
    ...feed,
    ...siteWideTags,
    ...structuredDataFor(route).map(
      (data) => `<script type="application/ld+json">${serializeJsonLd(data)}</script>`,
    ),
  ].join('\n    ');
}
