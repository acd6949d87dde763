// Notifications that must reach the company, an enquirer or a subscriber at least once
// and, short of a crash between sending and recording, exactly once. Each is a row written
// in the same transaction as its lead; an attempt first claims the row, once it is due,
// with a lease of its own, so the immediate attempt and the cron never send the same row
// at the same time; a failure sets the next attempt further off each time, and the last
// allowed one gives up, as does a refusal (4xx) at once. E-mails past the site's hourly
// cap wait for the next hour.
import type { D1Database, Env } from './env';
import { settings } from './env';
import {
  configuredChannels,
  emailConfigured,
  PermanentFailure,
  send,
  type Channel,
} from './notify/channels';
import {
  acknowledgementNotice,
  capNotice,
  confirmationNotice,
  enquiryNotice,
  subscriberNotice,
  type Cap,
  type EnquiryRow,
  type Notice,
  type SubscriberRow,
} from './notify/notices';
import { overLimit } from './rateLimit';

export type OutboxKind = 'enquiry' | 'acknowledgement' | 'subscriber' | 'confirmation' | 'cap';

/** An enquiry's notifications: the company's notice, and the enquirer's acknowledgement. */
export const enquiryKinds: OutboxKind[] = ['enquiry', 'acknowledgement'];

export type OutboxRow = {
  id: number;
  kind: OutboxKind;
  lead_id: number;
  channel: Channel;
  attempts: number;
  origin: string;
};

/** A claimed row is left to its sender this long from its claim (far above the send's time-out); after that (a crash) it is free again. */
const leaseMs = 60_000;
/** After this many failed attempts (about a day of retries) a notification is dead-lettered: `npm run leads` lists it as failed. */
export const maxAttempts = 12;
/** However many failures, a retry is never further off than this. */
const maxBackoffMs = 6 * 60 * 60_000;
/** Rows one cron run works through at most. */
const batchSize = 50;
/** The site-wide caps count by the clock hour. */
const hourMs = 60 * 60_000;
const hourStart = (now: number) => now - (now % hourMs);

/** The wait before attempt `attempts + 1`: the base, doubled for each failure so far. */
export const backoffMs = (baseMs: number, attempts: number) =>
  Math.min(maxBackoffMs, baseMs * 2 ** Math.max(0, attempts - 1));

/**
 * Statement adding a notification for the lead that `leadSql` (one `id` column, bound to
 * `leadParams`) selects; nothing when that lead already has one on this channel.
 */
export function enqueue(
  db: D1Database,
  kind: OutboxKind,
  channel: Channel,
  origin: string,
  leadSql: string,
  leadParams: unknown[],
  now: number,
) {
  return db
    .prepare(
      `INSERT INTO outbox (kind, lead_id, channel, origin, next_attempt_at, created_at)
       SELECT ?1, id, ?2, ?3, ?4, ?4 FROM (${leadSql}) WHERE true
       ON CONFLICT (kind, lead_id, channel) DO NOTHING`,
    )
    .bind(kind, channel, origin, now, ...leadParams);
}

/**
 * Statements queueing an enquiry's notifications: the company's notice on each configured
 * channel and, when e-mail is configured, the enquirer's acknowledgement. `leadSql`
 * selects the enquiry's `id` with its parameters numbered from ?5. Run them in the
 * transaction that stores (or releases) the enquiry; queued twice, they add nothing.
 */
export function queueEnquiryNotices(
  env: Env,
  origin: string,
  leadSql: string,
  leadParams: unknown[],
  now: number,
) {
  const channels: [OutboxKind, Channel][] = [
    ...configuredChannels(env).map((channel): [OutboxKind, Channel] => ['enquiry', channel]),
    ...(emailConfigured(env) ? [['acknowledgement', 'email'] as [OutboxKind, Channel]] : []),
  ];
  return channels.map(([kind, channel]) =>
    enqueue(env.DB, kind, channel, origin, leadSql, leadParams, now),
  );
}

/**
 * What starts a given-up row afresh, once its cause is put right (the inbox's Send again): due
 * at `now` (the parameter `nowMark` names), with a full round of retries and no reason yet.
 */
export const startAfresh = (nowMark: string) =>
  `dead_at = NULL, attempts = 0, next_attempt_at = ${nowMark}, lease_until = NULL, last_error = NULL`;

