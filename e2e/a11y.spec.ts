import { expect, test } from '@playwright/test';
import { notFoundRoute, routes } from '../src/app/routes';
import { axeViolations, scrollThrough } from './pageChecks';
import { gotoReady } from './support';

// One visit per page, checked in each theme at each width: a theme or a width changes only
// styles and layout, so the page need not be loaded and scrolled through four times.
for (const { path } of [...routes, { path: '/no-such-page' }]) {
  test(`${path === '/no-such-page' ? notFoundRoute.title : path} has no accessibility violations at 390 and 1280 px, light and dark`, async ({ page }) => {
    // Four checks of a whole page in one test.
    test.slow();
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto(path, { waitUntil: 'networkidle' });
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

for (const colorScheme of ['light', 'dark'] as const) {
  test(`the open menu has no accessibility violations (${colorScheme})`, async ({ page }) => {
    await page.emulateMedia({ colorScheme });
    await page.setViewportSize({ width: 390, height: 800 });
    await gotoReady(page, '/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
}
