// The inbox's leads: the list with its filters, one lead, its status and note, "not
// spam", a given-up notice sent again, and the leads per source. Every change records
// c.get('editor') and the time.
import { Hono } from 'hono';
import { isLocale, locales } from '../../src/content/locale';
import type { InboxEnv } from '../access';
import {
  attempt,
  attemptNow,
  enquiryKinds,
  pendingFor,
  queueEnquiryNotices,
  startAfresh,
} from '../outbox';
import { dayMs } from '../time';
import { jsonObject, refuse } from './answers';
import {
  findLead,
  isStatus,
  leadDetail,
  leadSummary,
  statuses,
  summaryColumns,
  type SummaryRow,
} from './leadsStore';

/** An internal note holds at most this many characters. */
export const maxNoteLength = 5000;
/** The search text, a source filter: at most this many characters. */
const maxFilterLength = 200;
/** The periods the leads per source are counted over, in days; the first is the default. */
const sourceDays = [30, 90] as const;

/** Text as the search compares it: without case or accents. */
const folded = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

const statusList = statuses.join(', ');
const notFound = (reference: string) =>
  `No lead has the reference ${reference}: it has been deleted, or the link to it is wrong.`;

export const leadsRoutes = new Hono<InboxEnv>();

leadsRoutes.get('/', async (c) => {
  const { status = '', locale = '', source = '', q = '' } = c.req.query();
  if (status && !isStatus(status))
    return refuse(c, 400, `There is no status “${status}”: use one of ${statusList}.`);
  if (locale && !isLocale(locale))
    return refuse(c, 400, `There is no language “${locale}”: use one of ${locales.join(', ')}.`);
  if (source.length > maxFilterLength || q.length > maxFilterLength)
    return refuse(c, 400, `A filter or search holds at most ${maxFilterLength} characters.`);
  const conditions: string[] = [];
  const params: string[] = [];
  const where = (clause: (mark: string) => string, value: string) => {
    params.push(value);
    conditions.push(clause(`?${params.length}`));
  };
  // Spam is a folder of its own: it shows only when asked for.
  if (status) where((mark) => `status = ${mark}`, status);
  else conditions.push(`status <> 'spam'`);
  if (locale) where((mark) => `locale = ${mark}`, locale);
  if (source) where((mark) => `source = ${mark}`, source);
  // The search is matched here: SQLite's LIKE ignores the case of ASCII letters alone, and
  // "iniguez" should find Íñiguez.
  const searched = q ? `, name || char(10) || email || char(10) || message AS searched` : '';
  const { results } = await c.env.DB.prepare(
    `SELECT ${summaryColumns}${searched} FROM enquiries WHERE ${conditions.join(' AND ')} ORDER BY received_at DESC, id DESC`,
  )
    .bind(...params)
    .all<SummaryRow & { searched?: string }>();
  const sought = folded(q);
  const found = q ? results.filter((row) => folded(row.searched ?? '').includes(sought)) : results;
  return c.json({ leads: found.map(({ searched: _searched, ...row }) => leadSummary(row)) });
});

leadsRoutes.get('/:reference', async (c) => {
  const reference = c.req.param('reference');
  const lead = await leadDetail(c.env.DB, reference);
  return lead ? c.json({ lead }) : refuse(c, 404, notFound(reference));
});

leadsRoutes.patch('/:reference', async (c) => {
  const reference = c.req.param('reference');
  const body = await jsonObject(c);
  if (!body) return refuse(c, 400, 'Send a JSON object: { "status": …, "note": … }.');
  const unknown = Object.keys(body).filter((key) => key !== 'status' && key !== 'note');
  if (unknown.length)
    return refuse(c, 400, `Only a status and a note can be changed, not ${unknown.join(', ')}.`);
  const { status, note } = body;
  if (status === undefined && note === undefined)
    return refuse(c, 400, 'Send a status, a note, or both.');
  if (status !== undefined && !isStatus(status))
    return refuse(c, 400, `The status must be one of ${statusList}.`);
  if (note !== undefined && typeof note !== 'string')
    return refuse(c, 400, 'The note must be text.');
  if (typeof note === 'string' && note.length > maxNoteLength)
    return refuse(
      c,
      400,
      `A note holds at most ${maxNoteLength} characters; this one has ${note.length}.`,
    );

  const db = c.env.DB;
  const lead = await findLead(db, reference);
  if (!lead) return refuse(c, 404, notFound(reference));
  if (lead.status === 'spam' && status !== undefined && status !== 'spam') {
    return refuse(
      c,
      409,
      'This lead is marked as spam: mark it as not spam first, which also tells the company of it.',
    );
  }
  const next = { status: status ?? lead.status, note: note ?? lead.note };
  // Only what differs is a change; the note's text stays out of the record.
  const changes = [
    ...(next.status !== lead.status ? [`status: ${next.status}`] : []),
    ...(next.note !== lead.note ? ['note'] : []),
  ];
  if (changes.length) {
    const now = Date.now();
    const editor = c.get('editor');
    await db.batch([
      // Only what was sent is written: a save made at the same moment keeps its own field.
      db
        .prepare(
          'UPDATE enquiries SET status = coalesce(?2, status), note = coalesce(?3, note), updated_at = ?4, updated_by = ?5 WHERE id = ?1',
        )
        .bind(lead.id, status ?? null, note ?? null, now, editor),
      ...changes.map((what) =>
        db
          .prepare(
            'INSERT INTO lead_changes (enquiry_id, at, editor, what) VALUES (?1, ?2, ?3, ?4)',
          )
          .bind(lead.id, now, editor, what),
      ),
    ]);
  }
  return c.json({ lead: await leadDetail(db, reference) });
});

