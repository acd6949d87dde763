// The lanes a submission is counted in, so that a flood in one never refuses a person in another:
// posts with a valid proof of work (the site's script), posts without (JavaScript off, scripts),
// and junk, what a script can store without paying: spam, and posts without proof. Junk has a
// budget per day and in all, in rows and in bytes.
import type { D1Database } from './env';
import { sha256Hex } from './ids';
import { dayMs } from './time';

export type Lane = 'proof' | 'plain';

/**
 * Per-client limits key an IPv6 client by a block wider than its /64. With a proof, by its /56:
 * what most providers give one home, so its devices count as one, and few homes share it. Without,
 * by its /48: a post there costs nothing, and a hosting customer holds a /48 as cheaply as a /64.
 */
export const ipv6PrefixBits: Record<Lane, number> = { proof: 56, plain: 48 };

/** A text is spam once this many clients sent it (normalised, below) within a day. */
export const repeatedTextClients = 3;
/** Shorter normalised texts are not compared: "please call me back" is said by many people. */
const fingerprintMinLength = 30;

const dayStart = (now: number) => now - (now % dayMs);

/**
 * The text as a comparison sees it: letters only, case and accents folded, so that a number,
 * a punctuation mark or a spacing changed between copies makes no new text.
 */
export function normalisedText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}]+/gu, '');
}

/**
 * Counts the client as a sender of this text today; true once more than `repeatedTextClients`
 * clients have sent it. A client sending it again counts once.
 */
export async function repeatedText(
  db: D1Database,
  text: string,
  client: string,
  now: number,
): Promise<boolean> {
  const normal = normalisedText(text);
  if (normal.length < fingerprintMinLength) return false;
  const prefix = `text:${(await sha256Hex(normal)).slice(0, 32)}:`;
  const day = dayStart(now);
  const [, counted] = await db.batch<{ senders: number }>([
    db
      .prepare(
        `INSERT INTO rate_limits (client, window_start, count, expires_at) VALUES (?1, ?2, 1, ?3)
         ON CONFLICT (client, window_start) DO NOTHING`,
      )
      .bind(`${prefix}${client}`, day, day + dayMs),
    // The clients of one text sort together: a range of the primary key, not a scan.
    db
      .prepare(
        'SELECT count(*) AS senders FROM rate_limits WHERE client >= ?1 AND client < ?2 AND window_start = ?3',
      )
      .bind(prefix, `${prefix.slice(0, -1)};`, day),
  ]);
  return (counted?.results[0]?.senders ?? 0) > repeatedTextClients;
}

/** What junk may store: per day and, kept for days (src/content/retention.ts), in all. */
export type JunkBudget = {
  rowsPerDay: number;
  bytesPerDay: number;
  rowsInAll: number;
  bytesInAll: number;
};

/** The bytes a stored message takes, near enough: its fields as UTF-8. */
export const storedBytes = (values: Record<string, string>) =>
  new TextEncoder().encode(Object.values(values).join('')).length;

/**
 * Counts a piece of junk of `bytes` against today's budget, and checks what is kept in all.
 * Returns 'open' when it may be stored, 'full' when a limit is over, and 'reached' for the post
 * that first finds it over today, for the company to be told once.
 */
export async function junkAllowance(
  db: D1Database,
  bytes: number,
  budget: JunkBudget,
  now: number,
): Promise<'open' | 'full' | 'reached'> {
  const day = dayStart(now);
  const count = (counter: string, amount: number) =>
    db
      .prepare(
        `INSERT INTO rate_limits (client, window_start, count, expires_at) VALUES (?1, ?2, ?3, ?4)
         ON CONFLICT (client, window_start) DO UPDATE SET count = count + ?3 RETURNING count`,
      )
      .bind(counter, day, amount, day + dayMs);
  const [rows, size, kept] = await db.batch<{ count: number; rows: number; bytes: number }>([
    count('junk:rows', 1),
    count('junk:bytes', bytes),
    db.prepare(
      `SELECT count(*) AS rows, coalesce(sum(bytes), 0) AS bytes FROM enquiries
       WHERE status = 'spam' OR lane = 'plain'`,
    ),
  ]);
  const rowsToday = rows?.results[0]?.count ?? 0;
  const bytesToday = size?.results[0]?.count ?? 0;
  const inAll = kept?.results[0] ?? { rows: 0, bytes: 0 };
  const overToday = rowsToday > budget.rowsPerDay || bytesToday > budget.bytesPerDay;
  const overInAll = inAll.rows >= budget.rowsInAll || inAll.bytes + bytes > budget.bytesInAll;
  if (!overToday && !overInAll) return 'open';
  const firstOver =
    rowsToday === budget.rowsPerDay + 1 ||
    (bytesToday > budget.bytesPerDay && bytesToday - bytes <= budget.bytesPerDay);
  return firstOver || overInAll ? 'reached' : 'full';
}
