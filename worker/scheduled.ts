// The cron trigger: retries notifications that are due, and deletes what the retention
// periods no longer allow to keep.
import { spamRetentionDays, unconfirmedSignUpDays } from '../src/content/retention';
import { fillAddressKeys } from './addressKeys';
import { settings, type Env } from './env';
import { deliverDue } from './outbox';
import { purgeRateLimits } from './rateLimit';
import { dayMs } from './time';
import { purgeTraffic } from './traffic/visitor';

export async function purgeExpired(env: Env, now: number) {
  const { retentionDays, rateLimit } = settings(env);
  const before = now - retentionDays * dayMs;
  const db = env.DB;
  await db.batch([
    db.prepare('DELETE FROM enquiries WHERE received_at < ?1').bind(before),
    // Spam goes spamRetentionDays after it arrived, or after its last change in the inbox: a lead
    // marked as spam by hand is not deleted at once for being old. A message without proof that is
    // not spam is a person without JavaScript: a lead, kept as long as any.
    db
      .prepare(
        `DELETE FROM enquiries WHERE status = 'spam' AND coalesce(updated_at, received_at) < ?1`,
      )
      .bind(now - spamRetentionDays * dayMs),
    db.prepare('DELETE FROM lead_changes WHERE enquiry_id NOT IN (SELECT id FROM enquiries)'),
    db
      .prepare(`DELETE FROM subscribers WHERE status = 'pending' AND received_at < ?1`)
      .bind(now - unconfirmedSignUpDays * dayMs),
    db.prepare('DELETE FROM vitals WHERE received_at < ?1').bind(before),
    db.prepare(
      `DELETE FROM outbox WHERE (kind IN ('enquiry', 'acknowledgement') AND lead_id NOT IN (SELECT id FROM enquiries))
         OR (kind IN ('subscriber', 'confirmation') AND lead_id NOT IN (SELECT id FROM subscribers))`,
    ),
    // A cap's hour is long over once its notices are delivered or given up.
    db
      .prepare(
        `DELETE FROM cap_notices WHERE hour_start < ?1
         AND id NOT IN (SELECT lead_id FROM outbox WHERE kind = 'cap' AND delivered_at IS NULL AND dead_at IS NULL)`,
      )
      .bind(now - dayMs),
    db.prepare(
      `DELETE FROM outbox WHERE kind = 'cap' AND lead_id NOT IN (SELECT id FROM cap_notices)`,
    ),
  ]);
  await purgeRateLimits(db, now, rateLimit.windowMs);
  await purgeTraffic(db, now);
}

/**
 * Delivery first; the purge runs even when delivery throws, so a broken notifier never keeps data
 * past its time. Then addresses stored before they were normalised get their key.
 */
export async function runScheduled(env: Env, now = Date.now()) {
  try {
    return await deliverDue(env, now);
  } finally {
    await purgeExpired(env, now);
    await fillAddressKeys(env.DB);
  }
}
