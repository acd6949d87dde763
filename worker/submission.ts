// What both forms' handlers share, in order: the request checks, the honeypot, the
// minimum fill time, the browser's own validation, a replay of an earlier answer for a
// repeated submit, the rate limit, and then the store-first, notify-second write.
import { receiverMessages } from '../src/content/forms';
import { validateAll, type Validators } from '../src/forms/validation';
import { settings, type Env, type ExecutionContext } from './env';
import { json, refusalJson, seeOther, type Refusal } from './http';
import { newReference } from './ids';
import { attempt } from './outbox';
import { clientKey, overLimit } from './rateLimit';
import { thankYouPath } from './paths';
import { bodyFormat, isRefusal, readFormPost } from './request';

/** What the visitor is told about an accepted submission. */
export type Accepted = { reference: string; status: string; duplicate: boolean };

export type FormSpec<F extends string> = {
  validators: Validators<F>;
  /** The validated values, taken from the posted fields (missing ones as ''). */
  values: (fields: Record<string, string>) => Record<F, string>;
  /** 400: the summary above the field messages. */
  invalidMessage: (count: number) => string;
  /** The answer already given for this submission (same key, or same address), if any. */
  replay: (env: Env, values: Record<F, string>, key: string) => Promise<Accepted | null>;
  /** Stores the submission with its notifications; the outbox rows to attempt at once. */
  store: (env: Env, values: Record<F, string>, key: string, origin: string, now: number) => Promise<{ accepted: Accepted; outbox: number[] }>;
  /** JavaScript off: a plain page with the message and, where there is one, the form refilled. */
  refusalPage: (refusal: Refusal, values: Record<F, string> | undefined) => Response;
};

const keyPattern = /^[A-Za-z0-9_-]{16,100}$/;

/** The posted key, or one derived from the content: a form posted without script resends the same content. */
async function idempotencyKey(fields: Record<string, string>, values: Record<string, string>): Promise<string> {
  const posted = fields.idempotencyKey;
  if (posted && keyPattern.test(posted)) return posted;
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(JSON.stringify(values)));
  return `content-${Array.from(new Uint8Array(digest).slice(0, 16), (byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}

export async function receive<F extends string>(spec: FormSpec<F>, request: Request, env: Env, ctx: ExecutionContext, now = Date.now()): Promise<Response> {
  const config = settings(env);
  // A form posted natively (JavaScript off) is answered with pages, the site's script with JSON.
  const native = bodyFormat(request) === 'form';
  const parsed = await readFormPost(request);
  const values = isRefusal(parsed) ? undefined : spec.values(parsed.fields);
  const refuse = (refusal: Refusal) => (native ? spec.refusalPage(refusal, values) : refusalJson(refusal));
  const accept = (accepted: Accepted, status: number) => (native ? seeOther(thankYouPath) : json(accepted, status));

  if (isRefusal(parsed)) return refuse(parsed);
  const { fields } = parsed;
  const submitted = spec.values(fields);
  // A bot that filled the hidden field is told it worked, and nothing is kept.
  if (fields.website) return accept({ reference: newReference(), status: 'stored', duplicate: false }, 201);
  if (!native && !(Number(fields.fillMs) >= config.minFillMs)) return refuse({ status: 400, message: receiverMessages.tooFast });

  const errors = validateAll(spec.validators, submitted);
  const count = Object.keys(errors).length;
  if (count > 0) return refuse({ status: 400, message: spec.invalidMessage(count), fieldErrors: errors as Record<string, string> });

  const key = await idempotencyKey(fields, submitted);
  const earlier = await spec.replay(env, submitted, key);
  if (earlier) return accept(earlier, 200);

  const wait = await overLimit(env.DB, await clientKey(request), config.rateLimit, now);
  if (wait !== undefined) {
    return refuse({ status: 429, message: receiverMessages.tooMany(wait), retryAfterSeconds: wait });
  }

  const { accepted, outbox } = await spec.store(env, submitted, key, new URL(request.url).origin, now);
  // Stored; telling the company happens after the answer, and the cron retries what fails.
  if (outbox.length) ctx.waitUntil(Promise.all(outbox.map((id) => attempt(env, id))));
  return accept(accepted, accepted.duplicate ? 200 : 201);
}
