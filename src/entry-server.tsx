import { renderToString } from 'react-dom/server';
import { Root } from './app/Root';
import { preloadDeferred } from './components/deferred/deferred';
import { loadPage } from './app/loading/loadPage';
import { findRoute, notFoundRoute, routes } from './app/routes';
import { localePath } from './content/locale';
import './styles/global.css';

export { robotsTxt, sitemapXml } from './prerender/crawlerFiles';
export { webManifest, webManifestPath } from './prerender/webManifest';
export { renderHead } from './prerender/head';
export { caseStudiesFeed } from './prerender/feed';
export { feedPath } from './addresses.mjs';
export { endpointOrigins } from './forms/endpoints';
export { seo, siteUrl } from './app/seo';
export { localePath, locales, siteLocale } from './content/locale';
export { notFoundRoute, routes };

/** Renders a route's body markup for the prerender step; `path` is the route's, the same in every language. */
export async function render(path: string): Promise<string> {
  await loadPage(findRoute(path).page);
  await preloadDeferred();
  return renderToString(<Root ssrPath={localePath(path)} />);
}
