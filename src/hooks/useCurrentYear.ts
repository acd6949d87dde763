import { useEffect, useState } from 'react';

/**
 * The current year. Renders the build year first so hydration matches the
 * prerendered HTML, then corrects itself if the page is read in a later year.
 */
export function useCurrentYear(buildYear: number): number {
  const [year, setYear] = useState(buildYear);
  useEffect(() => setYear(new Date().getFullYear()), []);
  return year;
}
