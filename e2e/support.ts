import type { Page } from '@playwright/test';

/**
 * Opens a page and waits until React has hydrated all of the prerendered HTML,
 * deferred parts included, so a test's first click reaches a live component rather
 * than inert markup. (React marks each element it hydrates with a fiber key.)
 */
export async function gotoReady(page: Page, path: string) {
  const response = await page.goto(path);
  await waitForHydration(page);
  return response;
}

/**
 * Waits until React has hydrated all of the prerendered HTML (see `gotoReady`). Parts
 * that load on approach are fetched as for a visitor who starts to scroll: one pixel
 * down, and back once everything is live.
 */
export async function waitForHydration(page: Page) {
  await page.evaluate(() => window.scrollBy(0, 1));
  await page.waitForFunction(() => {
    const root = document.getElementById('root');
    const live = (element: Element) => Object.keys(element).some((key) => key.startsWith('__reactFiber'));
    return !!root && Object.keys(root).some((key) => key.startsWith('__reactContainer')) && [...root.querySelectorAll('*')].every(live);
  });
  await page.evaluate(() => window.scrollTo(0, 0));
}
