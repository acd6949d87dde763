// The routes a benchmark visits, from the route table as the server build exports it.
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { paths } from '../paths.mjs';

/** { routes: ['/', '/services', …], notFound: '/404' }, read from the built dist-ssr. */
export async function siteRoutes() {
  const server = await import(pathToFileURL(join(paths.ssr, 'entry-server.js')).href);
  return { routes: server.routes.map(({ path }) => path), notFound: server.notFoundRoute.path };
}
