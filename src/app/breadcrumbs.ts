import chrome from 'virtual:content/chrome.yaml';
import type { Crumb } from '../components/layout/PageBanner';
import { routes, type RouteDef } from './routes';

/** The routes whose paths hold this one's: /case-studies for /case-studies/<slug>. */
const ancestorsOf = (path: string): Crumb[] =>
  routes
    .filter((route) => route.heading && route.path !== path && path.startsWith(`${route.path}/`))
    .sort((a, b) => a.path.length - b.path.length)
    .map((route) => ({ name: route.heading ?? '', path: route.path }));

/** Home, the pages above this one, then the page itself (which has no link, being the current page). */
export const breadcrumbsFor = (route: RouteDef): Crumb[] =>
  route.heading
    ? [
        { name: chrome.breadcrumbHome, path: '/' },
        ...ancestorsOf(route.path),
        { name: route.heading },
      ]
    : [];
