/** The sticky header appears once the page is scrolled past this share of the window height. */
export const stickyHeaderThreshold = 0.9;
/** It fades in and out over this long. */
export const stickyHeaderFadeMs = 400;
