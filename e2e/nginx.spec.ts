import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import type * as Routes from '../src/app/routes';
import { loadContent } from '../src/content/build/read';
import { assetContentSecurityPolicy } from '../scripts/hosting.mjs';
import { ensureNginx, startNginx, type RunningNginx } from './nginxServer';
import { scrollThrough, watchCspViolations } from './pageChecks';
import { siteModule } from './siteModules';

const { notFoundRoute, routes } = await siteModule<typeof Routes>('/src/app/routes.ts');

// The deployed configuration, exercised for real: dist served by Debian's nginx with
// the server block the build generated.
let nginx: RunningNginx;

test.beforeAll(async () => {
  test.setTimeout(300_000); // a fresh machine installs nginx first
  ensureNginx();
  nginx = await startNginx();
});
test.afterAll(async () => nginx?.stop());

const url = (path: string) => `${nginx.baseURL}${path}`;
const generatedPolicy = () =>
  readFileSync(resolve(import.meta.dirname, '..', 'dist', '_headers'), 'utf8').match(
    /Content-Security-Policy: (.*)/,
  )?.[1];
const oneYearImmutable = 'public, max-age=31536000, immutable';

test('pages carry the security headers, the same policy as _headers, and revalidate', async ({
  request,
}) => {
  for (const { path } of routes) {
    const response = await request.get(url(path));
    expect(response.status(), path).toBe(200);
    const headers = response.headers();
    expect(headers['content-type']).toBe('text/html; charset=utf-8');
    expect(headers['cache-control']).toBe('no-cache');
    expect(headers['content-security-policy']).toBe(generatedPolicy());
    // The site's own scripts, and the inline theme script by its hash alone.
    expect(headers['content-security-policy']).toMatch(
      /script-src 'self' 'sha256-[A-Za-z0-9+/]+={0,2}';/,
    );
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['content-security-policy']).not.toContain('unsafe-inline');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy']).toContain('camera=()');
    expect(headers['x-frame-options']).toBe('DENY');
  }
});

test('serves clean URLs with and without a trailing slash', async ({ request }) => {
  for (const path of [
    '/services',
    '/services/',
    '/privacy-policy/',
    '/es',
    '/es/',
    '/es/services',
    '/es/services/',
  ]) {
    const response = await request.get(url(path), { maxRedirects: 0 });
    expect(response.status(), path).toBe(200);
    expect(await response.text()).toContain('<title>');
  }
  expect(await (await request.get(url('/about'))).text()).toContain(
    `<title>${routes.find((r) => r.path === '/about')?.title}</title>`,
  );
});

test('caches hashed assets for a year and revalidates unhashed files', async ({ request }) => {
  const html = await (await request.get(url('/'))).text();
  const assets = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map(([, path]) => path!);
  expect(assets.length).toBeGreaterThan(1);
  for (const asset of assets) {
    const response = await request.get(url(asset));
    expect(response.status(), asset).toBe(200);
    expect(response.headers()['cache-control']).toBe(oneYearImmutable);
    expect(response.headers()['x-content-type-options']).toBe('nosniff');
    // Not the pages' long policy and framing rules: an asset is no page.
    expect(response.headers()['content-security-policy'], asset).toBe(assetContentSecurityPolicy);
    expect(response.headers()['x-frame-options'], asset).toBeUndefined();
  }
  for (const [path, type] of [
    ['/robots.txt', 'text/plain'],
    ['/sitemap.xml', 'text/xml'],
    ['/favicon.svg', 'image/svg+xml'],
    ['/manifest.webmanifest', 'application/manifest+json'],
    ['/share-image.png', 'image/png'],
  ] as const) {
    const response = await request.get(url(path));
    expect(response.status(), path).toBe(200);
    expect(response.headers()['content-type']).toContain(type);
    expect(response.headers()['cache-control'], path).toBe('no-cache');
  }
});

test('answers unknown paths with the 404 page of their language and status 404', async ({
  request,
}) => {
  const spanishNotFound = `<title>${loadContent('pages.yaml', 'es').notFound.title}</title>`;
  for (const [path, lang, title] of [
    ...['/no-such-page', '/services/nope', '/assets/missing-123.js', '/_headers'].map(
      (path) => [path, 'en', `<title>${notFoundRoute.title}</title>`] as const,
    ),
    ...['/es/no-such-page', '/es/services/nope', '/es/404.html'].map(
      (path) => [path, 'es', spanishNotFound] as const,
    ),
  ]) {
    const response = await request.get(url(path));
    expect(response.status(), path).toBe(404);
    const html = await response.text();
    expect(html, path).toContain(`<html lang="${lang}">`);
    expect(html, path).toContain(title);
    expect(response.headers()['content-security-policy']).toBe(generatedPolicy());
    expect(response.headers()['cache-control']).toBe('no-cache');
  }
});

/**
 * Cloudflare sends its 404 page with `public, max-age=0, must-revalidate` whatever
 * `_headers` says for other paths; like nginx's `no-cache`, it is checked before reuse.
 */
const revalidates = (value: string | undefined) =>
  value === 'public, max-age=0, must-revalidate' ? 'no-cache' : value;

test('the local runtime (npm run serve, as Cloudflare serves dist) answers as nginx does', async ({
  request,
  baseURL,
}) => {
  const html = await (await request.get(url('/'))).text();
  const asset = html.match(/src="(\/assets\/[^"]+)"/)?.[1];
  const compared = [
    'content-security-policy',
    'cache-control',
    'referrer-policy',
    'x-content-type-options',
    'permissions-policy',
    'x-frame-options',
    'cross-origin-opener-policy',
    'x-robots-tag',
  ];
  for (const path of [
    '/',
    '/services',
    '/services/',
    '/es',
    '/es/services',
    '/es/no-such-page',
    '/icons/icon-192.png',
    '/robots.txt',
    asset!,
    '/no-such-page',
    '/_headers',
    '/admin',
  ]) {
    const [local, deployed] = await Promise.all([
      request.get(`${baseURL}${path}`),
      request.get(url(path)),
    ]);
    expect(local.status(), path).toBe(deployed.status());
    for (const name of compared) {
      const [localValue, deployedValue] = [local.headers()[name], deployed.headers()[name]];
      expect(
        name === 'cache-control' ? revalidates(localValue) : localValue,
        `${path} ${name}`,
      ).toBe(deployedValue);
    }
  }
});

for (const { path } of [...routes, { path: '/no-such-page' }]) {
  test(`${path} loads and hydrates with no CSP violation`, async ({ page }) => {
    const violations = await watchCspViolations(page);
    await page.goto(url(path), { waitUntil: 'networkidle' });
    await scrollThrough(page);
    expect(await violations()).toEqual([]);
  });
}