/** The attempt Send again makes before it answers; one that throws is left to the cron, as the row is due. */
export const attemptNow = (env: Env, id: number) =>
  attempt(env, id).catch((error: unknown) => {
    console.error(`Notification ${id} could not be attempted at once; the cron tries it`, error);
    return 'failed' as const;
  });

/** Takes a row that is due, undelivered, not given up and not held by another attempt. */
async function claim(db: D1Database, id: number, now: number): Promise<OutboxRow | null> {
  return db
    .prepare(
      `UPDATE outbox SET claimed_at = ?2, lease_until = ?3
       WHERE id = ?1 AND next_attempt_at <= ?2 AND delivered_at IS NULL AND dead_at IS NULL AND (lease_until IS NULL OR lease_until <= ?2)
       RETURNING id, kind, lead_id, channel, attempts, origin`,
    )
    .bind(id, now, now + leaseMs)
    .first<OutboxRow>();
}

/** The notice for a row, or null when its lead is gone (deleted by retention or unsubscribe). */
async function noticeFor(env: Env, row: OutboxRow): Promise<Notice | null> {
  const db = env.DB;
  if (row.kind === 'cap') {
    const reached = await db
      .prepare('SELECT cap, hour_start FROM cap_notices WHERE id = ?1')
      .bind(row.lead_id)
      .first<{ cap: Cap; hour_start: number }>();
    return reached && capNotice(reached.cap, reached.hour_start, hourMs);
  }
  if (enquiryKinds.includes(row.kind)) {
    const lead = await db
      .prepare('SELECT * FROM enquiries WHERE id = ?1')
      .bind(row.lead_id)
      .first<EnquiryRow>();
    if (!lead) return null;
    return row.kind === 'acknowledgement'
      ? acknowledgementNotice(lead)
      : enquiryNotice(lead, row.origin);
  }
  const subscriber = await db
    .prepare('SELECT * FROM subscribers WHERE id = ?1')
    .bind(row.lead_id)
    .first<SubscriberRow>();
  if (!subscriber) return null;
  return row.kind === 'confirmation'
    ? confirmationNotice(subscriber, row.origin)
    : subscriberNotice(subscriber, row.origin, emailConfigured(env));
}

/**
 * Tells the company, once per cap and clock hour, that a site-wide cap was reached: a
 * notice on each configured channel, through the outbox (retried like any other), tried
 * at once. E-mailed, it is exempt from the e-mail cap, which it may be reporting. A
 * request handler hands the promise to `ctx.waitUntil`.
 */
export async function noticeCapReached(
  env: Env,
  cap: Cap,
  now: number,
  origin = '',
): Promise<void> {
  const channels = configuredChannels(env);
  const db = env.DB;
  const hour = hourStart(now);
  const [reached] = await db.batch<{ id: number }>([
    db
      .prepare(
        'INSERT INTO cap_notices (cap, hour_start) VALUES (?1, ?2) ON CONFLICT (cap, hour_start) DO NOTHING RETURNING id',
      )
      .bind(cap, hour),
    ...channels.map((channel) =>
      enqueue(
        db,
        'cap',
        channel,
        origin,
        'SELECT id FROM cap_notices WHERE cap = ?5 AND hour_start = ?6',
        [cap, hour],
        now,
      ),
    ),
  ]);
  const row = reached?.results[0];
  if (!row) return;
  console.warn(`The hourly cap on ${cap} was reached at ${new Date(now).toISOString()}`);
  await Promise.all(
    (await pendingFor(db, ['cap'], row.id)).map((id) => attempt(env, id, () => now)),
  );
}

/**
 * Counts one e-mail against the site-wide hourly cap; when the hour's are spent, the
 * start of the next hour, when the row may go.
 */
async function emailSlot(env: Env, now: number): Promise<number | undefined> {
  const wait = await overLimit(
    env.DB,
    'site:emails',
    { max: settings(env).emailHourlyCap, windowMs: hourMs },
    now,
  );
  return wait === undefined ? undefined : hourStart(now) + hourMs;
}

/** `deferred`: an e-mail over the hourly cap, left queued for the next hour without counting an attempt. */
export type AttemptResult = 'delivered' | 'failed' | 'dead' | 'skipped' | 'deferred';

/** What time it is; the tests pass their own. */
export type Clock = () => number;

