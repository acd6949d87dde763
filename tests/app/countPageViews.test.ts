import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { countPageViews } from '../../src/app/traffic/countPageViews';
import { deviceOf } from '../../src/forms/pageView';
import { breakpoints } from '../../src/styles/breakpoints';

let sendBeacon: ReturnType<typeof vi.fn>;
/** The window listeners the counter added, removed after each test so the next starts afresh. */
let listeners: Parameters<typeof window.addEventListener>[];

/** What the beacons carried, one object per beacon. */
const beacons = () =>
  sendBeacon.mock.calls.map(([url, body]) => ({
    url,
    ...Object.fromEntries(body as URLSearchParams),
  }));

const setBrowser = (object: object, name: string, value: unknown) =>
  Object.defineProperty(object, name, { value, configurable: true });

/** The next frame painted, and the task after it. */
const paint = () => {
  vi.advanceTimersToNextFrame();
  vi.advanceTimersByTime(1);
};

/** A client-side navigation, announced as wouter announces it (or, back and forward, the browser). */
function navigate(path: string, type: 'pushState' | 'replaceState' | 'popstate' = 'pushState') {
  window.history[type === 'pushState' ? type : 'replaceState'](null, '', path);
  window.dispatchEvent(new Event(type));
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame'] });
  window.history.replaceState(null, '', '/services?utm_source=news&utm_campaign=autumn');
  setBrowser(document, 'referrer', 'https://www.example.org/some/article');
  setBrowser(window, 'innerWidth', 390);
  setBrowser(document, 'prerendering', false);
  setBrowser(navigator, 'globalPrivacyControl', undefined);
  sendBeacon = vi.fn(() => true);
  setBrowser(navigator, 'sendBeacon', sendBeacon);
  listeners = [];
  const add = window.addEventListener.bind(window);
  vi.spyOn(window, 'addEventListener').mockImplementation((...args) => {
    listeners.push(args);
    add(...args);
  });
});

afterEach(() => {
  for (const [type, listener] of listeners) window.removeEventListener(type, listener);
  vi.useRealTimers();
});

describe('countPageViews', () => {
  it("sends the landing's page, referring site and campaign once the page is painted", () => {
    countPageViews();
    expect(sendBeacon).not.toHaveBeenCalled();
    paint();
    expect(beacons()).toEqual([
      {
        url: '/api/traffic',
        path: '/services',
        language: 'en',
        device: 'phone',
        referrer: 'www.example.org',
        utm_source: 'news',
        utm_campaign: 'autumn',
      },
    ]);
  });

  it('sends each client-side navigation to another page with its page alone, after its paint', () => {
    countPageViews();
    paint();
    navigate('/contact');
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    paint();
    // The same page again (a replaced address, an anchor on it): no new view.
    navigate('/contact#map', 'replaceState');
    paint();
    navigate('/no-such-page', 'popstate');
    paint();
    expect(beacons().slice(1)).toEqual([
      { url: '/api/traffic', path: '/contact', language: 'en', device: 'phone' },
      { url: '/api/traffic', path: '/404', language: 'en', device: 'phone' },
    ]);
  });

  it("does not name this site as the referring one, and sends the viewport's device class", () => {
    window.history.replaceState(null, '', '/');
    setBrowser(document, 'referrer', `${window.location.origin}/about`);
    setBrowser(window, 'innerWidth', breakpoints.lg);
    countPageViews();
    paint();
    expect(beacons()).toEqual([
      { url: '/api/traffic', path: '/', language: 'en', device: 'desktop' },
    ]);
  });

  it('counts a page shown again from the back/forward cache, and not a first show', () => {
    countPageViews();
    paint();
    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: false }));
    paint();
    expect(beacons()).toHaveLength(1);
    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    paint();
    expect(beacons()[1]).toEqual({
      url: '/api/traffic',
      path: '/services',
      language: 'en',
      device: 'phone',
    });
  });

  it('waits for a page prerendered in the background to be shown', () => {
    setBrowser(document, 'prerendering', true);
    countPageViews();
    paint();
    expect(sendBeacon).not.toHaveBeenCalled();
    setBrowser(document, 'prerendering', false);
    document.dispatchEvent(new Event('prerenderingchange'));
    paint();
    expect(beacons()).toHaveLength(1);
  });

  it('sends nothing at all from a browser asking for Global Privacy Control', () => {
    setBrowser(navigator, 'globalPrivacyControl', true);
    countPageViews();
    paint();
    navigate('/contact');
    paint();
    expect(sendBeacon).not.toHaveBeenCalled();
  });

  it('leaves no cookie and nothing in storage', () => {
    countPageViews();
    paint();
    navigate('/about');
    paint();
    expect(document.cookie).toBe('');
    expect(localStorage).toHaveLength(0);
    expect(sessionStorage).toHaveLength(0);
  });
});

describe('deviceOf', () => {
  it("classes a viewport by the theme's breakpoints", () => {
    expect(deviceOf(320)).toBe('phone');
    expect(deviceOf(breakpoints.sm - 1)).toBe('phone');
    expect(deviceOf(breakpoints.sm)).toBe('tablet');
    expect(deviceOf(breakpoints.lg - 1)).toBe('tablet');
    expect(deviceOf(breakpoints.lg)).toBe('desktop');
  });
});
