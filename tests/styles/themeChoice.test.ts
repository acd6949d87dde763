import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderHead } from '../../src/prerender/head';
import { routes } from '../../src/app/routes';
import {
  currentThemeChoice,
  themeAttribute,
  themeControlAttribute,
  themeScript,
} from '../../src/styles/themeChoice';

const root = document.documentElement;
const listeners: [
  string,
  EventListenerOrEventListenerObject,
  (boolean | AddEventListenerOptions)?,
][] = [];
/** Removes what an earlier run of the script added, as a new page would start without it. */
const removeListeners = () => {
  for (const [type, listener, options] of listeners.splice(0))
    document.removeEventListener(type, listener, options);
};

/** Runs the <head> script as the page does, from the text the prerender writes. */
function runHeadScript() {
  const script = renderHead(routes[0]!).match(/<script>(.*?)<\/script>/s)?.[1];
  expect(script).toBe(themeScript);
  const add = document.addEventListener.bind(document);
  const spy = vi
    .spyOn(document, 'addEventListener')
    .mockImplementation(
      (
        type: string,
        listener: EventListenerOrEventListenerObject,
        options?: boolean | AddEventListenerOptions,
      ) => {
        listeners.push([type, listener, options]);
        add(type, listener, options);
      },
    );
  new Function(script!)();
  spy.mockRestore();
}

function addControl(value = 'system') {
  document.body.insertAdjacentHTML(
    'beforeend',
    `<select ${themeControlAttribute}><option value="system">System</option><option value="light">Light</option><option value="dark">Dark</option></select>`,
  );
  const select = document.body.lastElementChild as HTMLSelectElement;
  select.value = value;
  return select;
}

/** Picks an option as a visitor does: the browser fires `input`, then `change`. */
function choose(select: HTMLSelectElement, value: string) {
  select.value = value;
  select.dispatchEvent(new Event('input', { bubbles: true }));
  select.dispatchEvent(new Event('change', { bubbles: true }));
}

describe('the theme script', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    removeListeners();
    root.removeAttribute(themeAttribute);
    document.body.innerHTML = '';
  });

  it('follows the system when nothing was chosen, and applies a stored choice at once', () => {
    runHeadScript();
    expect(root.hasAttribute(themeAttribute)).toBe(false);
    expect(currentThemeChoice(root)).toBe('system');

    removeListeners();
    localStorage.setItem('theme', 'dark');
    runHeadScript();
    expect(root.getAttribute(themeAttribute)).toBe('dark');
  });

  it('ignores a stored value that is not a theme', () => {
    localStorage.setItem('theme', 'purple');
    runHeadScript();
    expect(root.hasAttribute(themeAttribute)).toBe(false);
  });

  it('applies and keeps a choice made in any control, shows it in every control, and forgets it for the system', () => {
    runHeadScript();
    const header = addControl();
    const menu = addControl();
    choose(header, 'dark');
    expect(root.getAttribute(themeAttribute)).toBe('dark');
    expect(menu.value).toBe('dark');
    expect(localStorage.getItem('theme')).toBe('dark');

    choose(menu, 'system');
    expect(root.hasAttribute(themeAttribute)).toBe(false);
    expect(header.value).toBe('system');
    expect(localStorage.getItem('theme')).toBeNull();
  });

  it('keeps a choice made while the app hydrates, which shows each control the choice in force', () => {
    runHeadScript();
    const app = document.createElement('div');
    document.body.append(app);
    const select = addControl();
    app.append(select);
    // The app's listener on its root hydrates at the visitor's first input, and the hydrated
    // control is set to the choice in force (HeaderSettings' `showCurrentChoice`).
    app.addEventListener('input', () => (select.value = currentThemeChoice(root)), {
      capture: true,
      once: true,
    });
    choose(select, 'dark');
    expect(root.getAttribute(themeAttribute)).toBe('dark');
    expect(select.value).toBe('dark');
    expect(localStorage.getItem('theme')).toBe('dark');
  });

  it('leaves other selects alone', () => {
    runHeadScript();
    document.body.insertAdjacentHTML(
      'beforeend',
      '<select><option value="dark">Dark</option></select>',
    );
    choose(document.body.lastElementChild as HTMLSelectElement, 'dark');
    expect(root.hasAttribute(themeAttribute)).toBe(false);
    expect(localStorage.getItem('theme')).toBeNull();
  });

  it('still switches the theme for the page when storage is refused', () => {
    const refuse = vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    const refuseWrite = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    runHeadScript();
    choose(addControl(), 'light');
    expect(root.getAttribute(themeAttribute)).toBe('light');
    refuse.mockRestore();
    refuseWrite.mockRestore();
  });
});
