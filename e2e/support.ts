import type { Page } from '@playwright/test';

/**
 * Opens a page and waits until React has taken over the prerendered HTML, so a
 * test's first click reaches a live component rather than inert markup.
 */
export async function gotoReady(page: Page, path: string) {
  const response = await page.goto(path);
  await page.waitForFunction(() => {
    const root = document.getElementById('root');
    return !!root && Object.keys(root).some((key) => key.startsWith('__reactContainer'));
  });
  return response;
}
