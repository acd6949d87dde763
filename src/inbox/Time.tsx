import { formatTime, isoTime } from './format';

/** A moment as people read it, with its machine-readable form. */
export function Time({ ms }: { ms: number }) {
  return <time dateTime={isoTime(ms)}>{formatTime(ms)}</time>;
}
