import type { Locator, Page } from '@playwright/test';
import { waitForHydration } from './support';

/** One animation frame and the task after it. */
const frameMs = 20;

/**
 * The slides of a carousel region that are on screen inside its clipping viewport, by
 * geometry, with whether each is exposed (not aria-hidden): what a sighted visitor sees
 * and what assistive technology can reach must be the same slides.
 */
export function slidesShown(region: Locator) {
  return region.evaluate((root) => {
    const slides = [...root.querySelectorAll('[aria-roledescription="slide"]')];
    const viewport = slides[0]?.parentElement?.parentElement?.getBoundingClientRect();
    if (!viewport) return { seen: [], exposed: [] };
    const inside = (rect: DOMRect) =>
      rect.left >= viewport.left - 1 && rect.right <= viewport.right + 1;
    return {
      seen: slides
        .filter((slide) => inside(slide.getBoundingClientRect()))
        .map((slide) => slide.getAttribute('aria-label')),
      exposed: slides
        .filter((slide) => !slide.hasAttribute('aria-hidden'))
        .map((slide) => slide.getAttribute('aria-label')),
    };
  });
}

/** The name of the first slide in view, once the slide animation has settled. */
export const firstShown = async (region: Locator) => (await slidesShown(region)).seen[0];

/**
 * Opens `path` with the page's clock frozen from the start: its timers and animation
 * frames move only by `page.clock.runFor`, however busy the machine is.
 */
export async function gotoWithFrozenClock(page: Page, path: string) {
  const start = Date.now();
  await page.clock.install({ time: start });
  await page.clock.pauseAt(start + 1000);
  await page.goto(path);
  // The boot script starts the app after the frame that follows the load event.
  await page.clock.runFor(frameMs);
  await waitForHydration(page);
}

/**
 * Scrolls a region to the middle of the window: on screen for its observer, and its
 * controls clear of the pinned header (a click on a covered button scrolls the page).
 */
export const centre = (region: Locator) =>
  region.evaluate((element) => element.scrollIntoView({ block: 'center' }));
