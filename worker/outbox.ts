// Notifications that must reach the company, an enquirer or a subscriber at least once
// and, short of a crash between sending and recording, exactly once. Each is a row written
// in the same transaction as its lead; an attempt first claims the row, once it is due,
// with a lease of its own, so the immediate attempt and the cron never send the same row
// at the same time; a failure sets the next attempt further off each time, and the last
// allowed one gives up, as does a refusal (4xx) at once. E-mails past their hourly budget
// (the company's, or the visitors') wait for the next hour; when many leads come in one
// hour, the company's notices of the later ones go together in a digest.
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
  digestNotice,
  enquiryNotice,
  subscriberNotice,
  type Cap,
  type EnquiryRow,
  type Notice,
  type SubscriberRow,
} from './notify/notices';
import { overLimit } from './rateLimit';
import { dayMs, hourMs, hourStart } from './time';

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
/**
 * A lead's notice goes to the company on its own up to this many leads in a clock hour (per
 * channel); the notices of later ones in that hour are held and sent together, one digest
 * per channel and cron run.
 */
export const digestThreshold = 10;
/** Leads one digest lists at most; more wait for the next run's. */
const digestMaxLeads = 100;
/** The visitors' e-mails: each budgeted apart from the company's notices. */
const visitorKinds: OutboxKind[] = ['acknowledgement', 'confirmation'];

/** The wait before attempt `attempts + 1`: the base, doubled for each failure so far. */
export const backoffMs = (baseMs: number, attempts: number) =>
  Math.min(maxBackoffMs, baseMs * 2 ** Math.max(0, attempts - 1));

/**
 * Statement adding a notification for the lead that `leadSql` (one `id` column, bound to
 * `leadParams`) selects; nothing when that lead already has one on this channel. A lead's
 * notice past the hour's `digestThreshold` on its channel is held for the digest.
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
      `INSERT INTO outbox (kind, lead_id, channel, origin, next_attempt_at, created_at, digest_at)
       SELECT ?1, id, ?2, ?3, ?4, ?4, CASE WHEN ?1 = 'enquiry' AND (
         SELECT COUNT(*) FROM outbox WHERE kind = 'enquiry' AND channel = ?2 AND created_at >= ${hourStart(now)}
       ) >= ${digestThreshold} THEN ?4 END
       FROM (${leadSql}) WHERE true
       ON CONFLICT (kind, lead_id, channel) DO NOTHING`,
    )
    .bind(kind, channel, origin, now, ...leadParams);
}

/**
 * The enquiry `leadSql` selects, unless its address (normalised) was queued an acknowledgement
 * in the last day: the site mails a stranger's address at most once a day, however often it is
 * typed into the form.
 */
const unacknowledgedLead = (leadSql: string) =>
  `SELECT id FROM (${leadSql}) AS lead WHERE NOT EXISTS (
     SELECT 1 FROM outbox AS sent JOIN enquiries AS earlier ON earlier.id = sent.lead_id
     WHERE sent.kind = 'acknowledgement' AND sent.channel = 'email' AND sent.created_at > ?4 - ${dayMs}
       AND earlier.email_key = (SELECT email_key FROM enquiries WHERE id = lead.id))`;

/**
 * Statements queueing an enquiry's notifications: the company's notice on each configured
 * channel and, when e-mail is configured, the enquirer's acknowledgement (at most one a day
 * per address). `leadSql` selects the enquiry's `id` with its parameters numbered from ?5.
 * Run them in the transaction that stores (or releases) the enquiry; queued twice, they add
 * nothing.
 */
export function queueEnquiryNotices(
  env: Env,
  origin: string,
  leadSql: string,
  leadParams: unknown[],
  now: number,
) {
  const notices = configuredChannels(env).map((channel) =>
    enqueue(env.DB, 'enquiry', channel, origin, leadSql, leadParams, now),
  );
  if (!emailConfigured(env)) return notices;
  const acknowledgement = unacknowledgedLead(leadSql);
  return [
    ...notices,
    enqueue(env.DB, 'acknowledgement', 'email', origin, acknowledgement, leadParams, now),
  ];
}

