// The periods the inbox's Traffic view offers, and its list of leads with them, apart from their
// queries (./traffic.ts, ./leads.ts) so the inbox's page can read them without the Worker's code.
import { dayMs, dayOf } from '../time';

/** In days, today included; the first is the default. */
export const trafficDays = [7, 30, 90] as const;

/** A period's first moment: the midnight (UTC) `days - 1` days before today's. */
export const periodStart = (days: number, now: number) => dayOf(now) - (days - 1) * dayMs;
