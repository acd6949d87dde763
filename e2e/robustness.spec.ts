import { expect, test, type Page } from '@playwright/test';
import { lazyChunkTimeoutMs } from '../src/app/loading/chunkRecovery';
import { loadContent } from '../src/content/build/read';
import type * as Routes from '../src/app/routes';
import { gotoReady, waitForHydration } from './support';
import { siteModule } from './siteModules';

const { pageLoadFailure } = loadContent('interface.yaml', 'en');
const { routes } = await siteModule<typeof Routes>('/src/app/routes.ts');

const servicesChunk = /\/assets\/ServicesPage-[^/]+\.js$/;
const aboutChunk = /\/assets\/AboutPage-[^/]+\.js$/;

/** Counts the document loads of `path`: each reload is one more. */
function countDocumentLoads(page: Page, path: string): () => number {
  let loads = 0;
  page.on('request', (request) => {
    if (request.isNavigationRequest() && new URL(request.url()).pathname === path) loads += 1;
  });
  return () => loads;
}

test.describe('a page chunk that fails to load', () => {
  test('reloads once, then says so with a reload link, keeping the prerendered page', async ({
    page,
  }) => {
    await page.route(servicesChunk, (route) => route.abort());
    const loads = countDocumentLoads(page, '/services');
    await gotoReady(page, '/');
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Services' })
      .click();
    const alert = page.getByRole('alert').filter({ hasText: pageLoadFailure.interactive });
    await expect(alert).toBeVisible();
    await expect(alert).toBeInViewport();
    await expect(alert.getByRole('link', { name: pageLoadFailure.reload })).toHaveAttribute(
      'href',
      '/services',
    );
    await expect(page.getByRole('heading', { level: 1, name: 'Services' })).toBeVisible();
    expect(loads()).toBe(1);
  });

  test('after the one reload a tab may make, says so in place of the page instead of reloading again', async ({
    page,
  }) => {
    await page.route(servicesChunk, (route) => route.abort());
    const loads = countDocumentLoads(page, '/services');
    await gotoReady(page, '/');
    await page.evaluate(() =>
      sessionStorage.setItem('vantix:page-chunk-reloaded', String(Date.now())),
    );
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Services' })
      .click();
    const alert = page
      .getByRole('main')
      .getByRole('alert')
      .filter({ hasText: pageLoadFailure.navigation });
    await expect(alert).toBeVisible();
    await expect(alert.getByRole('link', { name: pageLoadFailure.reload })).toHaveAttribute(
      'href',
      '/services',
    );
    await expect(page.getByRole('heading', { level: 1, name: 'Services' })).toBeVisible();
    expect(loads()).toBe(0);
  });

  test('recovers by itself when the reload brings the chunk (a stale deploy or dropped connection)', async ({
    page,
  }) => {
    let failures = 0;
    await page.route(servicesChunk, (route) =>
      failures++ === 0 ? route.abort() : route.continue(),
    );
    await gotoReady(page, '/');
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Services' })
      .click();
    await expect(page).toHaveURL(/\/services$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Services' })).toBeVisible();
    // The reloaded page shows its heading before its scripts run: a click then would be the
    // browser's own navigation, before the chunk was asked for again.
    await waitForHydration(page);
    // Hydrated: client navigation works again, and nothing is reported.
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'About us' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'About us' })).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: pageLoadFailure.reload })).toHaveCount(
      0,
    );
    expect(failures).toBe(2);
  });
});

test.describe('what a page needs to go live, held unanswered (a stalled connection)', () => {
  // The notice is the app's code's to show: without that code the page stays as its HTML, which
  // works.
  const stalled = [
    { what: 'its chunk', file: aboutChunk, notice: 1 },
    { what: 'the whole stylesheet', file: /\/assets\/style-[^/]+\.css$/, notice: 1 },
    { what: "the app's code", file: /\/assets\/hydrate-[^/]+\.js$/, notice: 0 },
  ];
  for (const { what, file, notice } of stalled) {
    test(`counts as failed when ${what} has not arrived after ${lazyChunkTimeoutMs / 1000} s: one reload, then ${notice ? 'a notice' : 'the page as it is'}`, async ({
      page,
    }) => {
      await page.clock.install();
      await page.route(file, () => {});
      const loads = countDocumentLoads(page, '/about');
      // The wait starts with the request, after the page has loaded: only then does
      // moving the clock on count against it.
      let requested = page.waitForRequest(file);
      await page.goto('/about');
      await requested;
      await page.clock.runFor(lazyChunkTimeoutMs - 1_000);
      expect(loads()).toBe(1);
      requested = page.waitForRequest(file);
      await page.clock.runFor(1_000);
      await requested;
      expect(loads()).toBe(2);
      await page.clock.runFor(lazyChunkTimeoutMs);
      await expect(
        page.getByRole('alert').filter({ hasText: pageLoadFailure.interactive }),
      ).toHaveCount(notice);
      await expect(page.getByRole('heading', { level: 1, name: 'About us' })).toBeVisible();
      expect(loads()).toBe(2);
    });
  }
});

test.describe('web fonts that never arrive', () => {
  test('do not keep the page from going live: it hydrates, styled by the whole stylesheet, in the fallback faces', async ({
    page,
  }) => {
    // Held, never answered: a stalled connection rather than a refused one.
    await page.route(/\.woff2$/, () => {});
    await gotoReady(page, '/contact');
    await expect(
      page.locator('style'),
      "the page's own rules gave way to the whole stylesheet",
    ).toHaveCount(0);
    expect(
      await page.evaluate(
        () => [...document.fonts].filter((face) => face.family === 'Barlow').length,
      ),
    ).toBe(0);
  });
});

test.describe('with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false });

  test('every page shows its content and the navigation leads to every other page', async ({
    page,
  }) => {
    for (const { path, heading, title } of routes) {
      await page.goto(path);
      await expect(page).toHaveTitle(title);
      if (heading)
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      else await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const nav = page.getByRole('navigation', { name: 'Main' });
      await expect(nav).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
    }
    await page.goto('/');
    for (const name of ['Services', 'About us', 'Contact us', 'Home']) {
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name }).click();
      await expect(
        page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name }),
      ).toHaveAttribute('aria-current', 'page');
    }
  });
});

test.describe('broken images', () => {
  test('show their alt text in the space their width and height reserve, scaled down to fit', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.route(/\.(png|jpe?g|webp|avif|svg)$/, (route) => route.abort());
    // Hydrated first: React would replace markup it did not render.
    await gotoReady(page, '/');
    await page
      .locator('main')
      .evaluate((main) =>
        main.insertAdjacentHTML(
          'afterbegin',
          '<img id="probe" src="/no-such-image.png" alt="Our office in Plano" width="640" height="360">',
        ),
      );
    const probe = page.locator('#probe');
    await expect.poll(() => probe.evaluate((img: HTMLImageElement) => img.complete)).toBe(true);
    const box = await probe.boundingBox();
    expect(box?.width).toBe(390);
    expect(box?.height).toBeCloseTo((390 * 360) / 640, 0);
  });

  for (const { path } of routes) {
    test(`keep the layout of ${path}`, async ({ page }) => {
      await page.goto(path);
      const boxes = () =>
        page
          .locator('img')
          .evaluateAll((images) =>
            images.map((img) => [img.getAttribute('alt'), img.getBoundingClientRect().height]),
          );
      const loaded = await boxes();
      await page.route(/\.(png|jpe?g|webp|avif|svg)$/, (route) => route.abort());
      await page.reload();
      expect(await boxes()).toEqual(loaded);
      for (const [alt] of loaded) expect(alt).not.toBeNull();
    });
  }
});
