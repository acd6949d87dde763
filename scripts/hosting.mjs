// The site's hosting policy, written once: the Content-Security-Policy, the other security headers
// and the caching rules, for every page's <meta>, `dist/_headers` (Netlify, Cloudflare) and the
// nginx server block. The exports' types are in hosting.d.mts.
import { createHash } from 'node:crypto';
import { mkdir, readdir, writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { adminPaths, mapOrigin } from '../src/addresses.mjs';
import { paths } from './paths.mjs';

/** Hashed build output (`/assets/name-<hash>.js`): its name changes when it does. */
const hashedAssetsPrefix = '/assets/';
const immutableCaching = 'public, max-age=31536000, immutable';
/** Everything else keeps its name across deploys, so browsers check before reuse. */
const revalidateCaching = 'no-cache';
/** Hosts serve `.xml` as generic XML; a feed reader and a browser know an Atom feed by this type. */
const atomContentType = 'application/atom+xml; charset=utf-8';

/** The entities React writes in an attribute's value, which the browser decodes before hashing it. */
const entities = { '&quot;': '"', '&#x27;': "'", '&lt;': '<', '&gt;': '>', '&amp;': '&' };
const decodeAttribute = (value) =>
  value.replace(/&(?:quot|#x27|lt|gt|amp);/g, (entity) => entities[entity]);

const sha256 = (text) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/**
 * CSP hashes of the pages' `<style>` elements and `style` attributes (React writes computed
 * geometry as attributes), which keep `'unsafe-inline'` out of the policy.
 */
export function inlineStyleHashes(htmlPages) {
  const elements = new Set();
  const attributes = new Set();
  for (const html of htmlPages) {
    for (const [, css] of html.matchAll(/<style(?:\s[^>]*)?>([\s\S]*?)<\/style>/g))
      elements.add(css);
    for (const [, value] of html.matchAll(/\sstyle="([^"]*)"/g))
      attributes.add(decodeAttribute(value));
  }
  return {
    elements: [...elements].map(sha256).sort(),
    attributes: [...attributes].map(sha256).sort(),
  };
}

/** CSP hashes of the inline scripts the pages run; JSON-LD data blocks are not run, so they need none. */
export function inlineScriptHashes(htmlPages) {
  const scripts = new Set();
  for (const html of htmlPages) {
    for (const [, attributes = '', code] of html.matchAll(
      /<script(\s[^>]*)?>([\s\S]*?)<\/script>/g,
    )) {
      if (!/\ssrc=|type="application\/ld\+json"/.test(attributes)) scripts.add(code);
    }
  }
  return [...scripts].map(sha256).sort();
}

/** The site's own scripts, stylesheets, images, fonts and requests: what every policy allows at least. */
const ownFiles = {
  'script-src': ["'self'"],
  'style-src': ["'self'"],
  'img-src': ["'self'", 'data:'],
  'font-src': ["'self'"],
  'connect-src': ["'self'"],
};

/**
 * A policy: nothing unless named, then `directives`, no plugins, no other base, forms sent only to
 * `formAction`, and in a header no framing (a <meta http-equiv> cannot carry frame-ancestors).
 * @param {'header' | 'meta'} delivery
 * @param {Record<string, string[]>} directives
 */
function policyText(delivery, directives, formAction = ["'self'"]) {
  const all = {
    'default-src': ["'none'"],
    ...directives,
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': formAction,
    ...(delivery === 'header' ? { 'frame-ancestors': ["'none'"] } : {}),
  };
  return Object.entries(all)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

/** The site's Content-Security-Policy. */
export function contentSecurityPolicy({
  formOrigins = [],
  challengeOrigins = [],
  scriptHashes = [],
  styleHashes = { elements: [], attributes: [] },
  delivery,
}) {
  const directives = {
    'script-src': ["'self'", ...challengeOrigins, ...scriptHashes],
    'style-src': ["'self'", ...styleHashes.elements],
    ...(styleHashes.attributes.length
      ? { 'style-src-attr': ["'unsafe-hashes'", ...styleHashes.attributes] }
      : {}),
    'img-src': ["'self'", 'data:'],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...formOrigins],
    'frame-src': [mapOrigin, ...challengeOrigins],
    'manifest-src': ["'self'"],
  };
  return policyText(delivery, directives, ["'self'", 'mailto:', ...formOrigins]);
}

/**
 * The content manager's policy. Its interface injects styles at run time, which no hash can
 * foresee; scripts stay the site's own, with no `eval`. It talks to GitHub's API, shows GitHub
 * avatars, previews and saves uploads held in memory (`blob:`), and reads its logo and status as
 * `data:`.
 */
export const cmsContentSecurityPolicy = ({ delivery }) =>
  policyText(delivery, {
    ...ownFiles,
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', 'https://avatars.githubusercontent.com'],
    'connect-src': ["'self'", 'data:', 'blob:', 'https://api.github.com'],
    'manifest-src': ["'self'"],
  });

/** The leads' inbox's policy: the site's own files and API alone; nothing inline, nothing from another host. */
export const inboxContentSecurityPolicy = ({ delivery }) => policyText(delivery, ownFiles);

/** The inbox's headers: the site's, with its own policy (`csp`, the header form), kept out of search results. */
const inboxHeaders = (csp) => ({ ...securityHeaders(csp), 'X-Robots-Tag': 'noindex' });

/** The content manager's headers: its own policy, noindex, and an opener policy the GitHub sign-in window can answer. */
const cmsHeaders = (csp) => ({
  ...securityHeaders(csp),
  'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
  'X-Robots-Tag': 'noindex',
});

/** Every response's security headers, `csp` the header form of the policy. */
const securityHeaders = (csp) => ({
  'Content-Security-Policy': csp,
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Permissions-Policy':
    'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Strict-Transport-Security': 'max-age=31536000',
});

/** The headers the content manager's rules replace rather than add to. */
const adminOverrides = ['Content-Security-Policy', 'Cross-Origin-Opener-Policy'];

/**
 * The site's headers only a document acts on. Hashed assets go without them (with a short policy of
 * their own): over HTTP/1.1 they would cost their bytes again on every script, stylesheet, font and
 * image.
 */
const documentOnly = [
  'Content-Security-Policy',
  'Permissions-Policy',
  'X-Frame-Options',
  'Cross-Origin-Opener-Policy',
];

/** An asset's policy: an SVG opened on its own is a document, which may draw its own styles and embedded images. */
export const assetContentSecurityPolicy =
  "default-src 'none'; img-src data:; style-src 'unsafe-inline'; frame-ancestors 'none'";

/** A hashed asset's security headers: its own policy, and the site's others that act on it. */
const assetHeaders = Object.fromEntries(
  Object.entries(securityHeaders(assetContentSecurityPolicy)).filter(
    ([name]) => name === 'Content-Security-Policy' || !documentOnly.includes(name),
  ),
);

/**
 * The paths of the images a page fetches with high priority (its largest paint), but one the
 * browser picks from several files (`<picture>` sources, `srcset`): preloading one could be a
 * second download.
 */
export const leadImages = (html) =>
  [
    ...html
      .replace(/<picture\b[^>]*>(?:(?!<\/picture>)[\s\S])*?<source[\s\S]*?<\/picture>/g, '')
      .matchAll(/<img\s[^>]*>/g),
  ]
    .map(([tag]) => tag)
    .filter((tag) => /\sfetchPriority="high"/i.test(tag) && !/\ssrcset=/i.test(tag))
    .flatMap((tag) => tag.match(/\ssrc="([^"]+)"/)?.[1] ?? []);

/**
 * `_headers` for Netlify and Cloudflare Pages. Both merge every matching rule and join repeated
 * headers, so Cache-Control is given per unhashed path, never on `/*`; Cloudflare keeps only the
 * last rule for a path, so each path has one. The applications' rules detach (`! Name`) the site's
 * policy and opener policy before setting theirs; the inbox's come after the content manager's,
 * whose `/admin/*` matches it too (and gives it noindex). A page's `Link` header preloads its lead
 * images before the page is parsed, or with early hints (Cloudflare) before it arrives.
 * @param {{ csp: string, cmsCsp: string, inboxCsp: string, unhashedPaths: string[], feeds?:
 * string[], leadImages?: Record<string, string[]> }} options
 *   `feeds`: the Atom feeds' paths; `leadImages`: each page's lead images, by the page's path
 */
export function headersFile({ csp, cmsCsp, inboxCsp, unhashedPaths, feeds = [], leadImages = {} }) {
  const site = securityHeaders(csp);
  const cmsOnly = Object.fromEntries(
    Object.entries(cmsHeaders(cmsCsp)).filter(
      ([name, value]) => adminOverrides.includes(name) || site[name] !== value,
    ),
  );
  const inboxOnly = Object.fromEntries(
    Object.entries(inboxHeaders(inboxCsp)).filter(([name]) => adminOverrides.includes(name)),
  );
  /** @type {Map<string, { detach: string[], headers: Record<string, string> }>} */
  const rules = new Map([
    ['/*', { detach: [], headers: site }],
    ...[adminPaths.cms, `${adminPaths.cms}/*`].map((path) => [
      path,
      { detach: adminOverrides, headers: cmsOnly },
    ]),
    ...[adminPaths.inbox, `${adminPaths.inbox}/*`].map((path) => [
      path,
      { detach: adminOverrides, headers: inboxOnly },
    ]),
    [
      `${hashedAssetsPrefix}*`,
      {
        detach: documentOnly,
        headers: {
          'Content-Security-Policy': assetContentSecurityPolicy,
          'Cache-Control': immutableCaching,
        },
      },
    ],
  ]);
  const add = (path, headers) => {
    const rule = rules.get(path) ?? { detach: [], headers: {} };
    rules.set(path, { ...rule, headers: { ...rule.headers, ...headers } });
  };
  for (const path of unhashedPaths) add(path, { 'Cache-Control': revalidateCaching });
  for (const path of feeds) add(path, { 'Content-Type': atomContentType });
  for (const [path, images] of Object.entries(leadImages)) {
    if (images.length)
      add(path, {
        Link: images
          .map((image) => `<${image}>; rel=preload; as=image; fetchpriority=high`)
          .join(', '),
      });
  }
  const block = ([path, { detach, headers }]) =>
    [
      path,
      ...detach.map((name) => `  ! ${name}`),
      ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`),
    ].join('\n');
  return [
    '# Generated at build by scripts/hosting.mjs: edit the policy there, not here.',
    ...[...rules].map(block),
    '',
  ].join('\n');
}

/**
 * An nginx server block serving dist. add_header does not inherit into a location that sets its
 * own, so each location repeats the security headers.
 * @param {{ csp: string, cmsCsp: string, inboxCsp: string, root: string, serverName?: string,
 * feeds?: string[], languagePrefixes?: string[] }} options
 *   `feeds`: the Atom feeds' paths; `languagePrefixes`: the folders of the languages other
 *   than the root's (`/es`), each answering an unknown path with its own 404 page.
 */
export function nginxServerBlock({
  csp,
  cmsCsp,
  inboxCsp,
  root,
  serverName = '_',
  feeds = [],
  languagePrefixes = [],
}) {
  const security = securityHeaders(csp);
  const location = (match, body, headers = security, caching = revalidateCaching) =>
    [
      `  location ${match} {`,
      ...Object.entries({ ...headers, 'Cache-Control': caching }).map(
        ([name, value]) => `    add_header ${name} "${value}" always;`,
      ),
      ...body.map((line) => `    ${line}`),
      '  }',
    ].join('\n');
  const cleanUrls = 'try_files $uri $uri/index.html =404;';
  // An application's page at its own address (/admin) and below it (/admin/…).
  const application = (path, headers) =>
    `${location(`= ${path}`, ['try_files $uri/index.html =404;'], headers)}\n\n${location(`${path}/`, [cleanUrls], headers)}`;
  return `# Generated at build by scripts/hosting.mjs: edit the policy there, not here.
# Include it in nginx's http block; set root to the deployed dist folder.
server {
  listen 80;
  server_name ${serverName};
  root ${root};
  server_tokens off;
  absolute_redirect off;
  charset utf-8;
  gzip on;
  gzip_types text/css text/javascript application/javascript application/json application/manifest+json application/xml application/atom+xml image/svg+xml text/plain;
  error_page 404 /404.html;

${location(hashedAssetsPrefix, ['try_files $uri =404;'], assetHeaders, immutableCaching)}

  # Clean URLs: /services is served from services/index.html.
${location('/', [cleanUrls])}

${location('= /404.html', ['internal;'])}
${languagePrefixes
  .map(
    (prefix) => `
  # The language under ${prefix}/: an unknown path there gets that language's 404 page.
${location(`${prefix}/`, [cleanUrls, `error_page 404 ${prefix}/404.html;`])}

${location(`= ${prefix}/404.html`, ['internal;', `error_page 404 ${prefix}/404.html;`])}
`,
  )
  .join('')}
  # The content manager, with its own policy.
${application(adminPaths.cms, cmsHeaders(cmsCsp))}

  # The leads' inbox, with a policy of its own (the longer prefix wins over the content manager's).
${application(adminPaths.inbox, inboxHeaders(inboxCsp))}

  # Host configuration for other hosts, not a page.
  location = /_headers {
    return 404;
  }

${feeds.map((path) => location(`= ${path}`, ['types { }', `default_type ${atomContentType.split(';')[0]};`])).join('\n\n')}

${location('~ \\.webmanifest$', ['types { application/manifest+json webmanifest; }'])}
}
`;
}

// A second build beside the usual one (OUT_DIR) gets its own file, so neither overwrites the other.
const outDirName = basename(paths.dist);
const nginxConfigFile = join(
  paths.root,
  'deploy',
  'nginx',
  outDirName === 'dist' ? 'vantix.conf' : `vantix-${outDirName}.conf`,
);

/**
 * The path rules that cover every unhashed file: each top-level file, each folder outside /assets
 * (`/es/*`), and each page's clean URL no folder covers. Cloudflare Pages reads at most 100 rules.
 */
async function unhashedPaths(pages) {
  const entries = await readdir(paths.dist, { withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile() && entry.name !== '_headers')
    .map((entry) => `/${entry.name}`);
  const folders = entries
    .filter((entry) => entry.isDirectory() && `/${entry.name}/` !== hashedAssetsPrefix)
    .map((entry) => `/${entry.name}/`);
  const cleanUrls = [...pages, adminPaths.cms].filter(
    (path) => !folders.some((folder) => path.startsWith(folder)),
  );
  return [
    ...new Set([...cleanUrls, ...files.sort(), ...folders.sort().map((folder) => `${folder}*`)]),
  ];
}

/**
 * Writes `dist/_headers` and `deploy/nginx/vantix.conf`.
 * @param {{ csp: string, pages: { path: string, html: string }[], serverName: string, feeds:
 * string[], languagePrefixes: string[] }} options
 * `pages`: every page but the 404 pages, in every language; `languagePrefixes` as
 * nginxServerBlock's.
 */
export async function writeHostConfig({ csp, pages, serverName, feeds, languagePrefixes }) {
  const cmsCsp = cmsContentSecurityPolicy({ delivery: 'header' });
  const inboxCsp = inboxContentSecurityPolicy({ delivery: 'header' });
  const images = Object.fromEntries(pages.map(({ path, html }) => [path, leadImages(html)]));
  const unhashed = await unhashedPaths(pages.map(({ path }) => path));
  await writeFile(
    join(paths.dist, '_headers'),
    headersFile({ csp, cmsCsp, inboxCsp, unhashedPaths: unhashed, feeds, leadImages: images }),
  );
  await mkdir(join(paths.root, 'deploy', 'nginx'), { recursive: true });
  const root = process.env.NGINX_ROOT ?? '/var/www/vantix';
  await writeFile(
    nginxConfigFile,
    nginxServerBlock({ csp, cmsCsp, inboxCsp, root, serverName, feeds, languagePrefixes }),
  );
}
