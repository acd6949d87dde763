import { reducedMotion } from '../styles/breakpoints';
import { useMediaQuery } from './useMediaQuery';

/** True when the visitor asked the system for reduced motion; false during prerender. */
export const usePrefersReducedMotion = (): boolean => useMediaQuery(reducedMotion);
