import { useHydrated } from './useHydrated';

/**
 * The current year. Renders the build year first so hydration matches the
 * prerendered HTML, then corrects itself if the page is read in a later year.
 */
export const useCurrentYear = (buildYear: number): number => (useHydrated() ? new Date().getFullYear() : buildYear);
