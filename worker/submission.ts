// What both forms' handlers share, in order: the request checks, the honeypot, the
// minimum fill time, the browser's own validation, a replay of an earlier answer for a
// repeated submit, the rate limit, and then the store-first, notify-second write.
import { pagePaths } from '../src/addresses.mjs';
import type { Locale } from '../src/content/locale';
import { honeypotField, localeField } from '../src/forms/formData';
import { validateAll, type Validators } from '../src/forms/validation';
import { settings, type Env, type ExecutionContext } from './env';
import { json, refusalJson, seeOther, type Refusal } from './http';
import { sha256Hex } from './ids';
import { languageOf, refererLanguage, type Language } from './language';
import { attempt } from './outbox';
import { clientKey, overLimit } from './rateLimit';
import { bodyFormat, isProblem, problemRefusal, readFormPost } from './request';

/** What the visitor is told about an accepted submission: a status and a JSON body. */
export type Answer = { status: 200 | 201 | 202; body: Record<string, unknown> };

/** Each form's handling; where words are involved, in the language of the post (`language`). */
export type FormSpec<F extends string> = {
  validators: (language: Language) => Validators<F>;
  /** The validated values, taken from the posted fields (missing ones as ''). */
  values: (fields: Record<string, string>, language: Language) => Record<F, string>;
  /** 400: the summary above the field messages. */
  invalidMessage: (count: number, language: Language) => string;
  /**
   * The answer already given for this submission (any of its idempotency keys), if any.
   * Checked before the rate limit, so a retry always gets its reference; a form without
   * one answers every submit alike and counts each against the limit.
   */
  replay?: (env: Env, keys: string[]) => Promise<Answer | null>;
  /** Stores the submission, with its language, and its notifications; the outbox rows to attempt at once. */
  store: (env: Env, values: Record<F, string>, key: string, origin: string, now: number, locale: Locale) => Promise<{ answer: Answer; outbox: number[] }>;
  /** What a bot that filled the honeypot is told: the same as a person. */
  decoy: () => Answer;
  /** JavaScript off: a plain page with the message and, where there is one, the form refilled. */
  refusalPage: (refusal: Refusal, values: Record<F, string> | undefined, language: Language) => Response;
};

const keyPattern = /^[A-Za-z0-9_-]{16,100}$/;

/**
 * A form posted without script carries no key, and the receiver cannot tell a reload or
 * a double click from the same text sent again on purpose. Such posts are taken as one
 * only within this long of each other (between one and two windows): a resend months
 * later is a new message.
 */
export const nativeDedupeWindowMs = 10 * 60_000;

/**
 * The submission's idempotency keys, the one to store first: the posted key (the site's
 * script keeps one per message across retries), else the content's hash in this and the
 * previous dedupe window.
 */
async function idempotencyKeys(fields: Record<string, string>, values: Record<string, string>, now: number): Promise<[string, ...string[]]> {
  const posted = fields.idempotencyKey;
  if (posted && keyPattern.test(posted)) return [posted];
  const content = (await sha256Hex(JSON.stringify(values))).slice(0, 32);
  const window = Math.floor(now / nativeDedupeWindowMs);
  return [`content-${content}-${window}`, `content-${content}-${window - 1}`];
}

export async function receive<F extends string>(spec: FormSpec<F>, request: Request, env: Env, ctx: ExecutionContext, now = Date.now()): Promise<Response> {
  const config = settings(env);
  // A form posted natively (JavaScript off) is answered with pages, the site's script with JSON.
  const native = bodyFormat(request) === 'form';
  const parsed = await readFormPost(request);
  // Answered in the language of the page it came from: the post names it, or, unread, the browser does.
  const language = isProblem(parsed) ? refererLanguage(request) : languageOf(parsed.fields[localeField]);
  const messages = language.copy.receiverMessages;
  const values = isProblem(parsed) ? undefined : spec.values(parsed.fields, language);
  const refuse = (refusal: Refusal) => (native ? spec.refusalPage(refusal, values, language) : refusalJson(refusal));
  const accept = ({ status, body }: Answer) => (native ? seeOther(language.path(pagePaths.thankYou)) : json(body, status));

  if (isProblem(parsed)) return refuse(problemRefusal(parsed, messages));
  const { fields } = parsed;
  const submitted = spec.values(fields, language);
  // A bot that filled the hidden field is told it worked, and nothing is kept.
  if (fields[honeypotField]) return accept(spec.decoy());
  if (!native && !(Number(fields.fillMs) >= config.minFillMs)) return refuse({ status: 400, message: messages.tooFast });

  const errors = validateAll(spec.validators(language), submitted);
  const count = Object.keys(errors).length;
  if (count > 0) return refuse({ status: 400, message: spec.invalidMessage(count, language), fieldErrors: errors as Record<string, string> });

  const keys = await idempotencyKeys(fields, submitted, now);
  const earlier = spec.replay && (await spec.replay(env, keys));
  if (earlier) return accept(earlier);

  const wait = await overLimit(env.DB, await clientKey(request, env), config.rateLimit, now);
  if (wait !== undefined) {
    return refuse({ status: 429, message: messages.tooMany(wait), retryAfterSeconds: wait });
  }

  const { answer, outbox } = await spec.store(env, submitted, keys[0], new URL(request.url).origin, now, language.locale);
  // Stored; telling the company happens after the answer, and the cron retries what fails.
  if (outbox.length) ctx.waitUntil(Promise.all(outbox.map((id) => attempt(env, id))));
  return accept(answer);
}
