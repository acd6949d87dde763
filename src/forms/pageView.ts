// What one page view's beacon carries, as the receiver (worker/traffic/beacon.ts) reads it: the
// page, where a landing came from, the page's language and a coarse device class. Nothing in it
// tells one visitor from another.
import type { Locale } from '../content/locale';
import type { VisitSource } from './visitSource';
import { breakpoints } from '../styles/breakpoints';

export const devices = ['phone', 'tablet', 'desktop'] as const;
export type Device = (typeof devices)[number];

export type PageView = Omit<VisitSource, 'landing'> & {
  /** The route's language-neutral path, as the route table names it. */
  path: string;
  language: Locale;
  device: Device;
};

/** A phone below the theme's small breakpoint, a desktop from the width the header shows its links at. */
export const deviceOf = (viewportWidth: number): Device =>
  viewportWidth < breakpoints.sm ? 'phone' : viewportWidth < breakpoints.lg ? 'tablet' : 'desktop';
