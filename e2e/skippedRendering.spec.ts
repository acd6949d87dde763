import { expect, test, type Page } from '@playwright/test';
import type * as Routes from '../src/app/routes';
import { gotoReady } from './support';
import { siteModule } from './siteModules';

const { notFoundRoute, routes } = await siteModule<typeof Routes>('/src/app/routes.ts');

// A section that skips its rendering while off screen (content-visibility: auto) also clips
// what it paints to its own box: anything of it that reaches outside is cut off on screen.

/**
 * Each element of such a section that shows beyond the section's box: where and by how
 * much. Each section is measured in view, as a visitor sees it: off screen its size is
 * the one it last rendered at, or a placeholder.
 */
const drawnOutside = (page: Page) =>
  page.evaluate(async () => {
    const frame = () => new Promise((next) => requestAnimationFrame(next));
    const clips = (element: Element) =>
      getComputedStyle(element).overflowX !== 'visible' ||
      getComputedStyle(element).overflowY !== 'visible';
    const problems: string[] = [];
    for (const section of document.querySelectorAll('*')) {
      if (getComputedStyle(section).contentVisibility !== 'auto') continue;
      section.scrollIntoView({ block: 'start', behavior: 'instant' });
      await frame();
      await frame();
      const bounds = section.getBoundingClientRect();
      for (const element of section.querySelectorAll('*')) {
        let { top, right, bottom, left } = element.getBoundingClientRect();
        // Placed beside the page on purpose (the forms' trap for robots): nobody sees it.
        if (right <= 0 || left >= document.documentElement.clientWidth) continue;
        // Only the part its own clipping containers let show (a carousel's hidden slides);
        // none of a visually hidden heading.
        for (
          let parent: Element | null = element;
          parent && parent !== section;
          parent = parent.parentElement
        ) {
          if (getComputedStyle(parent).clip !== 'auto') [right, bottom] = [left, top];
          if (parent === element || !clips(parent)) continue;
          const clip = parent.getBoundingClientRect();
          [top, right, bottom, left] = [
            Math.max(top, clip.top),
            Math.min(right, clip.right),
            Math.min(bottom, clip.bottom),
            Math.max(left, clip.left),
          ];
        }
        if (right - left <= 0 || bottom - top <= 0) continue;
        const beyond = Math.max(
          bounds.top - top,
          bottom - bounds.bottom,
          bounds.left - left,
          right - bounds.right,
        );
        if (beyond > 0.5)
          problems.push(
            `${element.tagName.toLowerCase()} "${element.textContent?.trim().slice(0, 30)}" by ${beyond.toFixed(1)} px`,
          );
      }
    }
    return problems;
  });

for (const { path } of [...routes, { path: '/no-such-page' }]) {
  test(`${path === '/no-such-page' ? notFoundRoute.title : path}: nothing in a section reaches outside it at 390, 900 and 1280 px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await gotoReady(page, path);
    for (const width of [390, 900, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      expect(await drawnOutside(page), `at ${width} px`).toEqual([]);
    }
  });
}
