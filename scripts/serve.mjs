// Serves the built site as a static host would: clean URLs, the 404 page with a 404
// status, gzip for text, and the headers of the generated `dist/_headers` (security
// policy, long-lived caching for hashed assets, revalidation for the rest), so local
// matches deployed.
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { headersForPath, parseHeadersFile, revalidateCaching } from './hosting.mjs';
import { createGzip } from 'node:zlib';
import { paths } from './paths.mjs';

const port = Number(process.env.PORT ?? 4173);
const host = process.env.HOST ?? '127.0.0.1';

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
};

// Fonts and raster images are compressed already.
const compressible = /^(text\/|application\/(json|xml|manifest\+json)|image\/svg\+xml)/;

async function isFile(file) {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}

async function resolve(urlPath) {
  const clean = normalize(decodeURIComponent(urlPath)).replace(/^(\.\.[/\\])+/, '');
  const file = join(paths.dist, clean);
  if (!file.startsWith(paths.dist)) return null;
  if (await isFile(file)) return file;
  const index = join(file, 'index.html');
  if (await isFile(index)) return index;
  return null;
}

const headersFile = join(paths.dist, '_headers');
let headerRules = { mtimeMs: -1, rules: [] };

/** The host's header rules, read again after a rebuild so the policy's hashes match the pages. */
async function hostHeaders() {
  const { mtimeMs } = await stat(headersFile);
  if (mtimeMs !== headerRules.mtimeMs) headerRules = { mtimeMs, rules: parseHeadersFile(await readFile(headersFile, 'utf8')) };
  return headerRules.rules;
}

await hostHeaders();

const server = createServer(async (request, response) => {
  const { pathname } = new URL(request.url ?? '/', 'http://localhost');
  // Host configuration, not a page: static hosts do not serve it either.
  const file = pathname === '/_headers' ? null : await resolve(pathname);
  const status = file ? 200 : 404;
  const served = file ?? join(paths.dist, '404.html');
  const type = types[extname(served)] ?? 'application/octet-stream';
  const gzip = compressible.test(type) && /\bgzip\b/.test(request.headers['accept-encoding'] ?? '');
  response.writeHead(status, {
    'Content-Type': type,
    'Cache-Control': revalidateCaching,
    Vary: 'Accept-Encoding',
    ...(gzip && { 'Content-Encoding': 'gzip' }),
    ...headersForPath(await hostHeaders(), file ? pathname : '/404.html'),
  });
  if (request.method === 'HEAD') return response.end();
  const body = createReadStream(served);
  (gzip ? body.pipe(createGzip()) : body).pipe(response);
});

server.listen(port, host, () => console.log(`Serving dist on http://localhost:${port}`));
