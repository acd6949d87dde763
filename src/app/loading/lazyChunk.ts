/** A page chunk that has not arrived after this long counts as failed (SPEC §9). */
export const lazyChunkTimeoutMs = 120_000;

/** Rejects when `promise` has not settled within `ms`. */
const withTimeout = <T>(promise: Promise<T>, ms: number) =>
  new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Timed out after ${ms} ms`)), ms);
    promise.then(resolve, reject).finally(() => clearTimeout(timer));
  });

export type LazyChunk<T> = {
  /** What the chunk gives once it has arrived, synchronously: rendering it then never suspends. */
  loaded: () => T | undefined;
  /**
   * Fetches the chunk, or joins the fetch under way. A fetch that fails or does not
   * arrive in time is forgotten, so the next call tries again: a dropped connection or
   * a stale deploy is not remembered for the rest of the visit.
   */
  load: () => Promise<T>;
};

/** How a page loads its code: fetched once, kept once it arrived, tried again after a failure. */
export function lazyChunk<T>(fetchChunk: () => Promise<T>, timeoutMs = lazyChunkTimeoutMs): LazyChunk<T> {
  let value: { current: T } | undefined;
  let pending: Promise<T> | undefined;
  return {
    loaded: () => value?.current,
    load: () =>
      (pending ??= withTimeout(fetchChunk(), timeoutMs).then(
        (current) => {
          value = { current };
          return current;
        },
        (error: unknown) => {
          pending = undefined;
          throw error;
        },
      )),
  };
}
