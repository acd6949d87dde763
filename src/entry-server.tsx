import { prerenderToNodeStream } from 'react-dom/static';
import { text } from 'node:stream/consumers';
import { Root } from './app/Root';
import { localePath } from './content/locale';
import './styles/fonts.css';
import './styles/global.css';

export { robotsTxt, sitemapXml } from './prerender/crawlerFiles';
export { webManifest, webManifestPath } from './prerender/webManifest';
export { renderHead } from './prerender/head';
export { caseStudiesFeed } from './prerender/feed';
export { feedPath } from './addresses.mjs';
export { endpointOrigins } from './forms/endpoints';
export { turnstileOrigins } from './forms/turnstile';
export { siteUrl } from './app/seo';
export { localePath, siteLocale } from './content/locale';
export { notFoundRoute, routes } from './app/routes';

/**
 * Renders a route's body markup for the prerender step (`path` as the route table has it). The
 * static renderer waits for every chunk the page loads and writes each part in place however large,
 * so the HTML reads whole with JavaScript off: no part set aside for a script to move in.
 */
export async function render(path: string): Promise<string> {
  const { prelude } = await prerenderToNodeStream(<Root ssrPath={localePath(path)} />, {
    progressiveChunkSize: Number.POSITIVE_INFINITY,
  });
  return text(prelude);
}
