import type { Page } from '@playwright/test';

/**
 * Opens a page and waits until React has hydrated the prerendered HTML, so a test's first
 * click reaches a live component rather than inert markup.
 */
export async function gotoReady(page: Page, path: string) {
  const response = await page.goto(path);
  await waitForHydration(page);
  return response;
}

/** Waits until the app says, on <html data-hydrated>, that the page is live (src/app/Root.tsx). */
export async function waitForHydration(page: Page) {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}
