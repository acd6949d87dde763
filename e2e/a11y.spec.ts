import { expect, test } from '@playwright/test';
import { notFoundRoute, routes } from '../src/app/routes';
import { axeViolations, scrollThrough } from './pageChecks';
import { gotoReady } from './support';

for (const [width, colorScheme] of [390, 1280].flatMap((width) => (['light', 'dark'] as const).map((scheme) => [width, scheme] as const))) {
  test.describe(`at ${width} px, ${colorScheme}`, () => {
    test.use({ viewport: { width, height: 800 }, colorScheme });

    for (const { path } of [...routes, { path: '/no-such-page' }]) {
      test(`${path === '/no-such-page' ? notFoundRoute.title : path} has no accessibility violations`, async ({ page }) => {
        await page.goto(path, { waitUntil: 'networkidle' });
        await scrollThrough(page);
        expect(await axeViolations(page)).toEqual([]);
      });
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
