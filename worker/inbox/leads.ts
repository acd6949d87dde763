// The inbox's leads: the list with its filters, one lead, its status and note, "not
// spam", a given-up notice sent again, and the leads per source. Every change records
// c.get('editor') and the time.
import { Hono, type Context } from 'hono';
import * as v from 'valibot';
import { locales } from '../../src/content/locale';
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
import { periodStart, trafficDays } from './trafficDays';
import { refuse, valid } from './validate';
import {
  findLead,
  leadDetail,
  leadSummary,
  statuses,
  summaryColumns,
  type SummaryRow,
  listPage,
  maxListLength,
} from './leadsStore';

/** An internal note holds at most this many characters. */
export const maxNoteLength = 5000;
/** The search text, a source filter: at most this many characters. */
const maxFilterLength = 200;
/** The leads counted per source (here, and against the visitors in ./traffic.ts): all but spam, received since ?1. */
export const countedLeads = `status <> 'spam' AND received_at >= ?1`;
/** The periods the leads per source are counted over, in days; the first is the default. */
const sourceDays = [30, 90] as const;

/**
 * The search, in D1's FTS5 index of trigrams (migrations/0006_inbox_search.sql): three
 * characters or more are a phrase the index matches as a substring, case and accents folded.
 * Shorter ones, which no trigram holds, are a LIKE over the same fields ("0%" finds "100%").
 */
function search(q: string) {
  if ([...q].length >= 3)
    return {
      clause: (mark: string) =>
        `id IN (SELECT rowid FROM enquiries_search WHERE enquiries_search MATCH ${mark})`,
      term: `"${q.replaceAll('"', '""')}"`,
    };
  const like = (mark: string) =>
    ['name', 'email', 'phone', 'message']
      .map((field) => `${field} LIKE ${mark} ESCAPE '\\'`)
      .join(' OR ');
  return {
    clause: (mark: string) => `id IN (SELECT rowid FROM enquiries_search WHERE ${like(mark)})`,
    term: `%${q.replace(/[\\%_]/g, '\\$&')}%`,
  };
}

const statusList = statuses.join(', ');
const notFound = (reference: string) =>
  `No lead has the reference ${reference}: it has been deleted, or the link to it is wrong.`;

/** The lead as it stands after a change, or 404 when it is gone (deleted meanwhile). */
async function answerLead(c: Context<InboxEnv>, reference: string) {
  const lead = await leadDetail(c.env.DB, reference);
  return lead ? c.json({ lead }, 200) : refuse(c, 404, notFound(reference));
}

const filterText = v.optional(
  v.pipe(
    v.string(),
    v.maxLength(maxFilterLength, `A filter or search holds at most ${maxFilterLength} characters.`),
  ),
  '',
);
const chooseLeads = 'Send the leads to change: { "references": ["VX-…", …] }.';
const listLengthRefused = `The list gives 1 to ${maxListLength} leads at a time.`;
/** The list's filters; an empty one is "any" (for status: every lead but spam). */
const listFilters = v.object({
  status: v.optional(
    v.picklist(
      ['', ...statuses],
      (issue) => `There is no status “${String(issue.input)}”: use one of ${statusList}.`,
    ),
    '',
  ),
  locale: v.optional(
    v.picklist(
      ['', ...locales],
      (issue) => `There is no language “${String(issue.input)}”: use one of ${locales.join(', ')}.`,
    ),
    '',
  ),
  source: filterText,
  /** Received in the last so many days, as the Traffic view counts them; none is any time. */
  days: v.optional(
    v.picklist(
      ['', ...trafficDays.map(String)],
      (issue) =>
        `Leads are listed for the last ${trafficDays.join(', ')} days, not “${String(issue.input)}”.`,
    ),
    '',
  ),
  q: v.pipe(filterText, v.trim()),
  limit: v.optional(
    v.pipe(
      v.string(),
      v.transform(Number),
      v.integer(listLengthRefused),
      v.minValue(1, listLengthRefused),
      v.maxValue(maxListLength, listLengthRefused),
    ),
    String(listPage),
  ),
});

/** A change to one lead: its status, its note, or both, and nothing else. */
const leadChange = v.pipe(
  v.strictObject(
    {
      status: v.optional(v.picklist(statuses, `The status must be one of ${statusList}.`)),
      note: v.optional(
        v.pipe(
          v.string('The note must be text.'),
          v.maxLength(
            maxNoteLength,
            (issue) =>
              `A note holds at most ${maxNoteLength} characters; this one has ${issue.received}.`,
          ),
        ),
      ),
    },
    (issue) =>
      issue.expected === 'never'
        ? `Only a status and a note can be changed, not ${String(issue.input)}.`
        : 'Send a JSON object: { "status": …, "note": … }.',
  ),
  v.check(
    (change) => change.status !== undefined || change.note !== undefined,
    'Send a status, a note, or both.',
  ),
);

/** Leads chosen in the list, by their references: at most a whole list's worth at once. */
const chosenLeads = v.object(
  {
    references: v.pipe(
      v.array(v.string(chooseLeads), chooseLeads),
      v.minLength(1, chooseLeads),
      v.maxLength(maxListLength, `At most ${maxListLength} leads can be changed at once.`),
    ),
  },
  chooseLeads,
);

const notice = v.object({
  reference: v.string(),
  id: v.pipe(v.string(), v.digits('A notice is named by its number.'), v.transform(Number)),
});

