/**
 * A page chunk that fails to load is usually a stale deploy (the old hashed file is gone) or a
 * dropped connection: a fresh copy of the page fixes both. The page reloads once; the mark in
 * sessionStorage makes sure a second failure is reported instead of reloading in a loop. A page
 * that loads clears the mark.
 */
const reloadMark = 'vantix:page-chunk-reloaded';

/** A page chunk (or the app's code, or the whole stylesheet) not arrived after this long counts as failed (SPEC §9). */
export const lazyChunkTimeoutMs = 120_000;

/** `promise`, or a failure once `timeoutMs` have passed without it settling: a stalled request ends. */
export function withinTime<T>(promise: Promise<T>, timeoutMs: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>(
    (_, reject) =>
      (timer = setTimeout(() => reject(new Error(`Timed out after ${timeoutMs} ms`)), timeoutMs)),
  );
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

/** Reloads the page unless this tab already tried; returns whether a reload is under way. */
export function reloadOnce(): boolean {
  try {
    if (window.sessionStorage.getItem(reloadMark)) return false;
    window.sessionStorage.setItem(reloadMark, String(Date.now()));
  } catch {
    return false; // storage blocked: no way to guard a loop, so no automatic reload
  }
  window.location.reload();
  return true;
}

/** A page loaded: a later failure may reload again. */
export function clearReloadMark(): void {
  try {
    window.sessionStorage.removeItem(reloadMark);
  } catch {
    // storage blocked: there is no mark to clear
  }
}
