/**
 * The specification's layout sizes (SPEC §9), as plain numbers: the styles build on them,
 * and code that measures the page (scroll offsets) reads the same values.
 */
import { breakpoints } from './breakpoints';

/** At this width and below, the header's links collapse into the menu button. */
export const menuCollapseWidth = breakpoints.lg;
export const drawerWidthPx = 300;
/**
 * Narrower than this (many Android phones are 360 px wide, the smallest 320), the header's
 * logo leaves out "IT Solutions", so the language switcher and the menu button keep their
 * size and the page's gutter beside it.
 */
export const fullLogoMinWidth = 375;
export const headerHeightPx = 100;
/** The hero's minimum height on desktop. */
export const heroMinHeightPx = 430;
/** The office map on the contact page is this tall. */
export const mapHeightPx = 500;
/** Services page grid: one card per row below the medium breakpoint, three on wide screens. */
export const serviceGridColumns = { xs: 1, md: 2, lg: 3 } as const;