const sourcePeriod = v.object({
  days: v.optional(
    v.pipe(
      v.string(),
      v.transform(Number),
      v.picklist(
        sourceDays,
        (issue) =>
          `Leads per source are counted over ${sourceDays.join(' or ')} days, not “${String(issue.input)}”.`,
      ),
    ),
    String(sourceDays[0]),
  ),
});

export const leadsRoutes = new Hono<InboxEnv>()
  .get('/', valid('query', listFilters), async (c) => {
    const { status, locale, source, days, q, limit } = c.req.valid('query');
    const conditions: string[] = [];
    const params: (string | number)[] = [];
    const where = (clause: (mark: string) => string, value: string | number) => {
      params.push(value);
      conditions.push(clause(`?${params.length}`));
    };
    // Spam is a folder of its own: it shows only when asked for.
    if (status) where((mark) => `status = ${mark}`, status);
    else conditions.push(`status <> 'spam'`);
    if (locale) where((mark) => `locale = ${mark}`, locale);
    if (source) where((mark) => `source = ${mark}`, source);
    if (days) where((mark) => `received_at >= ${mark}`, periodStart(Number(days), Date.now()));
    if (q) {
      const { clause, term } = search(q);
      where(clause, term);
    }
    const filtered = `FROM enquiries WHERE ${conditions.join(' AND ')}`;
    const db = c.env.DB;
    const [page, counted] = await Promise.all([
      db
        .prepare(
          `SELECT ${summaryColumns} ${filtered} ORDER BY received_at DESC, id DESC LIMIT ?${params.length + 1}`,
        )
        .bind(...params, limit)
        .all<SummaryRow>(),
      db
        .prepare(`SELECT COUNT(*) AS total ${filtered}`)
        .bind(...params)
        .first<{ total: number }>(),
    ]);
    return c.json({ leads: page.results.map(leadSummary), total: counted?.total ?? 0 }, 200);
  })
  .post('/mark-spam', valid('json', chosenLeads), async (c) => {
    const { references } = c.req.valid('json');
    const db = c.env.DB;
    const now = Date.now();
    const editor = c.get('editor');
    const chosenJson = JSON.stringify(references);
    // As a status set to spam one by one: each lead's change recorded, a spam lead left as it is.
    const chosen = `reference IN (SELECT value FROM json_each(?1)) AND status <> 'spam'`;
    const [, marked] = await db.batch([
      db
        .prepare(
          `INSERT INTO lead_changes (enquiry_id, at, editor, what) SELECT id, ?2, ?3, 'status: spam' FROM enquiries WHERE ${chosen}`,
        )
        .bind(chosenJson, now, editor),
      db
        .prepare(
          `UPDATE enquiries SET status = 'spam', updated_at = ?2, updated_by = ?3 WHERE ${chosen} RETURNING id`,
        )
        .bind(chosenJson, now, editor),
    ]);
    return c.json({ changed: marked?.results.length ?? 0 }, 200);
  })
  .post('/delete', valid('json', chosenLeads), async (c) => {
    const { references } = c.req.valid('json');
    const db = c.env.DB;
    const chosen = `SELECT id FROM enquiries WHERE reference IN (SELECT value FROM json_each(?1))`;
    const chosenJson = JSON.stringify(references);
    // One line of who deleted how many, counted before anything goes; then the leads, their
    // history and their notices, in one transaction.
    const [line] = await db.batch<{ leads: number }>([
      db
        .prepare(
          `INSERT INTO deletions (at, editor, leads) VALUES (?2, ?3, (SELECT COUNT(*) FROM (${chosen}))) RETURNING leads`,
        )
        .bind(chosenJson, Date.now(), c.get('editor')),
      ...[
        `DELETE FROM outbox WHERE kind IN ('enquiry', 'acknowledgement') AND lead_id IN (${chosen})`,
        `DELETE FROM lead_changes WHERE enquiry_id IN (${chosen})`,
        `DELETE FROM enquiries WHERE id IN (${chosen})`,
      ].map((sql) => db.prepare(sql).bind(chosenJson)),
    ]);
    return c.json({ changed: line?.results[0]?.leads ?? 0 }, 200);
  })
  .get('/:reference', (c) => answerLead(c, c.req.param('reference')))
  .patch('/:reference', valid('json', leadChange), async (c) => {
    const reference = c.req.param('reference');
    const { status, note } = c.req.valid('json');

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
    return answerLead(c, reference);
  })
  .post('/:reference/not-spam', async (c) => {
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
    if (outbox.length)
      c.executionCtx.waitUntil(Promise.all(outbox.map((id) => attempt(c.env, id))));
    return answerLead(c, reference);
  })
  .post('/:reference/notices/:id/send-again', valid('param', notice), async (c) => {
    const { reference, id } = c.req.valid('param');
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
          `This lead has no notice ${id}: open the lead again to see its notices.`,
        );
      return refuse(
        c,
        409,
        'This notice was not given up: it has been delivered, or it is still being retried.',
      );
    }
    // Tried before the answer, so the inbox shows how it went.
    await attemptNow(c.env, id);
    return answerLead(c, reference);
  });

export const sourcesRoutes = new Hono<InboxEnv>().get(
  '/',
  valid('query', sourcePeriod),
  async (c) => {
    const { days } = c.req.valid('query');
    const { results } = await c.env.DB.prepare(
      `SELECT source, COUNT(*) AS leads FROM enquiries WHERE ${countedLeads} GROUP BY source ORDER BY leads DESC, source`,
    )
      .bind(Date.now() - days * dayMs)
      .all<{ source: string; leads: number }>();
    return c.json({ days, sources: results }, 200);
  },
);
