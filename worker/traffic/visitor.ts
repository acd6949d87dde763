// A visitor, counted per day without an identifier (the method Plausible documents): SHA-256 of
// the day's salt, the site's host, the client's network (IPv6 by its /64) and its User-Agent.
// The salt is drawn on the day's first page view and deleted by the cron after its day, so a
// hash cannot be recomputed, nor linked to another day's.
import { trafficRetentionDays } from '../../src/content/retention';
import type { D1Database } from '../env';
import { clientNetwork } from '../rateLimit';
import { dayMs, dayOf } from '../time';

const hex = (bytes: ArrayBuffer | Uint8Array) =>
  Array.from(new Uint8Array(bytes), (byte) => byte.toString(16).padStart(2, '0')).join('');

/** The day's salt: drawn by the day's first page view, then only read (no write per beacon). */
async function saltOf(db: D1Database, day: number): Promise<string> {
  const read = () =>
    db.prepare('SELECT salt FROM traffic_salts WHERE day = ?1').bind(day).first<{ salt: string }>();
  const kept = await read();
  if (kept) return kept.salt;
  // Two first page views at once: the one stored first wins, and both read it.
  await db
    .prepare('INSERT INTO traffic_salts (day, salt) VALUES (?1, ?2) ON CONFLICT (day) DO NOTHING')
    .bind(day, hex(crypto.getRandomValues(new Uint8Array(32))))
    .run();
  const drawn = await read();
  if (!drawn) throw new Error("The day's salt could not be stored.");
  return drawn.salt;
}

/** The visitor's hash for the day of `now`; neither the address nor the User-Agent leaves here. */
export async function visitorHash(db: D1Database, request: Request, now: number): Promise<string> {
  const salt = await saltOf(db, dayOf(now));
  const network = clientNetwork(request.headers.get('CF-Connecting-IP') ?? 'unknown');
  const agent = request.headers.get('User-Agent') ?? '';
  const text = [salt, new URL(request.url).host, network, agent].join('\n');
  return hex(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));
}

/** True the first time the visitor is seen that day. */
export async function firstToday(db: D1Database, hash: string, now: number): Promise<boolean> {
  const row = await db
    .prepare(
      'INSERT INTO traffic_visitors (day, hash) VALUES (?1, ?2) ON CONFLICT DO NOTHING RETURNING hash',
    )
    .bind(dayOf(now), hash)
    .first();
  return row !== null;
}

/** After its day a salt and its hashes go; counts go after their retention. */
export const purgeTraffic = (db: D1Database, now: number) =>
  db.batch([
    db.prepare('DELETE FROM traffic_salts WHERE day < ?1').bind(dayOf(now)),
    db.prepare('DELETE FROM traffic_visitors WHERE day < ?1').bind(dayOf(now)),
    db
      .prepare('DELETE FROM traffic_daily WHERE day < ?1')
      .bind(dayOf(now) - trafficRetentionDays * dayMs),
  ]);
