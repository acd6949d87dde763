// Core Web Vitals from the browser's performance entries, computed as web.dev defines
// them: small pure functions, so they are tested without a browser.

export type Shift = { value: number; startTime: number; hadRecentInput: boolean };

/** Shifts in one session window are at most 1 s apart, and a window spans at most 5 s. */
const sessionGapMs = 1000;
const sessionMaxMs = 5000;

/** CLS: the largest sum of unexpected layout shifts within one session window. */
export function cumulativeLayoutShift(shifts: readonly Shift[]): number {
  let worst = 0;
  let current = 0;
  let first = 0;
  let last = 0;
  for (const shift of shifts) {
    if (shift.hadRecentInput) continue;
    if (current > 0 && shift.startTime - last < sessionGapMs && shift.startTime - first < sessionMaxMs) {
      current += shift.value;
    } else {
      current = shift.value;
      first = shift.startTime;
    }
    last = shift.startTime;
    worst = Math.max(worst, current);
  }
  return worst;
}

export type InteractionEvent = { interactionId: number; duration: number };

/**
 * INP: the longest interaction (an interaction's duration is its longest event), with
 * one outlier ignored per 50 interactions, as on pages with many of them.
 */
export function interactionToNextPaint(events: readonly InteractionEvent[]): number | undefined {
  const longest = new Map<number, number>();
  for (const { interactionId, duration } of events) {
    if (interactionId > 0) longest.set(interactionId, Math.max(longest.get(interactionId) ?? 0, duration));
  }
  if (longest.size === 0) return undefined;
  const durations = [...longest.values()].sort((a, b) => b - a);
  return durations[Math.min(durations.length - 1, Math.floor(longest.size / 50))];
}
