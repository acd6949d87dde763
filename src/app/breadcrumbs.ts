import type { RouteDef } from './routes';

export type Crumb = { name: string; path?: string };

/** Home, then the page itself (which has no link, being the current page). */
export const breadcrumbsFor = (route: RouteDef): Crumb[] =>
  route.heading ? [{ name: 'Home', path: '/' }, { name: route.heading }] : [];
