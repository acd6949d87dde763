// A per-client rate limit on new messages and sign-ups: a fixed window counted in D1.
import type { D1Database } from './env';
import { sha256Hex } from './ids';

export type RateLimit = { max: number; windowMs: number };

/** The client as Cloudflare saw it; only a hash of it is stored, and only for one window. */
export async function clientKey(request: Request): Promise<string> {
  const address = request.headers.get('CF-Connecting-IP') ?? 'unknown';
  return (await sha256Hex(`rate-limit:${address}`)).slice(0, 32);
}

/**
 * Counts one more send for the client. Returns undefined when it is allowed, or the
 * seconds until its window ends when the client is over the limit.
 */
export async function overLimit(db: D1Database, client: string, { max, windowMs }: RateLimit, now: number): Promise<number | undefined> {
  if (windowMs <= 0) return undefined;
  const windowStart = now - (now % windowMs);
  const row = await db
    .prepare(
      `INSERT INTO rate_limits (client, window_start, count) VALUES (?1, ?2, 1)
       ON CONFLICT (client, window_start) DO UPDATE SET count = count + 1
       RETURNING count`,
    )
    .bind(client, windowStart)
    .first<{ count: number }>();
  if ((row?.count ?? 0) <= max) return undefined;
  return Math.max(1, Math.ceil((windowStart + windowMs - now) / 1000));
}

/** Windows that have ended are of no further use. */
export const purgeRateLimits = (db: D1Database, now: number, windowMs: number) =>
  db.prepare('DELETE FROM rate_limits WHERE window_start < ?1').bind(now - windowMs).run();
