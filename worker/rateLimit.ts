// A per-client rate limit on new messages and sign-ups, and the site-wide caps: fixed
// windows counted in D1.
import type { D1Database, Env } from './env';

export type RateLimit = { max: number; windowMs: number };

// Without RATE_LIMIT_SECRET (a local `wrangler dev`, or a deployment that forgot it) each
// Worker instance draws its own key: the limit then counts per instance, and nothing
// stored can be linked to an address once the instance ends.
let instanceKey: Promise<CryptoKey> | undefined;
let secretKey: { secret: string; key: Promise<CryptoKey> } | undefined;

function hmacKey(secret: string | undefined): Promise<CryptoKey> {
  const hmac: HmacKeyGenParams = { name: 'HMAC', hash: 'SHA-256' };
  if (!secret) return (instanceKey ??= crypto.subtle.generateKey(hmac, false, ['sign']));
  if (secretKey?.secret !== secret)
    secretKey = {
      secret,
      key: crypto.subtle.importKey('raw', new TextEncoder().encode(secret), hmac, false, ['sign']),
    };
  return secretKey.key;
}

/**
 * The network one client holds: an IPv4 address as it is; an IPv6 address as its block of
 * `ipv6Bits` (a /64 unless told: the smallest a provider gives a single home or machine, inside
 * which anyone can change address at will; `2001:db8:1:2::/64`). An IPv4 address written as IPv6
 * (`::ffff:…`) is the IPv4 address.
 */
export function clientNetwork(address: string, ipv6Bits = 64): string {
  const bare = address.trim().toLowerCase().replace(/%.*$/, '');
  if (!bare.includes(':')) return bare;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(bare);
  if (mapped?.[1]) return mapped[1];
  const [head = '', tail] = bare.split('::');
  const groups = (part: string | undefined) => (part ? part.split(':') : []);
  // An IPv4 tail (`::1.2.3.4`) fills the last two groups.
  const count = (part: string[]) =>
    part.reduce((sum, group) => sum + (group.includes('.') ? 2 : 1), 0);
  const left = groups(head);
  const right = groups(tail);
  const zeros =
    tail === undefined
      ? []
      : Array.from({ length: Math.max(0, 8 - count(left) - count(right)) }, () => '0');
  const prefix = [...left, ...zeros, ...right]
    .slice(0, Math.ceil(ipv6Bits / 16))
    .map((group, index) => {
      const kept = Math.min(16, ipv6Bits - index * 16);
      const value = Number.parseInt(group, 16) || 0;
      return (value & (0xffff << (16 - kept)) & 0xffff).toString(16);
    });
  return `${prefix.join(':')}::/${ipv6Bits}`;
}

/**
 * The client as Cloudflare saw it (its network, above), as an HMAC under the
 * deployment's secret: without the secret nobody can tell which address a stored key
 * belongs to, not even by hashing all four billion of them. Kept for one window only.
 * `scope` counts another kind of request (field measurements, a lane) apart from the forms.
 */
export async function clientKey(
  request: Request,
  env: Env,
  scope = 'forms',
  ipv6Bits?: number,
): Promise<string> {
  const address = clientNetwork(request.headers.get('CF-Connecting-IP') ?? 'unknown', ipv6Bits);
  const mac = await crypto.subtle.sign(
    'HMAC',
    await hmacKey(env.RATE_LIMIT_SECRET),
    new TextEncoder().encode(`${scope}:${address}`),
  );
  return Array.from(new Uint8Array(mac).slice(0, 16), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');
}

/**
 * Counts one more send for the client. Returns undefined when it is allowed, or the
 * seconds until its window ends when the client is over the limit.
 */
export async function overLimit(
  db: D1Database,
  client: string,
  { max, windowMs }: RateLimit,
  now: number,
): Promise<number | undefined> {
  if (windowMs <= 0) return undefined;
  const windowStart = now - (now % windowMs);
  const row = await db
    .prepare(
      `INSERT INTO rate_limits (client, window_start, count, expires_at) VALUES (?1, ?2, 1, ?3)
       ON CONFLICT (client, window_start) DO UPDATE SET count = count + 1
       RETURNING count`,
    )
    .bind(client, windowStart, windowStart + windowMs)
    .first<{ count: number }>();
  if ((row?.count ?? 0) <= max) return undefined;
  return Math.max(1, Math.ceil((windowStart + windowMs - now) / 1000));
}

/** Windows that have ended are of no further use (rows from before `expires_at` ended one form window after their start). */
export const purgeRateLimits = (db: D1Database, now: number, windowMs: number) =>
  db
    .prepare('DELETE FROM rate_limits WHERE COALESCE(expires_at, window_start + ?2) <= ?1')
    .bind(now, windowMs)
    .run();
