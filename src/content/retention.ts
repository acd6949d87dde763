/**
 * How long the site's receiver keeps what the forms send, as the privacy policy states. A
 * deployment may set RETENTION_DAYS (wrangler.jsonc): then change the policy's figure here too, so
 * the two agree.
 */
export const retentionDays = 365;
/** A newsletter sign-up nobody confirms (double opt-in) is deleted after this many days. */
export const unconfirmedSignUpDays = 7;
/** A message kept as spam (worker/spam.ts) is deleted this many days after it arrived, unless marked not spam: junk is kept for days, not a year. */
export const spamRetentionDays = 7;
/** Traffic's daily counts (pages, sources, languages, devices; worker/traffic) are deleted after this many days: over a year, so a month compares with the same month the year before. */
export const trafficRetentionDays = 400;
