import { wholeStylesheetAttribute } from '../../styles/pageStylesheet.mjs';

/**
 * Loads the whole stylesheet the page's own rules (a `<style>` naming the file) were cut from:
 * other pages and states need the rest. Loaded for no media, it restyles nothing on arrival; it
 * resolves to the step that applies it in place of the page's copy, which the boot script takes
 * with the web fonts. Without that `<style>` (the development server's page) the step does nothing.
 */
export function loadWholeStylesheet(document: Document): Promise<() => void> {
  const pageRules = document.querySelector(`style[${wholeStylesheetAttribute}]`);
  if (!pageRules) return Promise.resolve(() => {});
  const href = pageRules.getAttribute(wholeStylesheetAttribute);
  const link = Object.assign(document.createElement('link'), {
    rel: 'stylesheet',
    media: 'not all',
    href,
  });
  // Right after the page's rules, so the cascade is theirs, and then the same whole.
  pageRules.after(link);
  return new Promise((resolve, reject) => {
    link.onload = () =>
      resolve(() => {
        link.removeAttribute('media');
        pageRules.remove();
      });
    link.onerror = () => reject(new Error(`The stylesheet ${href} could not load.`));
  });
}
