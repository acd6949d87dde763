import { expect, test } from '@playwright/test';
import type * as Routes from '../src/app/routes';
import { loadContent } from '../src/content/build/read';
import { localePath, locales } from '../src/content/locale';
import { axeViolations, scrollThrough } from './pageChecks';
import { gotoReady } from './support';
import { siteModule } from './siteModules';

const { notFoundRoute, routes } = await siteModule<typeof Routes>('/src/app/routes.ts');

const unknownPath = '/no-such-page';

// One visit per page of each language, checked in each theme at each width: a theme or a
// width changes only styles and layout, so the page need not be loaded and scrolled
// through four times.
for (const locale of locales) {
  for (const { path } of [...routes, { path: unknownPath }]) {
    const address = localePath(path, locale);
    const name = path === unknownPath ? `${notFoundRoute.title} (${locale})` : address;
    test(`${name} has no accessibility violations at 390 and 1280 px, light and dark`, async ({
      page,
    }) => {
      // Four checks of a whole page in one test.
      test.slow();
      await page.setViewportSize({ width: 390, height: 800 });
      await page.goto(address, { waitUntil: 'networkidle' });
      await scrollThrough(page);
      for (const width of [390, 1280]) {
        await page.setViewportSize({ width, height: 800 });
        for (const colorScheme of ['light', 'dark'] as const) {
          await page.emulateMedia({ colorScheme });
          expect(await axeViolations(page), `at ${width} px, ${colorScheme}`).toEqual([]);
        }
      }
    });
  }

  const chrome = loadContent('chrome.yaml', locale);
  for (const colorScheme of ['light', 'dark'] as const) {
    test(`the open menu has no accessibility violations (${locale}, ${colorScheme})`, async ({
      page,
    }) => {
      await page.emulateMedia({ colorScheme });
      await page.setViewportSize({ width: 390, height: 800 });
      await gotoReady(page, localePath('/', locale));
      await page.getByRole('banner').getByRole('button', { name: chrome.openMenu }).click();
      await expect(page.getByRole('dialog', { name: chrome.menuTitle })).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });
  }
}
