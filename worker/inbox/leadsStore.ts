// The inbox's reading of the enquiries: a lead as the JSON API gives it (src/inbox/types.ts reads
// it), from its row, its notifications and its changes.
import type { D1Database } from '../env';
import type { OutboxKind } from '../outbox';
import type { SpamReason } from '../spam';

export const statuses = ['new', 'replied', 'won', 'lost', 'spam'] as const;
export type Status = (typeof statuses)[number];
export const isStatus = (value: unknown): value is Status =>
  typeof value === 'string' && (statuses as readonly string[]).includes(value);

/** The list gives this many leads unless asked for more, and the inbox asks for this many more at a time. */
export const listPage = 50;
/** The most leads one list answer holds (about 400 kB): beyond them, a filter or the search narrows. */
export const maxListLength = 1000;

/** The list shows this much of each message; a longer one ends with "…", so nobody takes the cut for its end. */
const excerptLength = 140;

export const summaryColumns = `reference, name, email, status, locale, source, received_at,
  CASE WHEN length(message) > ${excerptLength} THEN substr(message, 1, ${excerptLength}) || '…' ELSE message END AS excerpt`;

export type SummaryRow = {
  reference: string;
  name: string;
  email: string;
  status: Status;
  locale: string;
  source: string;
  received_at: number;
  excerpt: string;
};

export const leadSummary = <Row extends SummaryRow>({ received_at, ...row }: Row) => ({
  ...row,
  receivedAt: received_at,
});

type DetailRow = SummaryRow & {
  id: number;
  phone: string;
  budget: string;
  message: string;
  note: string;
  landing: string;
  referrer: string;
  utm_source: string;
  utm_medium: string;
  utm_campaign: string;
  spam_reason: SpamReason | null;
};

type NotificationRow = {
  id: number;
  kind: Extract<OutboxKind, 'enquiry' | 'acknowledgement'>;
  channel: string;
  attempts: number;
  delivered_at: number | null;
  dead_at: number | null;
  last_error: string | null;
  next_attempt_at: number;
};

/** The enquiry's id and status, for a change to it; null when there is no such reference. */
export const findLead = (db: D1Database, reference: string) =>
  db
    .prepare('SELECT id, status, note FROM enquiries WHERE reference = ?1')
    .bind(reference)
    .first<{ id: number; status: Status; note: string }>();

/** Everything known of one lead, or null when there is no such reference. */
export async function leadDetail(db: D1Database, reference: string) {
  const row = await db
    .prepare(
      `SELECT id, ${summaryColumns}, phone, budget, message, note, landing, referrer, utm_source, utm_medium, utm_campaign, spam_reason
       FROM enquiries WHERE reference = ?1`,
    )
    .bind(reference)
    .first<DetailRow>();
  if (!row) return null;
  const [notifications, changes] = await db.batch([
    db
      .prepare(
        `SELECT id, kind, channel, attempts, delivered_at, dead_at, last_error, next_attempt_at FROM outbox WHERE kind IN ('enquiry', 'acknowledgement') AND lead_id = ?1 ORDER BY id`,
      )
      .bind(row.id),
    db
      .prepare('SELECT at, editor, what FROM lead_changes WHERE enquiry_id = ?1 ORDER BY at, id')
      .bind(row.id),
  ]);
  const { id: _id, utm_source, utm_medium, utm_campaign, spam_reason, ...summary } = row;
  return {
    ...leadSummary(summary),
    utmSource: utm_source,
    utmMedium: utm_medium,
    utmCampaign: utm_campaign,
    spamReason: spam_reason,
    notifications: ((notifications?.results ?? []) as NotificationRow[]).map((notice) => ({
      id: notice.id,
      kind: notice.kind,
      channel: notice.channel,
      attempts: notice.attempts,
      deliveredAt: notice.delivered_at,
      deadAt: notice.dead_at,
      lastError: notice.last_error,
      nextAttemptAt: notice.next_attempt_at,
    })),
    changes: (changes?.results ?? []) as { at: number; editor: string; what: string }[],
  };
}

export type LeadDetail = NonNullable<Awaited<ReturnType<typeof leadDetail>>>;
