// The lengths of time the receiver counts in: the site-wide caps and budgets count by the clock
// hour; retention, the acknowledgement's limit and the daily limits by days.
export const hourMs = 60 * 60_000;
export const dayMs = 24 * hourMs;

/** The UTC day a moment falls in, as the milliseconds of its midnight. */
export const dayOf = (now: number) => now - (now % dayMs);

/** The start of the clock hour `now` falls in. */
export const hourStart = (now: number) => now - (now % hourMs);
