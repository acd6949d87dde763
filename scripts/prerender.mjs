// Renders each route of the route table into its own HTML file in dist, linking the
// CSS and JavaScript chunks its page needs so nothing waits on a second round trip,
// with the head tags, security policy and the files crawlers and hosts read.
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { contentSecurityPolicy, inlineStyleHashes } from './hosting.mjs';
import { writeHostConfig } from './hostConfig.mjs';
import { fontPreloadTags } from './fonts/preloads.mjs';
import { inlineStylesheets } from './inlineStylesheets.mjs';
import { paths } from './paths.mjs';

const outputFile = (routePath) =>
  routePath === '/404' ? join(paths.dist, '404.html') : join(paths.dist, routePath, 'index.html');

/** The CSS files and JS chunks a manifest entry pulls in, the entry's own first. */
function assetsOf(manifest, key, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return { css: [], js: [] };
  seen.add(key);
  const css = [...(chunk.css ?? [])];
  const js = chunk.isEntry ? [] : [chunk.file];
  for (const child of chunk.imports ?? []) {
    if (manifest[child]?.isEntry) continue;
    const nested = assetsOf(manifest, child, seen);
    css.push(...nested.css);
    js.push(...nested.js);
  }
  return { css, js };
}

const unique = (list) => [...new Set(list)];

export async function prerender() {
  const linkedTemplate = await readFile(join(paths.dist, 'index.html'), 'utf8');
  const manifest = JSON.parse(await readFile(join(paths.dist, '.vite', 'manifest.json'), 'utf8'));
  const server = await import(pathToFileURL(join(paths.ssr, 'entry-server.js')).href);
  // The policy hashes the pages' inline styles, so it is written in once they are complete.
  const policyPlaceholder = 'CONTENT_SECURITY_POLICY';
  const pages = [];
  // The site's stylesheet declares the web fonts, and arrives inside every page.
  const fontPreloads = await fontPreloadTags(paths.dist, linkedTemplate);
  const template = await inlineStylesheets(paths.dist, linkedTemplate);

  for (const route of [...server.routes, server.notFoundRoute]) {
    const body = await server.render(route.path);
    const { css, js } = assetsOf(manifest, `src/pages/${route.page}.tsx`);
    const links = [
      ...fontPreloads,
      ...unique(css).map((file) => `<link rel="stylesheet" href="/${file}" />`),
      // Chunks the entry imports are preloaded by the template already.
      ...unique(js)
        .filter((file) => !template.includes(`/${file}"`))
        .map((file) => `<link rel="modulepreload" href="/${file}" />`),
    ];
    const head = [server.renderHead(route, { contentSecurityPolicy: policyPlaceholder }), ...links].join('\n    ');
    pages.push({ route, html: template.replace('<!--app-head-->', head).replace('<!--app-html-->', body) });
  }

  const policy = {
    // The forms' endpoints, as the bundle was built with them (VITE_*_ENDPOINT, .env files).
    formOrigins: [...server.endpointOrigins],
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
  await writeFile(join(paths.dist, 'manifest.webmanifest'), `${JSON.stringify(server.webManifest(), null, 2)}\n`);
  await rm(join(paths.dist, '.vite'), { recursive: true, force: true });
  await writeHostConfig({ csp: contentSecurityPolicy({ ...policy, delivery: 'header' }), routes: server.routes, serverName: new URL(server.siteUrl).hostname });
  return pages.map(({ route }) => route.path);
}
