import { absoluteUrl, seo } from '../content/seo';
import { site } from '../content/site';
import { notFoundRoute, type RouteDef } from './routes';
import { serializeJsonLd, structuredDataFor } from './structuredData';

/** A <meta> tag, keyed by `name` (standard, Twitter) or `property` (Open Graph). */
export type MetaTag = { attribute: 'name' | 'property'; key: string; content: string };

/** The head tags that differ per route; client navigation keeps them in step. */
export type RouteHead = {
  title: string;
  canonical: string | null;
  meta: MetaTag[];
  structuredData: object | null;
};

const name = (key: string, content: string): MetaTag => ({ attribute: 'name', key, content });
const property = (key: string, content: string): MetaTag => ({ attribute: 'property', key, content });

/** The title, canonical URL, description, share tags and structured data of a route. */
export function routeHead(route: RouteDef): RouteHead {
  const isNotFound = route.path === notFoundRoute.path;
  const url = absoluteUrl(route.path);
  const image = absoluteUrl(seo.shareImage.path);
  return {
    title: route.title,
    canonical: isNotFound ? null : url,
    meta: [
      name('description', route.description),
      ...(isNotFound ? [name('robots', 'noindex')] : []),
      property('og:type', 'website'),
      property('og:site_name', site.name),
      property('og:locale', seo.locale),
      property('og:title', route.title),
      property('og:description', route.description),
      property('og:url', url),
      property('og:image', image),
      property('og:image:width', String(seo.shareImage.width)),
      property('og:image:height', String(seo.shareImage.height)),
      property('og:image:alt', seo.shareImage.alt),
      name('twitter:card', 'summary_large_image'),
      name('twitter:title', route.title),
      name('twitter:description', route.description),
      name('twitter:image', image),
      name('twitter:image:alt', seo.shareImage.alt),
    ],
    structuredData: structuredDataFor(route),
  };
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Icons, manifest and browser colour: the same on every page. */
const siteWideTags = [
  `<meta name="referrer" content="strict-origin-when-cross-origin" />`,
  `<meta name="theme-color" content="${seo.themeColor}" />`,
  `<link rel="icon" href="/favicon.ico" sizes="32x32" />`,
  `<link rel="icon" href="/favicon.svg" type="image/svg+xml" />`,
  `<link rel="apple-touch-icon" href="/apple-touch-icon.png" />`,
  `<link rel="manifest" href="/manifest.webmanifest" />`,
];

type HeadOptions = {
  /** The policy for a <meta http-equiv>; it comes first, so it covers every resource after it. */
  contentSecurityPolicy?: string;
};

/** The head tags a prerendered route carries. */
export function renderHead(route: RouteDef, { contentSecurityPolicy }: HeadOptions = {}): string {
  const head = routeHead(route);
  return [
    ...(contentSecurityPolicy ? [`<meta http-equiv="Content-Security-Policy" content="${escapeHtml(contentSecurityPolicy)}" />`] : []),
    `<title>${escapeHtml(head.title)}</title>`,
    ...head.meta.map(({ attribute, key, content }) => `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`),
    ...(head.canonical ? [`<link rel="canonical" href="${escapeHtml(head.canonical)}" />`] : []),
    ...siteWideTags,
    ...(head.structuredData ? [`<script type="application/ld+json">${serializeJsonLd(head.structuredData)}</script>`] : []),
  ].join('\n    ');
}
