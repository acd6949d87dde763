import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { installIntersectionObserver } from './mocks/intersectionObserver';
import { installMatchMedia } from './mocks/matchMedia';

// Files marked `@vitest-environment node` (prerender tests) have no window to fake.
const hasWindow = typeof window !== 'undefined';

beforeEach(() => {
  if (!hasWindow) return;
  installMatchMedia();
  installIntersectionObserver();
  // jsdom does not implement scrolling; tests that care replace this.
  window.scrollTo = () => {};
});

afterEach(() => {
  if (hasWindow) cleanup();
});
