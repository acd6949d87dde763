import type { RouteDef } from './routes';
import { routeMeta } from './seo';

/** An element for the head, with its attributes. */
function element(name: string, attributes: Record<string, string>): Element {
  const created = document.createElement(name);
  for (const [key, value] of Object.entries(attributes)) created.setAttribute(key, value);
  return created;
}

/** Puts a route's title, description, canonical URL, language versions and share texts in the head, over the page before's. */
export function applyRouteHead(route: RouteDef): void {
  const { title, canonical, alternates, meta } = routeMeta(route);
  document.title = title;
  // Every tag that differs per route is written afresh: some are only on some routes (robots
  // noindex, an article's date, and on the 404 page no canonical URL or language versions).
  const perRoute = ['meta[name="robots"]', 'meta[property^="article:"]', 'link[rel="canonical"]', 'link[rel="alternate"][hreflang]'];
  for (const tag of document.head.querySelectorAll([...perRoute, ...meta.map(({ attribute, key }) => `meta[${attribute}="${key}"]`)].join())) tag.remove();
  document.head.append(
    ...meta.map(({ attribute, key, content }) => element('meta', { [attribute]: key, content })),
    ...(canonical ? [element('link', { rel: 'canonical', href: canonical })] : []),
    ...alternates.map(({ hreflang, href }) => element('link', { rel: 'alternate', hreflang, href })),
  );
}
