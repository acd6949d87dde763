// Who may use the company's inbox. In production Cloudflare Access stands in front of the
// inbox and its API, signs the person in, and hands the Worker a token it signed; the
// Worker checks that token on every /api/admin/* request before any route runs, so an
// unknown address there is refused like a known one (docs/INBOX-SETUP.md sets it up).
// Anything short of a verified token is a refusal: missing settings, a token that does not
// verify, keys that cannot be fetched. The one opening is the local runtime, by its own setting.
import { createMiddleware } from 'hono/factory';
import { createRemoteJWKSet, jwtVerify, type JWTVerifyGetKey } from 'jose';
import type { Env } from './env';
import { json } from './http';

export type InboxEnv = { Bindings: Env; Variables: { editor: string } };

/** The editor of a request the local runtime let in without signing in. */
export const localEditor = 'local';

/**
 * Where Access puts its token. Cloudflare's guide ("Validate JWTs") recommends the header
 * over the CF_Authorization cookie, which is not guaranteed to be passed, so only the
 * header counts.
 */
const assertionHeader = 'Cf-Access-Jwt-Assertion';

// One key set per team domain, kept for the isolate's life: jose fetches the keys once,
// refreshes them after ten minutes, and again when a token names a key it does not know
// (Access rotates its keys every six weeks).
const keySets = new Map<string, JWTVerifyGetKey>();
function keySet(teamDomain: string): JWTVerifyGetKey {
  let keys = keySets.get(teamDomain);
  if (!keys) {
    keys = createRemoteJWKSet(new URL(`https://${teamDomain}/cdn-cgi/access/certs`));
    keySets.set(teamDomain, keys);
  }
  return keys;
}

/**
 * The local runtime (scripts/runtime.mjs) says so itself, with INBOX_OPEN_LOCALLY=1. Nothing the
 * request carries can say it: a forged Host and CF-Connecting-IP reach a forwarded port as easily
 * as a real one.
 */
const opensLocally = (env: Env) => env.INBOX_OPEN_LOCALLY?.trim() === '1';

type Verdict = { editor: string } | { refusal: string };

async function verdict(request: Request, env: Env): Promise<Verdict> {
  const teamDomain = env.ACCESS_TEAM_DOMAIN?.trim();
  const audience = env.ACCESS_AUD?.trim();
  if (!teamDomain && !audience) {
    return opensLocally(env)
      ? { editor: localEditor }
      : {
          refusal:
            'The inbox needs Cloudflare Access: set ACCESS_TEAM_DOMAIN and ACCESS_AUD. Until then it opens only in the local runtime.',
        };
  }
  if (!teamDomain || !audience)
    return {
      refusal: `The inbox's sign-in is half set up: set ${teamDomain ? 'ACCESS_AUD' : 'ACCESS_TEAM_DOMAIN'} too.`,
    };

  const token = request.headers.get(assertionHeader);
  if (!token) return { refusal: 'Sign in through Cloudflare Access to use the inbox.' };
  try {
    const { payload } = await jwtVerify(token, keySet(teamDomain), {
      issuer: `https://${teamDomain}`,
      audience,
      algorithms: ['RS256'],
      requiredClaims: ['exp', 'email'],
    });
    if (typeof payload.email === 'string' && payload.email) return { editor: payload.email };
  } catch (error) {
    // The reason goes to the Worker's logs only (an expired token, keys not reachable…).
    console.warn('Access token refused:', error instanceof Error ? error.message : error);
  }
  return { refusal: 'Your Cloudflare Access sign-in could not be verified. Sign in again.' };
}

/** In front of every /api/admin/* route: the signed-in person's e-mail as `editor`, or 403. */
export const requireAccess = createMiddleware<InboxEnv>(async (c, next) => {
  const outcome = await verdict(c.req.raw, c.env);
  if ('refusal' in outcome) return json({ error: outcome.refusal }, 403);
  c.set('editor', outcome.editor);
  // Leads are personal data: no cache keeps an answer.
  c.header('Cache-Control', 'no-store');
  await next();
});
