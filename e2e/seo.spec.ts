import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import { mapOrigin } from '../src/addresses.mjs';
import type * as Routes from '../src/app/routes';
import { localePath, locales } from '../src/content/locale';
import type * as Seo from '../src/app/seo';
import type * as Site from '../src/content/site';
import { gotoReady } from './support';
import { siteModule } from './siteModules';

const { indexedRoutes, notFoundRoute, routes } =
  await siteModule<typeof Routes>('/src/app/routes.ts');
const { seo, shareCardPath, siteUrl } = await siteModule<typeof Seo>('/src/app/seo.ts');
const { site } = await siteModule<typeof Site>('/src/content/site.ts');

const dist = resolve(import.meta.dirname, '..', 'dist');
// The site's pages; the content manager's page (admin/) has a policy of its own
// (e2e/cms.spec.ts).
const prerenderedPages = readdirSync(dist, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.html') && !file.startsWith('admin/'))
  .map((file) => ({ file, html: readFileSync(join(dist, file), 'utf8') }));

/** A PNG's pixel size, from its IHDR chunk. */
function pngSize(bytes: Buffer) {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

test.describe('head tags', () => {
  for (const route of routes) {
    test(`${route.path} has its title, description, canonical URL, share card and structured data`, async ({
      page,
    }) => {
      await page.goto(route.path);
      const head = page.locator('head');
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await expect(page).toHaveTitle(route.title);
      await expect(head.locator('meta[name="description"]')).toHaveAttribute(
        'content',
        route.description,
      );
      await expect(head.locator('link[rel="canonical"]')).toHaveAttribute(
        'href',
        `${siteUrl}${route.path}`,
      );
      await expect(head.locator('meta[property="og:title"]')).toHaveAttribute(
        'content',
        route.title,
      );
      await expect(head.locator('meta[property="og:image"]')).toHaveAttribute(
        'content',
        `${siteUrl}${seo.shareImage.path}`,
      );
      await expect(head.locator('meta[name="twitter:card"]')).toHaveAttribute(
        'content',
        'summary_large_image',
      );
      const types = await head
        .locator('script[type="application/ld+json"]')
        .evaluateAll((scripts) =>
          scripts.map((script) => JSON.parse(script.textContent ?? '')['@type']),
        );
      const expected =
        route.path === '/'
          ? ['ProfessionalService', 'WebPage']
          : route.published
            ? ['Article', 'WebPage', 'BreadcrumbList']
            : ['WebPage', 'BreadcrumbList'];
      expect(types).toEqual(expected);
    });
  }

  test('keep in step with client navigation', async ({ page }) => {
    await gotoReady(page, '/');
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Contact us' })
      .click();
    const contact = routes.find((route) => route.path === '/contact')!;
    await expect(page).toHaveTitle(contact.title);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${siteUrl}/contact`,
    );
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      contact.description,
    );
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute(
      'content',
      `${siteUrl}/contact`,
    );
  });

  test('the 404 page asks not to be indexed', async ({ page }) => {
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page).toHaveTitle(notFoundRoute.title);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
  });
});

test.describe('crawler and install files', () => {
  test('robots.txt points at a sitemap of every page but the 404, in every language', async ({
    request,
  }) => {
    expect(await (await request.get('/robots.txt')).text()).toContain(
      `Sitemap: ${siteUrl}/sitemap.xml`,
    );
    const sitemap = await (await request.get('/sitemap.xml')).text();
    const locations = [...sitemap.matchAll(/<loc>(.*?)<\/loc>/g)].map(([, loc]) => loc);
    expect(locations).toEqual(
      indexedRoutes.flatMap(({ path }) =>
        locales.map((locale) => `${siteUrl}${localePath(path, locale)}`),
      ),
    );
  });

  test('each language has its own share card, a 1200 x 630 PNG, which its pages name', async ({
    request,
  }) => {
    const files = new Set<string>();
    for (const locale of locales) {
      const card = localePath(shareCardPath, locale);
      const response = await request.get(card);
      expect(response.headers()['content-type'], card).toBe('image/png');
      const file = await response.body();
      expect(pngSize(file), card).toEqual({ width: 1200, height: 630 });
      files.add(file.toString('base64'));
      const page = await (await request.get(localePath('/services', locale))).text();
      expect(page).toContain(`<meta property="og:image" content="${siteUrl}${card}" />`);
    }
    // Drawn from each language's own words, so no two are the same file.
    expect(files.size).toBe(locales.length);
  });

  const drawsImage = (src: string) =>
    new Promise<boolean>((done) => {
      const image = new Image();
      image.onload = () => done(image.naturalWidth > 0);
      image.onerror = () => done(false);
      image.src = src;
    });

  test('the icons the head and manifest name exist at their stated sizes', async ({
    page,
    request,
  }) => {
    await page.goto('/');
    const iconLinks = await page
      .locator('link[rel="icon"], link[rel="apple-touch-icon"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')!));
    for (const href of iconLinks) {
      // An icon carried in the page as a data URL: the browser draws it.
      if (href.startsWith('data:')) expect(await page.evaluate(drawsImage, href), href).toBe(true);
      else expect((await request.get(href)).status(), href).toBe(200);
    }
    expect(pngSize(await (await request.get('/apple-touch-icon.png')).body())).toEqual({
      width: 180,
      height: 180,
    });

    const manifest = await (await request.get('/manifest.webmanifest')).json();
    expect(manifest).toMatchObject({
      name: site.name,
      theme_color: seo.themeColor,
      background_color: seo.backgroundColor,
    });
    for (const icon of manifest.icons.filter(
      ({ type }: { type: string }) => type === 'image/png',
    )) {
      const [width, height] = icon.sizes.split('x').map(Number);
      expect(pngSize(await (await request.get(icon.src)).body()), icon.src).toEqual({
        width,
        height,
      });
    }
  });
});

/** A policy's directives by name, each with its sources. */
const directives = (policy: string) =>
  new Map(
    policy
      .split('; ')
      .map((directive) => [directive.split(' ')[0]!, directive.split(' ').slice(1)] as const),
  );

test('every prerendered page carries the security policy in a meta tag ahead of any resource, allowing only its own inline style', () => {
  const header = directives(
    readFileSync(join(dist, '_headers'), 'utf8').match(/Content-Security-Policy: (.*)/)![1]!,
  );
  header.delete('frame-ancestors');
  for (const { file, html } of prerenderedPages) {
    const head = html.slice(0, html.indexOf('</head>'));
    const meta = head.match(/<meta http-equiv="Content-Security-Policy" content="([^"]*)" \/>/);
    expect(meta!.index!, file).toBeLessThan(head.search(/<(?:link|script)\s/));
    const policy = directives(meta![1]!);
    const styles = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map(
      ([, css]) => `'sha256-${createHash('sha256').update(css!).digest('base64')}'`,
    );
    expect(policy.get('style-src'), file).toEqual(["'self'", ...styles.sort()]);
    // The header's policy, sent for every path, allows every page's styles; otherwise the two
    // agree.
    const others = (map: typeof header) =>
      [...map].filter(([name]) => !name.startsWith('style-src'));
    expect(others(policy), file).toEqual(others(header));
    expect(header.get('style-src'), file).toEqual(expect.arrayContaining(styles));
    expect(header.get('style-src-attr'), file).toEqual(
      expect.arrayContaining(policy.get('style-src-attr') ?? []),
    );
  }
});

test.describe('external links', () => {
  test('every prerendered link that opens a new tab is rel="noopener noreferrer"', () => {
    expect(prerenderedPages.length).toBe((routes.length + 1) * locales.length);
    let newTabLinks = 0;
    for (const { file, html } of prerenderedPages) {
      for (const [tag] of html.matchAll(/<a\s[^>]*>/g)) {
        if (!/\starget="_blank"/.test(tag)) continue;
        newTabLinks += 1;
        const rel = tag.match(/\srel="([^"]*)"/)?.[1]?.split(/\s+/) ?? [];
        expect(rel, `${file}: ${tag}`).toEqual(expect.arrayContaining(['noopener', 'noreferrer']));
      }
    }
    expect(newTabLinks).toBeGreaterThanOrEqual(site.social.length * prerenderedPages.length);
  });

  for (const { path } of routes) {
    test(`${path} opens no link in a new tab without noopener noreferrer, once interactive`, async ({
      page,
    }) => {
      await page.goto(path, { waitUntil: 'networkidle' });
      const unsafe = await page
        .locator('a[target="_blank"]')
        .evaluateAll((links) =>
          (links as HTMLAnchorElement[])
            .filter(
              (link) => !link.relList.contains('noopener') || !link.relList.contains('noreferrer'),
            )
            .map((link) => link.outerHTML),
        );
      expect(unsafe).toEqual([]);
    });
  }
});

test('the map frame is titled, sends no referrer and is sandboxed to what the map needs', async ({
  page,
}) => {
  await gotoReady(page, '/contact');
  await page.getByRole('heading', { name: 'Find Our Office' }).scrollIntoViewIfNeeded();
  const frames = page.locator('iframe');
  await expect(frames).toHaveCount(1);
  const map = frames.first();
  await expect(map).toHaveAttribute('title', /\S/);
  await expect(map).toHaveAttribute('referrerpolicy', 'no-referrer');
  expect(new URL((await map.getAttribute('src')) ?? '').origin).toBe(mapOrigin);
  // Scripts and its own origin to draw the map, popups for its "View larger map" link;
  // never forms or navigating this page.
  const sandbox = ((await map.getAttribute('sandbox')) ?? '').split(/\s+/);
  expect(sandbox).toEqual(expect.arrayContaining(['allow-scripts', 'allow-popups']));
  expect(
    sandbox.filter((token) => /same-origin|forms|top-navigation|modals|downloads/.test(token)),
  ).toEqual([]);
});
