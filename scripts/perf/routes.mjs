// The routes a benchmark visits, from the route table as the server build exports it.
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { paths } from '../paths.mjs';

/**
 * { routes: ['/', '/services', …], indexed: the routes without noindex, notFound: '/404' },
 * read from the built dist-ssr.
 */
export async function siteRoutes() {
  const server = await import(pathToFileURL(join(paths.ssr, 'entry-server.js')).href);
  const path = ({ path }) => path;
  return {
    routes: server.routes.map(path),
    indexed: server.routes.filter(({ noindex }) => !noindex).map(path),
    notFound: server.notFoundRoute.path,
  };
}
