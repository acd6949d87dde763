/**
 * The specification's behavioural and layout constants (SPEC §9), named once.
 * Styles and hooks import them from here; nothing else spells these numbers.
 */
import { breakpoints } from './styles/breakpoints';

/** At this width and below, the header's links collapse into the menu button. */
export const menuCollapseWidth = breakpoints.lg;
export const drawerWidthPx = 300;
export const headerHeightPx = 100;
/** The sticky header appears once the page is scrolled past this share of the window height. */
export const stickyHeaderThreshold = 0.9;
export const stickyHeaderFadeMs = 400;