/**
 * What starts a given-up row afresh, once its cause is put right (the inbox's Send again): due
 * at `now` (the parameter `nowMark` names), with a full round of retries and no reason yet.
 */
export const startAfresh = (nowMark: string) =>
  `dead_at = NULL, digest_at = NULL, attempts = 0, next_attempt_at = ${nowMark}, lease_until = NULL, last_error = NULL`;

/** The attempt Send again makes before it answers; one that throws is left to the cron, as the row is due. */
export const attemptNow = (env: Env, id: number) =>
  attempt(env, id).catch((error: unknown) => {
    console.error(`Notification ${id} could not be attempted at once; the cron tries it`, error);
    return 'failed' as const;
  });

/** Takes a row that is due, undelivered, not given up, not held for a digest and not held by another attempt. */
async function claim(db: D1Database, id: number, now: number): Promise<OutboxRow | null> {
  return db
    .prepare(
      `UPDATE outbox SET claimed_at = ?2, lease_until = ?3
       WHERE id = ?1 AND next_attempt_at <= ?2 AND delivered_at IS NULL AND dead_at IS NULL AND digest_at IS NULL AND (lease_until IS NULL OR lease_until <= ?2)
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
    return reached && capNotice(reached.cap, reached.hour_start);
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

/** The hourly e-mail budgets: the company's notices, and the visitors' e-mails, counted apart. */
const emailBudgets = {
  company: { counter: 'site:emails:company', cap: 'company-emails' },
  visitors: { counter: 'site:emails:visitors', cap: 'visitor-emails' },
} as const satisfies Record<string, { counter: string; cap: Cap }>;

/**
 * Counts one e-mail of `kind` against its hourly budget. When the hour's are spent, it is
 * left queued for the next hour (its reason recorded) and the company is told once; then
 * false.
 */
async function emailSlot(
  env: Env,
  kind: OutboxKind,
  ids: number[],
  now: number,
  origin: string,
): Promise<boolean> {
  const who = visitorKinds.includes(kind) ? 'visitors' : 'company';
  const max = settings(env).emailsPerHour[who];
  const { counter, cap } = emailBudgets[who];
  if ((await overLimit(env.DB, counter, { max, windowMs: hourMs }, now)) === undefined) return true;
  const reason = `Waiting for the next hour: the site's budget of ${max} e-mails an hour to ${who === 'company' ? 'the company' : 'visitors'} is spent`;
  await env.DB.prepare(
    `UPDATE outbox SET next_attempt_at = ?2, lease_until = NULL, last_error = ?3 WHERE id IN (SELECT value FROM json_each(?1))`,
  )
    .bind(JSON.stringify(ids), hourStart(now) + hourMs, reason)
    .run();
  await noticeCapReached(env, cap, now, origin);
  return false;
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
    if (!(await emailSlot(env, row.kind, [id], clock(), row.origin))) return 'deferred';
  }
  return sendAndRecord(env, [row], notice, clock);
}

/**
 * Sends one notice standing for `rows` (one row, or a digest's) and records the outcome on each:
 * delivered, or failed with its next attempt, or given up.
 */
async function sendAndRecord(
  env: Env,
  rows: OutboxRow[],
  notice: Notice,
  clock: Clock,
): Promise<AttemptResult> {
  const [first] = rows;
  if (!first) return 'skipped';
  const db = env.DB;
  try {
    await send(env, first.channel, notice);
  } catch (error) {
    const failedAt = clock();
    const message = String(error instanceof Error ? error.message : error).slice(0, 500);
    // A refusal (4xx) is given up at once: the same notice would be refused again.
    const outcomes = rows.map(({ attempts }) => {
      const attempt = attempts + 1;
      return {
        attempts: attempt,
        dead: error instanceof PermanentFailure || attempt >= maxAttempts,
      };
    });
    await db.batch(
      rows.map(({ id }, index) => {
        const { attempts, dead } = outcomes[index] ?? { attempts: 1, dead: false };
        return db
          .prepare(
            'UPDATE outbox SET attempts = ?2, next_attempt_at = ?3, dead_at = ?4, lease_until = NULL, last_error = ?5 WHERE id = ?1',
          )
          .bind(
            id,
            attempts,
            failedAt + backoffMs(settings(env).retryBaseMs, attempts),
            dead ? failedAt : null,
            message,
          );
      }),
    );
    const dead = outcomes.some((outcome) => outcome.dead);
    if (dead)
      console.error(
        `Notification ${rows.map(({ id }) => id).join(', ')} (${first.kind} by ${first.channel}) given up: ${message}`,
      );
    return dead ? 'dead' : 'failed';
  }
  await db
    .prepare(
      'UPDATE outbox SET attempts = attempts + 1, delivered_at = ?2, lease_until = NULL, last_error = NULL WHERE id IN (SELECT value FROM json_each(?1))',
    )
    .bind(JSON.stringify(rows.map(({ id }) => id)), clock())
    .run();
  return 'delivered';
}

