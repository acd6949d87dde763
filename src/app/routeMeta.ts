import { absoluteUrl } from '../content/seo';
import { notFoundRoute, type RouteDef } from './routes';

/** A <meta> tag, keyed by `name` (standard, Twitter) or `property` (Open Graph). */
export type MetaTag = { attribute: 'name' | 'property'; key: string; content: string };

/** The head tags that differ per route: client navigation keeps these in step. */
export type RouteMeta = { title: string; canonical: string | null; meta: MetaTag[] };

export const name = (key: string, content: string): MetaTag => ({ attribute: 'name', key, content });
export const property = (key: string, content: string): MetaTag => ({ attribute: 'property', key, content });

/** The title, canonical URL, description and share texts of a route. */
export function routeMeta(route: RouteDef): RouteMeta {
  const isNotFound = route.path === notFoundRoute.path;
  return {
    title: route.title,
    canonical: isNotFound ? null : absoluteUrl(route.path),
    meta: [
      name('description', route.description),
      ...(route.noindex ? [name('robots', 'noindex')] : []),
      property('og:type', route.published ? 'article' : 'website'),
      ...(route.published ? [property('article:published_time', route.published)] : []),
      property('og:title', route.title),
      property('og:description', route.description),
      property('og:url', absoluteUrl(route.path)),
      name('twitter:title', route.title),
      name('twitter:description', route.description),
    ],
  };
}
