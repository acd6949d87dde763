// Writes the host configuration for the built site from the one hosting policy:
// `dist/_headers` for Netlify / Cloudflare Pages and `deploy/nginx/vantix.conf`.
import { mkdir, readdir, writeFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { hashedAssetsPrefix, headersFile, nginxServerBlock } from './hosting.mjs';
import { paths } from './paths.mjs';

export const nginxConfigFile = join(paths.root, 'deploy', 'nginx', 'vantix.conf');
/** Where the nginx block expects dist on the server, unless NGINX_ROOT says otherwise. */
const defaultNginxRoot = '/var/www/vantix';

/** Every file in dist as a site path, `/about/index.html` style. */
async function sitePaths(dir = paths.dist) {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => `/${relative(paths.dist, join(entry.parentPath, entry.name)).split(sep).join('/')}`);
}

/**
 * Every path of an unhashed file: each file outside /assets, plus each page's clean
 * URL with and without its trailing slash.
 */
async function unhashedPaths(routes) {
  const files = (await sitePaths()).filter((path) => !path.startsWith(hashedAssetsPrefix) && path !== '/_headers');
  const cleanUrls = routes.flatMap(({ path }) => (path === '/' ? ['/'] : [path, `${path}/`]));
  return [...new Set([...cleanUrls, ...files.sort()])];
}

export async function writeHostConfig({ csp, routes, serverName }) {
  await writeFile(join(paths.dist, '_headers'), headersFile({ csp, unhashedPaths: await unhashedPaths(routes) }));
  await mkdir(join(paths.root, 'deploy', 'nginx'), { recursive: true });
  await writeFile(nginxConfigFile, nginxServerBlock({ csp, root: process.env.NGINX_ROOT ?? defaultNginxRoot, serverName }));
}
