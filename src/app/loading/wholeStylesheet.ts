import { wholeStylesheetAttribute } from '../../styles/pageStylesheet.mjs';

/**
 * Loads the site's whole stylesheet before hydration: the prerendered page carries only its own
 * markup's rules (a `<style>` naming the whole file), other pages and states need the rest. Once
 * the file applies the page's copy goes, so every restyle matches each rule once. Resolves at once
 * without that `<style>` (the development server's page).
 */
export function loadWholeStylesheet(document: Document): Promise<void> {
  const pageRules = document.querySelector(`style[${wholeStylesheetAttribute}]`);
  if (!pageRules) return Promise.resolve();
  const href = pageRules.getAttribute(wholeStylesheetAttribute);
  const link = Object.assign(document.createElement('link'), { rel: 'stylesheet', href });
  // Right after the page's rules, so the cascade is theirs, and then the same whole.
  pageRules.after(link);
  return new Promise((resolve, reject) => {
    link.onload = () => {
      pageRules.remove();
      resolve();
    };
    link.onerror = () => reject(new Error(`The stylesheet ${href} could not load.`));
  });
}
