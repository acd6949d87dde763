/// <reference types="vitest/jsdom" />
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { installDialog } from './mocks/dialog';
import { installIntersectionObserver } from './mocks/intersectionObserver';
import { installMatchMedia } from './mocks/matchMedia';

// findBy and waitFor wait for what a user would see, however slow a busy machine is to
// import a page's chunk; the limit only catches what never comes.
configure({ asyncUtilTimeout: 10_000 });

// Files marked `@vitest-environment node` (prerender tests) have no window to fake.
const hasWindow = typeof window !== 'undefined';

// Node 22 and later have Web Storage globals of their own, which Vitest leaves in place of
// jsdom's (on Node 26 `localStorage` is undefined without --localstorage-file): the code
// under test runs in a page, so it gets the page's storage.
if (hasWindow) {
  for (const name of ['localStorage', 'sessionStorage'] as const) {
    Object.defineProperty(globalThis, name, { value: jsdom.window[name], configurable: true });
  }
}

beforeEach(() => {
  if (!hasWindow) return;
  installMatchMedia();
  installIntersectionObserver();
  installDialog();
  // jsdom does not implement scrolling; tests that care replace this.
  window.scrollTo = () => {};
});

afterEach(() => {
  if (hasWindow) cleanup();
});
