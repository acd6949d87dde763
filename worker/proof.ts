// The proof of work the site's script earns while the visitor types (ALTCHA's protocol, issued and
// checked here, solved in the browser's Web Worker: src/forms/proofWorker.ts). A valid proof puts a
// post in the lane of its own (worker/lanes.ts); none is ever required, so a form posted without
// script still arrives.
import { createChallenge, randomInt, verifySolution, type Payload } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';
import type { Env } from './env';
import { json } from './http';

/**
 * PBKDF2 iterations per try, and the range the answer is drawn from: about 1,500 tries of 1,000
 * iterations, a second or two in a phone's Web Worker while its visitor types, and as long again
 * for every post a script wants in the lane.
 */
export const proofCost = 1_000;
export const proofCounter = { min: 1_000, max: 2_000 };
/** A challenge is good this long: a visitor may take a while over a message. */
export const proofLifetimeMs = 2 * 60 * 60_000;

const algorithm = 'PBKDF2/SHA-256';

// Without PROOF_SECRET nothing can be signed: the challenge is refused (said once in the log),
// and every post counts as one without proof. Never a key of the instance's own: another
// instance could not check it.
let warned = false;
function secrets(env: Env) {
  const secret = env.PROOF_SECRET;
  if (!secret) {
    if (!warned) console.error('PROOF_SECRET is not set: no proof of work is issued or accepted.');
    warned = true;
    return undefined;
  }
  // The key signature lets a check be one HMAC instead of the work again.
  return { hmacSignatureSecret: secret, hmacKeySignatureSecret: `${secret}:key` };
}

/** GET /api/proof: a signed challenge for the site's script; never cached. */
export async function handleProofChallenge(env: Env, now = Date.now()): Promise<Response> {
  const keys = secrets(env);
  if (!keys) return json({ error: 'No proof of work is issued here.' }, 503);
  const challenge = await createChallenge({
    algorithm,
    cost: proofCost,
    counter: randomInt(proofCounter.min, proofCounter.max),
    deriveKey,
    expiresAt: new Date(now + proofLifetimeMs),
    ...keys,
  });
  return json(challenge);
}

/** The posted proof (base64 of `{challenge, solution}`, as the site's script sends it), or null. */
function decode(posted: string | undefined): Payload | null {
  if (!posted || posted.length > 4_000) return null;
  try {
    const payload: unknown = JSON.parse(atob(posted));
    return typeof payload === 'object' && payload !== null && 'challenge' in payload
      ? (payload as Payload)
      : null;
  } catch {
    return null;
  }
}

/**
 * Whether the post carries a valid proof not spent before: each is good for one post (its
 * signature is counted in `rate_limits` until it expires), so one answer cannot carry a flood.
 */
export async function validProof(env: Env, posted: string | undefined, now: number) {
  const keys = secrets(env);
  const payload = decode(posted);
  if (!keys || !payload?.challenge?.signature) return false;
  try {
    const { verified } = await verifySolution({
      challenge: payload.challenge,
      solution: payload.solution,
      deriveKey,
      ...keys,
    });
    if (!verified) return false;
  } catch {
    return false;
  }
  const expires = (payload.challenge.parameters.expiresAt ?? 0) * 1000;
  const spent = await env.DB.prepare(
    `INSERT INTO rate_limits (client, window_start, count, expires_at) VALUES (?1, 0, 1, ?2)
     ON CONFLICT (client, window_start) DO UPDATE SET count = count + 1 RETURNING count`,
  )
    .bind(`proof:${payload.challenge.signature}`, Math.max(expires, now))
    .first<{ count: number }>();
  return spent?.count === 1;
}
