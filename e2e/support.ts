import type { Page } from '@playwright/test';

/**
 * Opens a page and waits until React has hydrated all of the prerendered HTML,
 * deferred parts included, so a test's first click reaches a live component rather
 * than inert markup.
 */
export async function gotoReady(page: Page, path: string) {
  const response = await page.goto(path);
  await waitForHydration(page);
  return response;
}

/**
 * Waits until the app says, on <html data-hydrated>, that the whole page is live (see
 * src/components/deferred/hydrationSignal.ts). Parts that load on approach are fetched as for a visitor
 * who starts to scroll: one pixel down, and back once everything is live. The pixel waits for
 * the app: made earlier, a reflow above it (the web fonts arriving) could take it back before
 * anything listened, leaving the parts further down waiting for an approach that never comes.
 */
export async function waitForHydration(page: Page) {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await page.evaluate(() => window.scrollBy(0, 1));
  await page.locator('html[data-hydrated="fully"]').waitFor({ state: 'attached' });
  await page.evaluate(() => window.scrollTo(0, 0));
}
