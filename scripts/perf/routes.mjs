// The routes a benchmark visits, from the route table as each language's server build exports it.
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { locales } from '../../src/content/locales.mjs';
import { paths } from '../paths.mjs';

/**
 * Every page in every language, read from the built dist-ssr: { routes: ['/', '/services',
 * …, '/es', '/es/services', …], indexed: the routes without noindex, notFound: each
 * language's 404 page, ['/404', '/es/404'] }.
 */
export async function siteRoutes() {
  const languages = await Promise.all(locales.map((locale) => import(pathToFileURL(join(paths.languageBuild(locale).ssr, 'entry-server.js')).href)));
  const pathsOf = (filter) => languages.flatMap((server) => server.routes.filter(filter).map(({ path }) => server.localePath(path)));
  return {
    routes: pathsOf(() => true),
    indexed: pathsOf(({ noindex }) => !noindex),
    notFound: languages.map((server) => server.localePath(server.notFoundRoute.path)),
  };
}
