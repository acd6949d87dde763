// The visitor's choice of theme: the system's (the default), light or dark. It is kept in
// localStorage and shown as an attribute on <html>, which the stylesheet keys the dark
// values on (theme.css.ts). A small script in every page's <head> applies it before the
// first paint and runs the theme controls, so they work before the app is live.

export const themeChoices = ['system', 'light', 'dark'] as const;
export type ThemeChoice = (typeof themeChoices)[number];

/** On <html>: `light` or `dark` when the visitor chose one; absent for the system's. */
export const themeAttribute = 'data-theme';
/** Marks the <select>s that choose the theme (the header's and the menu's). */
export const themeControlAttribute = 'data-theme-control';
const storageKey = 'theme';

export const darkScheme = '(prefers-color-scheme: dark)';

type ThemeScriptOptions = { storageKey: string; attribute: string; control: string };

/**
 * Serialised into the page's <head> (`themeScript`), so it stays self-contained: no
 * imports, no closures over module values. Storage can be refused (private modes,
 * blocked cookies); the theme then lasts for the page.
 */
function runThemeChoice({ storageKey: key, attribute, control }: ThemeScriptOptions) {
  const root = document.documentElement;
  const show = (choice: string | null) => {
    if (choice === 'light' || choice === 'dark') root.setAttribute(attribute, choice);
    else root.removeAttribute(attribute);
    const current = root.getAttribute(attribute) ?? 'system';
    for (const select of document.querySelectorAll<HTMLSelectElement>(`select[${control}]`))
      select.value = current;
  };
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(key);
  } catch {}
  show(stored);
  // The controls are parsed after this runs: they show the stored choice as soon as the
  // page is parsed, before the deferred scripts (DOMContentLoaded waits for those).
  document.addEventListener('readystatechange', () => show(root.getAttribute(attribute)), {
    once: true,
  });
  // On `input` (a select fires it just before `change`), in the capture phase: the choice is
  // in force before the app sees the event. Picked while the app hydrates, the app's own
  // listener finishes hydrating at once, and the control then shows the choice in force.
  const choose = (event: Event) => {
    const select = event.target;
    if (!(select instanceof HTMLSelectElement) || !select.hasAttribute(control)) return;
    show(select.value);
    try {
      if (select.value === 'light' || select.value === 'dark')
        localStorage.setItem(key, select.value);
      else localStorage.removeItem(key);
    } catch {}
  };
  document.addEventListener('input', choose, true);
}

/** The <head> script's source: inline, allowed by its hash in the CSP, so it costs no request. */
export const themeScript = `(${runThemeChoice.toString()})(${JSON.stringify({ storageKey, attribute: themeAttribute, control: themeControlAttribute })})`;

/** The choice shown now, for a control mounted after the page loaded. */
export const currentThemeChoice = (root: HTMLElement): ThemeChoice => {
  const value = root.getAttribute(themeAttribute);
  return value === 'light' || value === 'dark' ? value : 'system';
};
