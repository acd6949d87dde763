// Field measurements through `web-vitals`, in a build with VITE_VITALS=on: each metric goes to the
// route where it happened (client-side navigations included), each route's metrics to the receiver
// in one anonymous beacon as the visitor hides or leaves the page. No cookie, no identifier.
import { onCLS, onFCP, onINP, onLCP, onTTFB, type MetricType } from 'web-vitals';
import { apiPaths } from '../../addresses.mjs';
import { neutralPath } from '../../content/locale';
import { navigationEvents } from '../navigationEvents';
import { findRoute } from '../routes';

/** The share of page loads that report, drawn once per load: enough for a 75th percentile per route, at half the writes. */
export const vitalsSampleRate = 0.5;

export function reportVitals() {
  if (Math.random() >= vitalsSampleRate) return;
  const routeOf = () => findRoute(neutralPath(window.location.pathname)).path;
  // The routes shown, each from the moment (performance.now) it was.
  const visits = [{ since: 0, route: routeOf() }];
  const noteNavigation = () => {
    const route = routeOf();
    if (route !== visits.at(-1)?.route) visits.push({ since: performance.now(), route });
  };
  for (const type of navigationEvents) window.addEventListener(type, noteNavigation);
  const routeAt = (time: number) =>
    (visits.findLast((visit) => visit.since <= time) ?? visits[0])?.route ?? routeOf();

  // A browser that reports soft navigations (Chromium) measures each route's own LCP,
  // INP and CLS and names the URL they belong to; elsewhere INP and CLS span the whole
  // visit, and each goes to the route shown when its interaction or first shift happened.
  const softNavigations =
    globalThis.PerformanceObserver?.supportedEntryTypes?.includes('soft-navigation') ?? false;
  const routeOfMetric = (metric: MetricType) =>
    softNavigations && metric.navigationURL
      ? findRoute(neutralPath(new URL(metric.navigationURL, window.location.href).pathname)).path
      : routeAt(metric.entries[0]?.startTime ?? 0);

  // Per route, the latest value of each metric not sent yet.
  const queue = new Map<string, Map<string, number>>();
  const record = (metric: MetricType) => {
    // After a soft navigation TTFB is 0 by definition: not a measurement.
    if (metric.name === 'TTFB' && metric.navigationType === 'soft-navigation') return;
    const route = routeOfMetric(metric);
    const metrics = queue.get(route) ?? new Map<string, number>();
    metrics.set(metric.name, metric.value);
    queue.set(route, metrics);
  };
  for (const on of [onTTFB, onFCP, onLCP, onCLS, onINP]) on(record, { reportSoftNavs: true });

  // Registered after the library's own listeners, so the metrics it finalises on hiding are queued
  // first.
  const flush = () => {
    for (const [route, metrics] of queue) {
      const body = new URLSearchParams({ route });
      // Milliseconds to the millisecond; CLS (a score) to four places.
      for (const [name, value] of metrics)
        body.set(name, name === 'CLS' ? value.toFixed(4) : String(Math.round(value)));
      navigator.sendBeacon(apiPaths.vitals, body);
    }
    queue.clear();
  };
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush();
  });
  // Some mobile browsers leave without a visibilitychange first.
  window.addEventListener('pagehide', flush);
}
