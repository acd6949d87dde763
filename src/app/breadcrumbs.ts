import { chromeLabels } from '../content/siteChrome';
import type { Crumb } from '../content/types';
import type { RouteDef } from './routes';

/** Home, then the page itself (which has no link, being the current page). */
export const breadcrumbsFor = (route: RouteDef): Crumb[] =>
  route.heading ? [{ name: chromeLabels.breadcrumbHome, path: '/' }, { name: route.heading }] : [];
