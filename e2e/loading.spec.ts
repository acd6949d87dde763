import { expect, test, type Page } from '@playwright/test';
import { gotoReady } from './support';

/** The resources the page fetched, with whether each started before its load event. */
const resourceTimings = (page: Page) =>
  page.evaluate(() => {
    const [navigation] = performance.getEntriesByType(
      'navigation',
    ) as PerformanceNavigationTiming[];
    return performance.getEntriesByType('resource').map(({ name, startTime }) => ({
      path: new URL(name).pathname,
      beforeLoad: startTime < (navigation?.loadEventStart ?? 0),
    }));
  });

test.describe('the first load', () => {
  for (const path of ['/', '/contact']) {
    test(`${path} paints from its HTML: React, the page chunk and the web fonts come after the load event`, async ({
      page,
    }) => {
      await gotoReady(page, path);
      // The boot script adds the web fonts some time after the load event: wait until they are
      // asked for.
      const fetched = async () => (await resourceTimings(page)).map(({ path: file }) => file);
      await expect.poll(fetched).toContainEqual(expect.stringMatching(/^\/assets\/barlow-400-/));
      const resources = await resourceTimings(page);
      const early = resources.filter(({ beforeLoad }) => beforeLoad).map(({ path: file }) => file);
      // Before load: the boot script, the hero image, icons and the manifest.
      expect(
        early
          .filter((file) => file.endsWith('.js'))
          .map((file) => file.replace(/-[\w-]+\.js$/, '')),
      ).toEqual(['/assets/boot']);
      expect(early.filter((file) => file.endsWith('.woff2'))).toEqual([]);
      const late = resources.filter(({ beforeLoad }) => !beforeLoad).map(({ path: file }) => file);
      expect(late).toEqual(
        expect.arrayContaining([
          expect.stringMatching(/^\/assets\/framework-/),
          expect.stringMatching(/^\/assets\/barlow-400-/),
        ]),
      );
    });
  }

  test('a page brings the rules of its own markup; the whole stylesheet follows its load event and styles the next page alike', async ({
    page,
    request,
  }) => {
    const html = await (await request.get('/thank-you')).text();
    const [, file, ownRules] =
      html.match(/<style data-stylesheet="(\/assets\/[^"]+\.css)">([\s\S]*?)<\/style>/) ?? [];
    const whole = await (await request.get(file!)).text();
    expect(ownRules!.length).toBeLessThan(whole.length / 2);

    await gotoReady(page, '/thank-you');
    expect((await resourceTimings(page)).filter(({ path }) => path === file)).toEqual([
      { path: file, beforeLoad: false },
    ]);
    await expect(page.locator('style[data-stylesheet]')).toHaveCount(0);

    // What the home page's sections and their main parts look like, reached by a link and loaded
    // afresh.
    const looks = () =>
      page.locator('main').evaluate((main) =>
        [...main.querySelectorAll('section, h1, h2, p, .carousel-track, details, blockquote')].map(
          (element) => {
            const style = getComputedStyle(element);
            return [
              'display',
              'position',
              'font-size',
              'padding-top',
              'margin-top',
              'grid-template-columns',
              'background-color',
              'color',
            ]
              .map((name) => style.getPropertyValue(name))
              .join(' ');
          },
        ),
      );
    await page.locator('header a[href="/"]').first().click();
    await expect(page).toHaveURL('/');
    await expect(page.locator('main .carousel-track').first()).toBeAttached();
    const navigated = await looks();
    await gotoReady(page, '/');
    expect(navigated).toEqual(await looks());
  });

  for (const path of ['/', '/es/about']) {
    test(`${path} names its largest image for preloading in its response, the very file the page shows`, async ({
      request,
    }) => {
      const response = await request.get(path);
      const [, preloaded] =
        response.headers().link?.match(/^<([^>]+)>; rel=preload; as=image; fetchpriority=high$/) ??
        [];
      const html = await response.text();
      expect(html).toContain(`src="${preloaded}"`);
      expect(html.match(new RegExp(`<img[^>]*src="${preloaded}"[^>]*>`))?.[0]).toContain(
        'fetchPriority="high"',
      );
    });
  }

  test('the text is set in Barlow once the page has loaded, body and headings', async ({
    page,
  }) => {
    await gotoReady(page, '/about');
    const loaded = await page.evaluate(async () => {
      await document.fonts.ready;
      return [...document.fonts]
        .filter((face) => face.family === 'Barlow' && face.status === 'loaded')
        .map((face) => face.weight);
    });
    expect(loaded).toEqual(expect.arrayContaining(['400', '700']));
  });

  test('the web fonts and the whole stylesheet take effect in one task, so the page restyles and relays out once for both', async ({
    page,
  }) => {
    // The app's code held until the page's own rules have left, as when the fonts come before it
    // (faces still on their way when the code is ready come on their own: robustness.spec.ts).
    await page.route(/\/assets\/hydrate-[^/]+\.js$/, async (route) => {
      await page.waitForFunction(() => !document.querySelector('style'));
      await route.continue();
    });
    // Notes, as the page's own rules leave, whether the web fonts were added within the same task.
    await page.addInitScript(() => {
      const state = { fontsThisTask: false, atStylesheet: null as boolean | null };
      Object.assign(window, { stylesheetAndFonts: state });
      const fontSet = Object.getPrototypeOf(document.fonts) as FontFaceSet;
      const add = fontSet.add;
      fontSet.add = function (face) {
        state.fontsThisTask = true;
        setTimeout(() => (state.fontsThisTask = false));
        return add.call(this, face);
      };
      new MutationObserver((records) => {
        if (
          records.some(({ removedNodes }) =>
            [...removedNodes].some((node) => node instanceof HTMLStyleElement),
          )
        )
          state.atStylesheet ??= state.fontsThisTask;
      }).observe(document, { childList: true, subtree: true });
    });
    await gotoReady(page, '/');
    expect(
      await page.evaluate(
        () =>
          (window as unknown as { stylesheetAndFonts: { atStylesheet: boolean } })
            .stylesheetAndFonts.atStylesheet,
      ),
    ).toBe(true);
  });

  test('without JavaScript the same faces come from the page’s CSS', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const fonts: string[] = [];
    page.on('requestfinished', (request) => {
      if (request.url().endsWith('.woff2')) fonts.push(new URL(request.url()).pathname);
    });
    await page.goto('/about', { waitUntil: 'networkidle' });
    expect(fonts).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^\/assets\/barlow-400-/),
        expect.stringMatching(/^\/assets\/barlow-700-/),
      ]),
    );
    await context.close();
  });
});
