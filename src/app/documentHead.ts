import type { RouteDef } from './routes';
import { routeMeta, type RouteMeta } from './routeMeta';

/** Puts `element` in the head if it is new; returns it. */
function ensure<T extends Element>(found: T | null, create: () => T): T {
  if (found) return found;
  const element = create();
  document.head.append(element);
  return element;
}

/** Writes a route's head tags over the ones of the page before it. */
function applyRouteMeta({ title, canonical, alternates, meta }: RouteMeta): void {
  document.title = title;
  // Tags only some routes carry (robots noindex on the 404 page, an article's date) go when they are left.
  for (const tag of document.head.querySelectorAll('meta[name="robots"], meta[property^="article:"]')) tag.remove();
  for (const { attribute, key, content } of meta) {
    const selector = `meta[${attribute}="${key}"]`;
    const tag = ensure(document.head.querySelector(selector), () => {
      const created = document.createElement('meta');
      created.setAttribute(attribute, key);
      return created;
    });
    tag.setAttribute('content', content);
  }
  const link = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (canonical) {
    ensure(link, () => Object.assign(document.createElement('link'), { rel: 'canonical' })).setAttribute('href', canonical);
  } else link?.remove();
  // The language versions: none on the 404 page, so they are written afresh each time.
  for (const tag of document.head.querySelectorAll('link[rel="alternate"][hreflang]')) tag.remove();
  document.head.append(...alternates.map(({ hreflang, href }) => Object.assign(document.createElement('link'), { rel: 'alternate', hreflang, href })));
}

/** Puts a route's title, description, canonical URL, language versions and share texts in the head. */
export const applyRouteHead = (route: RouteDef): void => applyRouteMeta(routeMeta(route));
