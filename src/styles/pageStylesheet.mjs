// Shared by the prerender step and the boot script, so plain JavaScript.

/**
 * On the `<style>` of a prerendered page: the address of the whole stylesheet, of which
 * that `<style>` holds the rules the page's own markup can use.
 */
export const wholeStylesheetAttribute = 'data-stylesheet';
