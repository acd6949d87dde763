import type { Page } from '@playwright/test';

/**
 * Collects what the browser reports about the Content-Security-Policy on a page:
 * console messages and `securitypolicyviolation` events. Call before `goto`.
 */
export async function watchCspViolations(page: Page): Promise<() => Promise<string[]>> {
  const messages: string[] = [];
  page.on('console', (message) => {
    if (/content security policy/i.test(message.text())) messages.push(message.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { cspViolations: seen });
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective}: ${event.blockedURI}`));
  });
  return async () => [...messages, ...(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations))];
}

/** Scrolls to the bottom a screen at a time, so lazy and on-scroll content appears, then back to the top. */
export async function scrollThrough(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const frame = () => new Promise((next) => requestAnimationFrame(next));
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo({ top: y, behavior: 'instant' });
      await frame();
      await frame();
    }
    window.scrollTo({ top: 0, behavior: 'instant' });
    await frame();
  });
}
