// Renders each route of the route table into its own HTML file in dist, with the site's
// stylesheet inside it, the head tags, security policy and the files crawlers and hosts read.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { contentSecurityPolicy, inlineScriptHashes, inlineStyleHashes } from './hosting.mjs';
import { writeHostConfig } from './hostConfig.mjs';
import { inlineStylesheets } from './inlineStylesheets.mjs';
import { paths } from './paths.mjs';

const outputFile = (routePath) =>
  routePath === '/404' ? join(paths.dist, '404.html') : join(paths.dist, routePath, 'index.html');

/**
 * The boot script and its chunk take no part in the first paint: at low priority they
 * leave a slow link to the HTML and the hero image.
 */
const lowPriorityScripts = (html) =>
  html
    .replaceAll('<script type="module"', '<script type="module" fetchpriority="low"')
    .replaceAll('<link rel="modulepreload"', '<link rel="modulepreload" fetchpriority="low"');

export async function prerender() {
  const linkedTemplate = await readFile(join(paths.dist, 'index.html'), 'utf8');
  const server = await import(pathToFileURL(join(paths.ssr, 'entry-server.js')).href);
  // The policy hashes the pages' inline scripts and styles, so it is written in once they are complete.
  const policyPlaceholder = 'CONTENT_SECURITY_POLICY';
  const pages = [];
  const template = lowPriorityScripts(await inlineStylesheets(paths.dist, linkedTemplate));

  for (const route of [...server.routes, server.notFoundRoute]) {
    const body = await server.render(route.path);
    const head = server.renderHead(route, { contentSecurityPolicy: policyPlaceholder });
    pages.push({ route, html: template.replace('<!--app-head-->', head).replace('<!--app-html-->', body) });
  }

  const policy = {
    // The forms' endpoints, as the bundle was built with them (VITE_*_ENDPOINT, .env files).
    formOrigins: [...server.endpointOrigins],
    scriptHashes: inlineScriptHashes(pages.map(({ html }) => html)),
    styleHashes: inlineStyleHashes(pages.map(({ html }) => html)),
  };
  const metaPolicy = contentSecurityPolicy({ ...policy, delivery: 'meta' });
  for (const { route, html } of pages) {
    const file = outputFile(route.path);
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, html.replace(policyPlaceholder, () => metaPolicy));
  }

  await writeFile(join(paths.dist, 'sitemap.xml'), server.sitemapXml(server.routes));
  await writeFile(join(paths.dist, 'robots.txt'), server.robotsTxt());
  await writeFile(join(paths.dist, server.caseStudiesFeedPath), server.caseStudiesFeed());
  await writeFile(join(paths.dist, 'manifest.webmanifest'), `${JSON.stringify(server.webManifest(), null, 2)}\n`);
  await writeHostConfig({ csp: contentSecurityPolicy({ ...policy, delivery: 'header' }), routes: server.routes, serverName: new URL(server.siteUrl).hostname, feeds: [server.caseStudiesFeedPath] });
  return pages.map(({ route }) => route.path);
}
