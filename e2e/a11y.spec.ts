import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, test, type Page } from '@playwright/test';
import type { AxeResults } from 'axe-core';
import { notFoundRoute, routes } from '../src/app/routes';
import { scrollThrough } from './pageChecks';
import { gotoReady } from './support';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
/** WCAG 2.2 A and AA (with the 2.0 and 2.1 rules they build on) and axe's best practices. */
const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa', 'best-practice'];

/** Runs axe on the page as it now is; returns its violations, one readable line per element. */
async function axeViolations(page: Page): Promise<string[]> {
  // Evaluated through the browser's devtools protocol, so the page's CSP does not block it.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  // Let finite transitions (fades, slides) settle, so colours are measured at rest.
  await page.evaluate(() =>
    Promise.all(document.getAnimations().filter((animation) => animation.effect?.getTiming().iterations !== Infinity).map((animation) => animation.finished)),
  );
  const results = await page.evaluate(
    (runOnly) => (window as unknown as { axe: { run: (context: Document, options: object) => Promise<AxeResults> } }).axe.run(document, { runOnly }),
    { type: 'tag', values: tags },
  );
  return results.violations.flatMap(({ id, help, nodes }) => nodes.map(({ target }) => `${id} (${help}): ${target.join(' ')}`));
}

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
