/** What a visitor reads when a page's code could not be loaded, even after a reload. */
export const pageLoadFailure = {
  /** Client navigation failed: the page's own content is missing. */
  navigation: 'This page could not be loaded. Please check your connection and try again.',
  /** The first page's code failed: its content is all there, its interactive parts are not. */
  interactive: 'Part of this page could not be loaded, so menus and forms may not work.',
  reload: 'Reload the page',
} as const;

/** Said in place of one section that failed to render, before the company phone number. */
export const sectionFailure = 'This part of the page could not be shown. Please reload the page, or contact us on';