/** One attempt at one row: skipped when another attempt holds it, or it is delivered or given up already. */
export async function attempt(
  env: Env,
  id: number,
  clock: Clock = Date.now,
): Promise<AttemptResult> {
  const db = env.DB;
  const row = await claim(db, id, clock());
  if (!row) return 'skipped';
  const notice = await noticeFor(env, row);
  if (!notice) {
    await db.prepare('DELETE FROM outbox WHERE id = ?1').bind(id).run();
    return 'skipped';
  }
  if (row.channel === 'email' && row.kind !== 'cap') {
    const now = clock();
    const nextHour = await emailSlot(env, now);
    if (nextHour !== undefined) {
      const { emailHourlyCap } = settings(env);
      await db
        .prepare(
          'UPDATE outbox SET next_attempt_at = ?2, lease_until = NULL, last_error = ?3 WHERE id = ?1',
        )
        .bind(
          id,
          nextHour,
          `Waiting for the next hour: the site's cap of ${emailHourlyCap} e-mails an hour is reached`,
        )
        .run();
      await noticeCapReached(env, 'emails', now, row.origin);
      return 'deferred';
    }
  }
  try {
    await send(env, row.channel, notice);
  } catch (error) {
    const attempts = row.attempts + 1;
    const failedAt = clock();
    // A refusal (4xx) is given up at once: the same notice would be refused again.
    const dead = error instanceof PermanentFailure || attempts >= maxAttempts;
    const message = String(error instanceof Error ? error.message : error).slice(0, 500);
    await db
      .prepare(
        'UPDATE outbox SET attempts = ?2, next_attempt_at = ?3, dead_at = ?4, lease_until = NULL, last_error = ?5 WHERE id = ?1',
      )
      .bind(
        id,
        attempts,
        failedAt + backoffMs(settings(env).retryBaseMs, attempts),
        dead ? failedAt : null,
        message,
      )
      .run();
    if (dead)
      console.error(
        `Notification ${id} (${row.kind} ${row.lead_id} by ${row.channel}) given up after ${attempts} attempt(s): ${message}`,
      );
    return dead ? 'dead' : 'failed';
  }
  await db
    .prepare(
      'UPDATE outbox SET attempts = attempts + 1, delivered_at = ?2, lease_until = NULL, last_error = NULL WHERE id = ?1',
    )
    .bind(id, clock())
    .run();
  return 'delivered';
}

/** The undelivered rows of a lead, for the attempt made right after it was stored. */
export async function pendingFor(
  db: D1Database,
  kinds: OutboxKind[],
  leadId: number,
): Promise<number[]> {
  const marks = kinds.map((_, index) => `?${index + 2}`).join(', ');
  const { results } = await db
    .prepare(
      `SELECT id FROM outbox WHERE lead_id = ?1 AND kind IN (${marks}) AND delivered_at IS NULL AND dead_at IS NULL`,
    )
    .bind(leadId, ...kinds)
    .all<{ id: number }>();
  return results.map(({ id }) => id);
}

/**
 * The cron's work: the rows due at `now` (the run's start), the company's own notices first, then
 * the longest overdue first, `batchSize` at most. When the hourly e-mail cap has held mail back, a
 * lead's notice goes before the acknowledgements and confirmation links a flood of posts queued,
 * which a visitor can wait for. Each row is claimed when its turn comes, at `clock()`, so its lease
 * starts then. A row whose attempt throws (its lead unreadable) does not stop the others; the first
 * such error is thrown once all have had their turn.
 */
export async function deliverDue(env: Env, now = Date.now(), clock: Clock = Date.now) {
  const { results } = await env.DB.prepare(
    `SELECT id FROM outbox WHERE delivered_at IS NULL AND dead_at IS NULL AND next_attempt_at <= ?1 AND (lease_until IS NULL OR lease_until <= ?1)
       ORDER BY kind IN ('acknowledgement', 'confirmation'), next_attempt_at, id LIMIT ?2`,
  )
    .bind(now, batchSize)
    .all<{ id: number }>();
  const outcomes: AttemptResult[] = [];
  const errors: unknown[] = [];
  for (const { id } of results) {
    try {
      outcomes.push(await attempt(env, id, clock));
    } catch (error) {
      errors.push(error);
    }
  }
  if (errors.length) throw errors[0];
  return outcomes;
}
