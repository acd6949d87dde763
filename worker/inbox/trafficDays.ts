// The periods the inbox's Traffic view offers, apart from its queries (./traffic.ts) so the
// inbox's page can read them without the Worker's code.

/** In days, today included; the first is the default. */
export const trafficDays = [7, 30, 90] as const;
