// Renders every route, in every language, to its own HTML file in dist
// (dist/es/services/index.html) with its stylesheet rules, head tags and security policy, plus the
// files crawlers and hosts read. One pass over all languages, so the policy's hashes, the host
// configuration and the sitemap cover every page.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { locales } from '../src/content/locales.mjs';
import {
  contentSecurityPolicy,
  inlineScriptHashes,
  inlineStyleHashes,
  writeHostConfig,
} from './hosting.mjs';
import { inlinePageStylesheets } from './pageStylesheets.mjs';
import { paths } from './paths.mjs';

/** A page's file in dist from its address: /es/services → es/services/index.html; a 404 page is the folder's 404.html. */
const outputFile = (pagePath, isNotFound) =>
  isNotFound
    ? join(paths.dist, dirname(pagePath), '404.html')
    : join(paths.dist, pagePath, 'index.html');

/** The boot script and its chunk take no part in the first paint: at low priority they leave a slow link to the HTML and hero. */
const lowPriorityScripts = (html) =>
  html
    .replaceAll('<script type="module"', '<script type="module" fetchpriority="low"')
    .replaceAll('<link rel="modulepreload"', '<link rel="modulepreload" fetchpriority="low"');

/** Each language's server bundle and page template, in the order of `locales` (the root's first). */
export const languageServers = () =>
  Promise.all(
    locales.map(async (locale) => {
      const { ssr, template } = paths.languageBuild(locale);
      const server = await import(pathToFileURL(join(ssr, 'entry-server.js')).href);
      if (server.siteLocale !== locale)
        throw new Error(`${ssr} holds the ${server.siteLocale} build, not ${locale}.`);
      return { server, template: lowPriorityScripts(await readFile(template, 'utf8')) };
    }),
  );

/** Every page links to its versions in the other languages: a study written in one language only would be a link to nothing. */
function checkSamePages(servers) {
  const [first, ...others] = servers.map(({ server }) => ({
    locale: server.siteLocale,
    paths: new Set(server.routes.map(({ path }) => path)),
  }));
  const problems = others.flatMap(({ locale, paths: theirs }) => [
    ...[...first.paths]
      .filter((path) => !theirs.has(path))
      .map((path) => `${path} has no ${locale} page`),
    ...[...theirs]
      .filter((path) => !first.paths.has(path))
      .map((path) => `${path} has a ${locale} page but no ${first.locale} one`),
  ]);
  if (problems.length)
    throw new Error(
      `Every page needs a version in each language (content/<language>/ mirrors content/en/):\n${problems.join('\n')}`,
    );
}

export async function prerender() {
  const servers = await languageServers();
  checkSamePages(servers);
  // The policy hashes the pages' inline scripts and styles, so it is written in once they are
  // complete.
  const policyPlaceholder = 'CONTENT_SECURITY_POLICY';
  const rendered = [];
  for (const { server, template } of servers) {
    for (const route of [...server.routes, server.notFoundRoute]) {
      const body = await server.render(route.path);
      const head = server.renderHead(route, { contentSecurityPolicy: policyPlaceholder });
      const html = template.replace('<!--app-head-->', head).replace('<!--app-html-->', body);
      rendered.push({
        path: server.localePath(route.path),
        isNotFound: route === server.notFoundRoute,
        html,
      });
    }
  }
  const styled = inlinePageStylesheets(
    paths.dist,
    rendered.map(({ html }) => html),
  );
  const pages = rendered.map((page, index) => ({ ...page, html: styled[index] }));

  const [{ server: root }] = servers;
  // The forms' endpoints, as the bundle was built with them (VITE_*_ENDPOINT, .env files).
  const formOrigins = [...root.endpointOrigins];
  // Cloudflare Turnstile's script and frame, only where the build had its site key.
  const challengeOrigins = root.turnstileOrigins;
  /** The policy allowing the inline scripts and styles of these pages. */
  const policyFor = (htmlPages, delivery) =>
    contentSecurityPolicy({
      formOrigins,
      challengeOrigins,
      scriptHashes: inlineScriptHashes(htmlPages),
      styleHashes: inlineStyleHashes(htmlPages),
      delivery,
    });
  // Each page's <meta> allows its own inline code only; the header, sent on every path, all pages'.
  for (const { path, isNotFound, html } of pages) {
    const file = outputFile(path, isNotFound);
    await mkdir(dirname(file), { recursive: true });
    await writeFile(
      file,
      html.replace(policyPlaceholder, () => policyFor([html], 'meta')),
    );
  }

  // One sitemap and robots.txt for the site (each page listed in every language); a feed
  // and a web app manifest per language.
  await writeFile(join(paths.dist, 'sitemap.xml'), root.sitemapXml());
  await writeFile(join(paths.dist, 'robots.txt'), root.robotsTxt());
  const feeds = servers.map(({ server }) => server.localePath(server.feedPath));
  for (const [index, { server }] of servers.entries()) {
    await writeFile(join(paths.dist, feeds[index]), server.caseStudiesFeed());
    await writeFile(
      join(paths.dist, server.webManifestPath),
      `${JSON.stringify(server.webManifest(), null, 2)}\n`,
    );
  }
  await writeHostConfig({
    csp: policyFor(
      pages.map(({ html }) => html),
      'header',
    ),
    pages: pages.filter(({ isNotFound }) => !isNotFound),
    serverName: new URL(root.siteUrl).hostname,
    feeds,
    languagePrefixes: servers.slice(1).map(({ server }) => server.localePath('/')),
  });
  return pages.map(({ path }) => path);
}
