// Field measurements, loaded after the page only when the build switched them on
// (VITE_VITALS=on): LCP, INP, CLS, FCP and TTFB of this page view, sent once with its
// route to the site's receiver as the visitor leaves or hides the page. No cookie, no
// identifier: one anonymous beacon per page view.
import { receiverPaths } from '../../forms/receiverPaths';
import { findRoute } from '../routes';
import { cumulativeLayoutShift, interactionToNextPaint, type InteractionEvent, type Shift } from './metrics';

/** Interactions shorter than this are never the page's INP. */
const eventThresholdMs = 40;

function observe<T extends PerformanceEntry>(type: string, onEntries: (entries: T[]) => void, init: Record<string, unknown> = {}) {
  try {
    new PerformanceObserver((list) => onEntries(list.getEntries() as T[])).observe({ type, buffered: true, ...init });
  } catch {
    // This browser does not report this entry type: the metric is left out.
  }
}

export function reportVitals() {
  const metrics: Record<string, number> = {};
  const shifts: Shift[] = [];
  const events: InteractionEvent[] = [];

  const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
  if (navigation) metrics.TTFB = navigation.responseStart;
  observe<PerformanceEntry>('paint', (entries) => {
    const fcp = entries.find((entry) => entry.name === 'first-contentful-paint');
    if (fcp) metrics.FCP = fcp.startTime;
  });
  observe<PerformanceEntry>('largest-contentful-paint', (entries) => {
    const last = entries.at(-1);
    if (last) metrics.LCP = last.startTime;
  });
  observe<PerformanceEntry & Shift>('layout-shift', (entries) => shifts.push(...entries));
  observe<PerformanceEntry & InteractionEvent>('event', (entries) => events.push(...entries), { durationThreshold: eventThresholdMs });

  let sent = false;
  const send = () => {
    if (sent) return;
    sent = true;
    metrics.CLS = cumulativeLayoutShift(shifts);
    const inp = interactionToNextPaint(events);
    if (inp !== undefined) metrics.INP = inp;
    const body = new URLSearchParams({ route: findRoute(window.location.pathname).path });
    // Milliseconds to the millisecond; CLS (a score) to four places.
    for (const [name, value] of Object.entries(metrics)) body.set(name, name === 'CLS' ? value.toFixed(4) : String(Math.round(value)));
    navigator.sendBeacon(receiverPaths.vitals, body);
  };
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') send();
  });
  // Some mobile browsers leave without a visibilitychange first.
  window.addEventListener('pagehide', send);
}
