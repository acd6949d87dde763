import { useEffect } from 'react';
import { routeHead, type RouteHead } from './head';
import type { RouteDef } from './routes';
import { serializeJsonLd } from './structuredData';

/** Puts `element` in the head if it is new; returns it. */
function ensure<T extends Element>(found: T | null, create: () => T): T {
  if (found) return found;
  const element = create();
  document.head.append(element);
  return element;
}

/** Writes a route's head tags over the ones of the page before it. */
function applyRouteHead({ title, canonical, meta, structuredData }: RouteHead): void {
  document.title = title;
  // A tag only some routes carry (robots noindex on the 404 page) goes when they are left.
  document.head.querySelector('meta[name="robots"]')?.remove();
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
  const script = document.head.querySelector('script[type="application/ld+json"]');
  if (structuredData) {
    ensure(script, () => Object.assign(document.createElement('script'), { type: 'application/ld+json' })).textContent =
      serializeJsonLd(structuredData);
  } else script?.remove();
}

/** Keeps the title, description, canonical URL, share tags and structured data in step with client-side navigation. */
export function useDocumentHead(route: RouteDef): void {
  useEffect(() => {
    applyRouteHead(routeHead(route));
  }, [route]);
}
