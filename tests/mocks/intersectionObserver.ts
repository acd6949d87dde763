type Entry = {
  callback: IntersectionObserverCallback;
  options: IntersectionObserverInit | undefined;
  targets: Set<Element>;
  observer: IntersectionObserver;
};

const observers = new Set<Entry>();

/**
 * A fake IntersectionObserver the test drives: `intersect(el, ratio)` reports the
 * element to every observer watching it, as the browser would on scroll.
 */
export function installIntersectionObserver() {
  observers.clear();
  class FakeIntersectionObserver {
    readonly root = null;
    readonly rootMargin: string;
    readonly thresholds: readonly number[];
    private readonly entry: Entry;
    constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
      this.rootMargin = options?.rootMargin ?? '0px';
      const threshold = options?.threshold ?? 0;
      this.thresholds = Array.isArray(threshold) ? threshold : [threshold];
      this.entry = {
        callback,
        options,
        targets: new Set(),
        observer: this as unknown as IntersectionObserver,
      };
      observers.add(this.entry);
    }
    observe(target: Element) {
      this.entry.targets.add(target);
    }
    unobserve(target: Element) {
      this.entry.targets.delete(target);
    }
    disconnect() {
      this.entry.targets.clear();
      observers.delete(this.entry);
    }
    takeRecords() {
      return [];
    }
  }
  window.IntersectionObserver = FakeIntersectionObserver as unknown as typeof IntersectionObserver;
}

/** Reports `target` at `ratio` visibility to the observers watching it. */
export function intersect(target: Element, ratio: number) {
  for (const { callback, targets, observer } of observers) {
    if (!targets.has(target)) continue;
    const rect = target.getBoundingClientRect();
    callback(
      [
        {
          target,
          isIntersecting: ratio > 0,
          intersectionRatio: ratio,
          boundingClientRect: rect,
          intersectionRect: rect,
          rootBounds: null,
          time: Date.now(),
        },
      ],
      observer,
    );
  }
}

/** The options of the observers watching `target`, to assert thresholds and margins. */
export const observerOptionsFor = (target: Element) =>
  [...observers].filter(({ targets }) => targets.has(target)).map(({ options }) => options);

/** How many observers are still connected (for cleanup tests). */
export const activeObservers = () => observers.size;
