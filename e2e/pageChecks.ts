import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';
import type { AxeResults } from 'axe-core';
import { renderEveryPart } from '../scripts/pageRendering.mjs';

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
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective}: ${event.blockedURI}`),
    );
  });
  return async () => [
    ...messages,
    ...(await page.evaluate(
      () => (window as unknown as { cspViolations: string[] }).cspViolations,
    )),
  ];
}

/**
 * Scrolls to the bottom half a screen at a time, so lazy content appears,
 * then back to the top. Each position gets two frames. The walk always ends: a frame the
 * headless compositor never schedules is given up after a quarter second, and the step is
 * never zero (one walk on /case-studies once outlasted its test's 30 s, cause not found).
 */
export async function scrollThrough(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const frame = () =>
      new Promise((next) => {
        requestAnimationFrame(next);
        setTimeout(next, 250);
      });
    const step = Math.max(window.innerHeight / 2, 100);
    for (let y = 0; y < document.documentElement.scrollHeight; y += step) {
      window.scrollTo({ top: y, behavior: 'instant' });
      await frame();
      await frame();
    }
    window.scrollTo({ top: 0, behavior: 'instant' });
    await frame();
  });
}

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);
/** WCAG 2.2 A and AA (with the 2.0 and 2.1 rules they build on) and axe's best practices. */
const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa', 'best-practice'];

/** Runs axe on the page as it now is; returns its violations, one readable line per element. */
export async function axeViolations(page: Page): Promise<string[]> {
  // Evaluated through the browser's devtools protocol, so the page's CSP does not block it.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  await renderEveryPart(page);
  // Let finite transitions (fades, slides) settle, so colours are measured at rest.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished),
    ),
  );
  // Violations alone are gathered in full: axe then skips describing every passing element, half
  // its time.
  const results = await page.evaluate(
    (runOnly) =>
      (
        window as unknown as {
          axe: { run: (context: Document, options: object) => Promise<AxeResults> };
        }
      ).axe.run(document, { runOnly, resultTypes: ['violations'] }),
    { type: 'tag', values: tags },
  );
  return results.violations.flatMap(({ id, help, nodes }) =>
    nodes.map(({ target }) => `${id} (${help}): ${target.join(' ')}`),
  );
}

/** Shows a state at each width and checks it with axe in light and dark, and for sideways scrolling. */
export async function checkBothWidths(page: Page, show: () => Promise<void>) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await show();
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      expect(await axeViolations(page), `at ${width} px, ${colorScheme}`).toEqual([]);
    }
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth),
      `no sideways scroll at ${width} px`,
    ).toBeLessThanOrEqual(width);
  }
}
