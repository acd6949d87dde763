// Writes the host configuration for the built site from the one hosting policy:
// `dist/_headers` for Netlify / Cloudflare Pages and `deploy/nginx/vantix.conf`.
import { mkdir, readdir, writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { adminPaths } from '../src/addresses.mjs';
import { adminContentSecurityPolicy, hashedAssetsPrefix, headersFile, leadImages, leadsContentSecurityPolicy, nginxServerBlock } from './hosting.mjs';
import { paths } from './paths.mjs';

// A second build beside the usual one (OUT_DIR) gets its own file, so neither overwrites the other.
const outDirName = basename(paths.dist);
const nginxConfigFile = join(paths.root, 'deploy', 'nginx', outDirName === 'dist' ? 'vantix.conf' : `vantix-${outDirName}.conf`);

/**
 * The path rules that cover every unhashed file: each top-level file, each folder
 * outside /assets as a whole (`/icons/*`, `/services/*`, `/es/*`), and each page's clean
 * URL a folder rule does not cover (the content manager's among them).
 * Folders keep the list short: Cloudflare Pages reads at most 100 rules.
 */
async function unhashedPaths(pages) {
  const entries = await readdir(paths.dist, { withFileTypes: true });
  const files = entries.filter((entry) => entry.isFile() && entry.name !== '_headers').map((entry) => `/${entry.name}`);
  const folders = entries.filter((entry) => entry.isDirectory() && `/${entry.name}/` !== hashedAssetsPrefix).map((entry) => `/${entry.name}/`);
  const cleanUrls = [...pages, adminPaths.cms].filter((path) => !folders.some((folder) => path.startsWith(folder)));
  return [...new Set([...cleanUrls, ...files.sort(), ...folders.sort().map((folder) => `${folder}*`)])];
}

/**
 * @param {{ csp: string, pages: { path: string, html: string }[], serverName: string, feeds: string[], languagePrefixes: string[] }} options
 *   `pages`: every page but the 404 pages, in every language; `languagePrefixes`: the folders
 *   of the languages other than the root's, each with its own 404 page.
 */
export async function writeHostConfig({ csp, pages, serverName, feeds, languagePrefixes }) {
  const adminCsp = adminContentSecurityPolicy({ delivery: 'header' });
  const leadsCsp = leadsContentSecurityPolicy({ delivery: 'header' });
  const images = Object.fromEntries(pages.map(({ path, html }) => [path, leadImages(html)]));
  const unhashed = await unhashedPaths(pages.map(({ path }) => path));
  await writeFile(join(paths.dist, '_headers'), headersFile({ csp, adminCsp, leadsCsp, unhashedPaths: unhashed, feeds, leadImages: images }));
  await mkdir(join(paths.root, 'deploy', 'nginx'), { recursive: true });
  const root = process.env.NGINX_ROOT ?? '/var/www/vantix';
  await writeFile(nginxConfigFile, nginxServerBlock({ csp, adminCsp, leadsCsp, root, serverName, feeds, languagePrefixes }));
}