/**
 * One digest per channel: the lead notices held for it (many leads came in one hour), claimed
 * together, sent as one notice listing them, and recorded on each.
 */
async function deliverDigests(env: Env, clock: Clock): Promise<AttemptResult[]> {
  const db = env.DB;
  const outcomes: AttemptResult[] = [];
  for (const channel of configuredChannels(env)) {
    const now = clock();
    const { results: rows } = await db
      .prepare(
        `UPDATE outbox SET claimed_at = ?2, lease_until = ?3 WHERE id IN (
           SELECT id FROM outbox WHERE kind = 'enquiry' AND channel = ?1 AND digest_at IS NOT NULL
             AND delivered_at IS NULL AND dead_at IS NULL AND next_attempt_at <= ?2 AND (lease_until IS NULL OR lease_until <= ?2)
           ORDER BY id LIMIT ?4)
         RETURNING id, kind, lead_id, channel, attempts, origin`,
      )
      .bind(channel, now, now + leaseMs, digestMaxLeads)
      .all<OutboxRow>();
    if (!rows.length) continue;
    const { results: leads } = await db
      .prepare(
        `SELECT * FROM enquiries WHERE id IN (SELECT value FROM json_each(?1)) ORDER BY received_at, id`,
      )
      .bind(JSON.stringify(rows.map(({ lead_id }) => lead_id)))
      .all<EnquiryRow>();
    const known = new Set(leads.map(({ id }) => id));
    // A lead deleted since (erased) is in no digest.
    const gone = rows.filter(({ lead_id }) => !known.has(lead_id)).map(({ id }) => id);
    if (gone.length)
      await db
        .prepare('DELETE FROM outbox WHERE id IN (SELECT value FROM json_each(?1))')
        .bind(JSON.stringify(gone))
        .run();
    const held = rows.filter(({ lead_id }) => known.has(lead_id));
    const [first] = held;
    if (!first) continue;
    const ids = held.map(({ id }) => id);
    if (channel === 'email' && !(await emailSlot(env, 'enquiry', ids, now, first.origin))) {
      outcomes.push('deferred');
      continue;
    }
    outcomes.push(await sendAndRecord(env, held, digestNotice(leads, first.origin), clock));
  }
  return outcomes;
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
      `SELECT id FROM outbox WHERE lead_id = ?1 AND kind IN (${marks}) AND delivered_at IS NULL AND dead_at IS NULL AND digest_at IS NULL`,
    )
    .bind(leadId, ...kinds)
    .all<{ id: number }>();
  return results.map(({ id }) => id);
}

/**
 * The cron's work: the rows due at `now` (the run's start), the company's own notices first, then
 * the longest overdue first, `batchSize` at most, then a digest per channel of the lead notices
 * held for one. Each row is claimed when its turn comes, at `clock()`, so its lease starts then. A
 * row whose attempt throws (its lead unreadable) does not stop the others; the first such error is
 * thrown once all have had their turn.
 */
export async function deliverDue(env: Env, now = Date.now(), clock: Clock = Date.now) {
  const { results } = await env.DB.prepare(
    `SELECT id FROM outbox WHERE delivered_at IS NULL AND dead_at IS NULL AND digest_at IS NULL AND next_attempt_at <= ?1 AND (lease_until IS NULL OR lease_until <= ?1)
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
  try {
    outcomes.push(...(await deliverDigests(env, clock)));
  } catch (error) {
    errors.push(error);
  }
  if (errors.length) throw errors[0];
  return outcomes;
}
