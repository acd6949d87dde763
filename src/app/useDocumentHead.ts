import { useEffect, useRef } from 'react';
import { lazyChunk } from './loading/lazyChunk';
import type { RouteDef } from './routes';

// The code that writes a route's head tags: a page needs none of it until the visitor moves
// to another, so it loads with the first client-side navigation rather than with every page.
const documentHead = lazyChunk(() => import('./documentHead'));

/**
 * Keeps the title, description, canonical URL, language versions and share texts in step
 * with client-side navigation; the prerendered head is the first route's already. The share
 * image and structured data stay as prerendered: crawlers and link previews load each address
 * afresh, and leaving them out keeps this code small.
 */
export function useDocumentHead(route: RouteDef): void {
  // The route whose tags the head holds.
  const inHead = useRef(route);
  useEffect(() => {
    if (route === inHead.current) return;
    let current = true;
    documentHead.load().then(({ applyRouteHead }) => {
      // A later navigation has its own turn.
      if (!current) return;
      applyRouteHead(route);
      inHead.current = route;
    }, console.error);
    return () => {
      current = false;
    };
  }, [route]);
}
