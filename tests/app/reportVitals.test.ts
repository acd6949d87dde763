import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MetricType } from 'web-vitals';

// The library is replaced by callbacks the test calls, as the browser would through it.
const callbacks = new Map<string, (metric: MetricType) => void>();
vi.mock('web-vitals', () => {
  const register = (name: string) => (callback: (metric: MetricType) => void) =>
    void callbacks.set(name, callback);
  return {
    onCLS: register('CLS'),
    onFCP: register('FCP'),
    onINP: register('INP'),
    onLCP: register('LCP'),
    onTTFB: register('TTFB'),
  };
});

const { reportVitals, vitalsSampleRate } = await import('../../src/app/vitals/reportVitals');

const metric = (
  name: MetricType['name'],
  value: number,
  startTime?: number,
  navigationType: MetricType['navigationType'] = 'navigate',
  navigationURL?: string,
) =>
  ({
    name,
    value,
    entries: startTime === undefined ? [] : [{ startTime }],
    navigationType,
    navigationURL,
  }) as unknown as MetricType;

/** What the beacons carried, one object per beacon. */
function beacons(sendBeacon: ReturnType<typeof vi.fn>) {
  return sendBeacon.mock.calls.map(([url, body]) => ({
    url,
    ...Object.fromEntries(body as URLSearchParams),
  }));
}

function hide() {
  Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
}

/** A client-side navigation, announced as wouter announces it. */
function navigate(path: string, at: number) {
  vi.spyOn(performance, 'now').mockReturnValue(at);
  window.history.pushState(null, '', path);
  window.dispatchEvent(new Event('pushState'));
}

describe('reportVitals', () => {
  let sendBeacon: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    callbacks.clear();
    window.history.replaceState(null, '', '/');
    sendBeacon = vi.fn(() => true);
    Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true });
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('puts each metric down to the route where it happened, client-side navigations included', () => {
    vi.spyOn(Math, 'random').mockReturnValue(0);
    reportVitals();
    callbacks.get('TTFB')?.(metric('TTFB', 120.4, 0));
    callbacks.get('LCP')?.(metric('LCP', 1830.2, 900));
    navigate('/services/', 5000);
    navigate('/contact', 9000);
    callbacks.get('INP')?.(metric('INP', 96, 6200));
    callbacks.get('CLS')?.(metric('CLS', 0.01234, 9500));
    hide();
    expect(beacons(sendBeacon)).toEqual([
      { url: '/api/vitals', route: '/', TTFB: '120', LCP: '1830' },
      { url: '/api/vitals', route: '/services', INP: '96' },
      { url: '/api/vitals', route: '/contact', CLS: '0.0123' },
    ]);
  });

  it('sends nothing twice, and leaves out the TTFB a soft navigation reports as 0', () => {
    vi.spyOn(Math, 'random').mockReturnValue(0);
    reportVitals();
    callbacks.get('FCP')?.(metric('FCP', 910, 910));
    hide();
    navigate('/about', 20_000);
    callbacks.get('TTFB')?.(metric('TTFB', 0, undefined, 'soft-navigation'));
    window.dispatchEvent(new Event('pagehide'));
    expect(beacons(sendBeacon)).toEqual([{ url: '/api/vitals', route: '/', FCP: '910' }]);
  });

  it('in a browser that reports soft navigations, takes the route from the URL each metric names', () => {
    vi.spyOn(Math, 'random').mockReturnValue(0);
    vi.stubGlobal('PerformanceObserver', {
      supportedEntryTypes: ['largest-contentful-paint', 'soft-navigation'],
    });
    reportVitals();
    // The click that navigated happened on the home page, before the URL changed.
    navigate('/services', 5000);
    callbacks.get('INP')?.(metric('INP', 48, 4990, 'navigate', 'http://localhost:3000/'));
    callbacks.get('LCP')?.(
      metric('LCP', 300, 5100, 'soft-navigation', 'http://localhost:3000/services'),
    );
    callbacks.get('CLS')?.(
      metric('CLS', 0, undefined, 'soft-navigation', 'http://localhost:3000/services'),
    );
    hide();
    expect(beacons(sendBeacon)).toEqual([
      { url: '/api/vitals', route: '/', INP: '48' },
      { url: '/api/vitals', route: '/services', LCP: '300', CLS: '0.0000' },
    ]);
  });

  it(`reports from a share of ${vitalsSampleRate} of page loads, drawn once per load`, () => {
    vi.spyOn(Math, 'random').mockReturnValue(vitalsSampleRate);
    reportVitals();
    expect(callbacks.size).toBe(0);
    hide();
    expect(sendBeacon).not.toHaveBeenCalled();
  });
});
