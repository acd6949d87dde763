type Listener = (event: MediaQueryListEvent) => void;

let viewportWidth = 1280;
let reducedMotion = false;
const lists = new Set<{ query: string; listeners: Set<Listener>; matches: boolean }>();

/** Evaluates the min-width / max-width / reduced-motion queries the site uses. */
function evaluate(query: string): boolean {
  return query.split(/\s+and\s+/).every((part) => {
    const min = /min-width:\s*([\d.]+)px/.exec(part);
    if (min) return viewportWidth >= Number(min[1]);
    const max = /max-width:\s*([\d.]+)px/.exec(part);
    if (max) return viewportWidth <= Number(max[1]);
    if (part.includes('prefers-reduced-motion: reduce')) return reducedMotion;
    return true;
  });
}

function notify() {
  for (const list of lists) {
    const matches = evaluate(list.query);
    if (matches === list.matches) continue;
    list.matches = matches;
    list.listeners.forEach((listener) =>
      listener({ matches, media: list.query } as MediaQueryListEvent),
    );
  }
}

/** Sets the fake viewport width and notifies media query listeners. */
export function setViewportWidth(width: number) {
  viewportWidth = width;
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
  notify();
}

/** Turns the fake `prefers-reduced-motion: reduce` on or off. */
export function setReducedMotion(value: boolean) {
  reducedMotion = value;
  notify();
}

export function installMatchMedia() {
  viewportWidth = 1280;
  reducedMotion = false;
  lists.clear();
  window.matchMedia = (query: string) => {
    const entry = { query, listeners: new Set<Listener>(), matches: evaluate(query) };
    lists.add(entry);
    return {
      get matches() {
        return evaluate(query);
      },
      media: query,
      onchange: null,
      addEventListener: (_type: string, listener: Listener) => entry.listeners.add(listener),
      removeEventListener: (_type: string, listener: Listener) => entry.listeners.delete(listener),
      addListener: (listener: Listener) => entry.listeners.add(listener),
      removeListener: (listener: Listener) => entry.listeners.delete(listener),
      dispatchEvent: () => true,
    } as unknown as MediaQueryList;
  };
}

/** How many media query listeners are still attached (for cleanup tests). */
export const activeMediaListeners = () =>
  [...lists].reduce((sum, list) => sum + list.listeners.size, 0);