leadsRoutes.post('/:reference/not-spam', async (c) => {
  const reference = c.req.param('reference');
  const db = c.env.DB;
  const now = Date.now();
  const editor = c.get('editor');
  // One transaction, each statement only while the lead is still spam: a second call (or
  // two at once) queues nothing more, and outbox's UNIQUE (kind, lead_id, channel) holds anyway.
  const spam = `SELECT id FROM enquiries WHERE reference = ?5 AND status = 'spam'`;
  const results = await db.batch<{ id: number }>([
    ...queueEnquiryNotices(c.env, new URL(c.req.url).origin, spam, [reference], now),
    db
      .prepare(
        `INSERT INTO lead_changes (enquiry_id, at, editor, what) SELECT id, ?1, ?2, 'status: new (not spam)' FROM enquiries WHERE reference = ?3 AND status = 'spam'`,
      )
      .bind(now, editor, reference),
    db
      .prepare(
        `UPDATE enquiries SET status = 'new', updated_at = ?2, updated_by = ?3 WHERE reference = ?1 AND status = 'spam' RETURNING id`,
      )
      .bind(reference, now, editor),
  ]);
  const moved = results.at(-1)?.results[0];
  if (!moved) {
    return (await findLead(db, reference))
      ? refuse(c, 409, 'This lead is not marked as spam.')
      : refuse(c, 404, notFound(reference));
  }
  // Told now, as at arrival; the cron retries what fails.
  const outbox = await pendingFor(db, enquiryKinds, moved.id);
  if (outbox.length) c.executionCtx.waitUntil(Promise.all(outbox.map((id) => attempt(c.env, id))));
  return c.json({ lead: await leadDetail(db, reference) });
});

leadsRoutes.post('/:reference/notices/:id{[0-9]+}/send-again', async (c) => {
  const reference = c.req.param('reference');
  const id = Number(c.req.param('id'));
  const db = c.env.DB;
  const now = Date.now();
  const editor = c.get('editor');
  // A notice of this lead that was given up: both statements in one transaction, so two
  // presses at once start it again once.
  const givenUp = `id = ?1 AND dead_at IS NOT NULL AND kind IN ('enquiry', 'acknowledgement') AND lead_id = (SELECT id FROM enquiries WHERE reference = ?2)`;
  const results = await db.batch<{ id: number }>([
    db
      .prepare(
        `INSERT INTO lead_changes (enquiry_id, at, editor, what) SELECT lead_id, ?3, ?4, 'sent again: ' || kind || ' by ' || channel FROM outbox WHERE ${givenUp}`,
      )
      .bind(id, reference, now, editor),
    db
      .prepare(`UPDATE outbox SET ${startAfresh('?3')} WHERE ${givenUp} RETURNING id`)
      .bind(id, reference, now),
  ]);
  if (!results.at(-1)?.results[0]) {
    const lead = await findLead(db, reference);
    if (!lead) return refuse(c, 404, notFound(reference));
    const notice = await db
      .prepare(
        `SELECT id FROM outbox WHERE id = ?1 AND lead_id = ?2 AND kind IN ('enquiry', 'acknowledgement')`,
      )
      .bind(id, lead.id)
      .first();
    if (!notice)
      return refuse(
        c,
        404,
        `This lead has no notice ${c.req.param('id')}: open the lead again to see its notices.`,
      );
    return refuse(
      c,
      409,
      'This notice was not given up: it has been delivered, or it is still being retried.',
    );
  }
  // Tried before the answer, so the inbox shows how it went.
  await attemptNow(c.env, id);
  return c.json({ lead: await leadDetail(db, reference) });
});

export const sourcesRoutes = new Hono<InboxEnv>();

sourcesRoutes.get('/', async (c) => {
  const asked = c.req.query('days') ?? String(sourceDays[0]);
  const days = sourceDays.find((option) => String(option) === asked);
  if (!days)
    return refuse(
      c,
      400,
      `Leads per source are counted over ${sourceDays.join(' or ')} days, not “${asked}”.`,
    );
  const { results } = await c.env.DB.prepare(
    `SELECT source, COUNT(*) AS leads FROM enquiries WHERE status <> 'spam' AND received_at >= ?1 GROUP BY source ORDER BY leads DESC, source`,
  )
    .bind(Date.now() - days * dayMs)
    .all<{ source: string; leads: number }>();
  return c.json({ days, sources: results });
});
