// What both forms' handlers share, in order: the request checks, the browser's own
// validation, the soft checks (worker/spam.ts), a replay of an earlier answer for a
// repeated submit, Turnstile's check where the operator switched it on (worker/turnstile.ts),
// the proof of work that picks the lane (worker/lanes.ts), the lane's per-client limit, a text
// repeated across clients, the budget on junk, the lane's site-wide hourly cap, and then the
// store-first, notify-second write.
import { pagePaths } from '../src/addresses.mjs';
import type { Locale } from '../src/content/locale';
import { localeField, sourceFields, turnstileField } from '../src/forms/contract.mjs';
import { stripInvisible } from '../src/forms/invisibleCharacters.mjs';
import { validateAll, type Validators } from '../src/forms/validation';
import { settings, type Env, type ExecutionContext, type Settings } from './env';
import { json, refusalJson, seeOther, type Refusal } from './http';
import { sha256Hex } from './ids';
import { languageOf, refererLanguage, type Language } from './language';
import { attempt, noticeCapReached } from './outbox';
import type { Cap } from './notify/notices';
import { ipv6PrefixBits, junkAllowance, repeatedText, storedBytes, type Lane } from './lanes';
import { validProof } from './proof';
import { passesTurnstile, turnstileOn } from './turnstile';
import { clientKey, lacksRateLimitSecret, overLimit } from './rateLimit';
import { refusalPage, type PlainForm } from './refusalPage';
import { bodyFormat, isProblem, problemRefusal, readFormPost } from './request';
import { spamReason, type SpamReason } from './spam';
import { dayMs, hourMs } from './time';
import { visitSource, type VisitSource } from './visitSource';

/** What the visitor is told about an accepted submission: a status and a JSON body. */
export type Answer = { status: 200 | 201 | 202; body: Record<string, unknown> };

/** A submission about to be stored, beside its values. */
export type Arrival = {
  /** The idempotency key to store it under. */
  key: string;
  /** The site's address it came to, for links in e-mails. */
  origin: string;
  now: number;
  locale: Locale;
  visit: VisitSource;
  /** Why it looks automated, or null: kept apart and not notified, or not kept at all. */
  spam: SpamReason | null;
  /** With a valid proof of work, or without. */
  lane: Lane;
  /** What its fields take, counted against the junk budget. */
  bytes: number;
};

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
  store: (
    env: Env,
    values: Record<F, string>,
    arrival: Arrival,
  ) => Promise<{ answer: Answer; outbox: number[] }>;
  /** The site-wide hourly cap on what this form stores: its counter's name, its size, and the visitor's sentence past it. */
  cap: {
    counter: string;
    name: Cap;
    max: (config: Settings) => number;
    message: (language: Language, seconds: number) => string;
  };
  /** A form whose submissions are stored as spam: the text compared across clients (worker/lanes.ts). */
  storedText?: (values: Record<F, string>) => string;
  /** JavaScript off: the form a refusal page refills with the posted values. */
  plainForm: (values: Record<F, string>, language: Language) => PlainForm;
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
async function idempotencyKeys(
  fields: Record<string, string>,
  values: Record<string, string>,
  now: number,
): Promise<[string, ...string[]]> {
  const posted = fields.idempotencyKey;
  if (posted && keyPattern.test(posted)) return [posted];
  const content = (await sha256Hex(JSON.stringify(values))).slice(0, 32);
  const window = Math.floor(now / nativeDedupeWindowMs);
  return [`content-${content}-${window}`, `content-${content}-${window - 1}`];
}

/** Each value without the invisible characters running text may not keep (src/forms/invisibleCharacters.mjs). */
const textOnly = <F extends string>(values: Record<F, string>) =>
  Object.fromEntries(
    Object.entries<string>(values).map(([name, value]) => [
      name,
      stripInvisible(value, { keepLines: true }),
    ]),
  ) as Record<F, string>;

export async function receive<F extends string>(
  spec: FormSpec<F>,
  request: Request,
  env: Env,
  ctx: ExecutionContext,
  now = Date.now(),
): Promise<Response> {
  const config = settings(env);
  // A form posted natively (JavaScript off) is answered with pages, the site's script with JSON.
  const native = bodyFormat(request) === 'form';
  const parsed = await readFormPost(request);
  // Answered in the language of the page it came from: the post names it, or, unread, the browser
  // does.
  const language = isProblem(parsed)
    ? refererLanguage(request)
    : languageOf(parsed.fields[localeField]);
  const messages = language.words.receiverMessages;
  const values = isProblem(parsed) ? undefined : spec.values(parsed.fields, language);
  const visit = visitSource(isProblem(parsed) ? {} : parsed.fields, request);
  // The refused form, refilled, posts its language and the visit's source again with it.
  const kept = {
    [localeField]: language.locale,
    ...Object.fromEntries(sourceFields.map((field) => [field, visit[field]])),
  };
  const refuse = (refusal: Refusal) =>
    native
      ? refusalPage(refusal, values && spec.plainForm(values, language), kept, language)
      : refusalJson(refusal);
  const accept = ({ status, body }: Answer) =>
    native ? seeOther(language.path(pagePaths.thankYou)) : json(body, status);

  if (isProblem(parsed)) return refuse(problemRefusal(parsed, messages));
  const { fields } = parsed;
  const posted = spec.values(fields, language);
  const errors = validateAll(spec.validators(language), posted);
  const count = Object.keys(errors).length;
  if (count > 0)
    return refuse({
      status: 400,
      message: spec.invalidMessage(count, language),
      fieldErrors: errors as Record<string, string>,
    });

  // Text-direction marks could show staff a phone number or IBAN in another order than the one
  // they copy: a one-line field holding them was refused above, the message loses them here.
  const submitted = textOnly(posted);

  // Without its key the rate limit could not count a client across the Worker's instances.
  if (lacksRateLimitSecret(env)) return refuse({ status: 503, message: messages.unavailable });

  try {
    return await storeAndAnswer();
  } catch (error) {
    // The database failed: nothing was stored. Said in the visitor's language, with what they
    // typed.
    console.error(error);
    return refuse({ status: 500, message: messages.unavailable });
  }

  async function storeAndAnswer() {
    const softSpam = spamReason(fields, submitted, { native, minFillMs: config.minFillMs });
    const keys = await idempotencyKeys(fields, submitted, now);
    const earlier = spec.replay && (await spec.replay(env, keys));
    if (earlier) return accept(earlier);

    // With Turnstile switched on, Cloudflare confirms a person sent it before anything counts.
    if (
      turnstileOn(env) &&
      !(await passesTurnstile(
        env,
        fields[turnstileField],
        request.headers.get('CF-Connecting-IP') ?? '',
      ))
    )
      return refuse({ status: 403, message: messages.notVerified });

    const origin = new URL(request.url).origin;
    const tell = (cap: Cap) => ctx.waitUntil(noticeCapReached(env, cap, now, origin));
    const lane: Lane = (await validProof(env, fields.proof, now)) ? 'proof' : 'plain';
    const proven = lane === 'proof';
    const client = await clientKey(
      request,
      env,
      proven ? 'forms' : 'forms-plain',
      ipv6PrefixBits[lane],
    );
    const limit = proven
      ? config.rateLimit
      : { ...config.rateLimit, max: config.rateLimit.plainMax };
    const wait = await overLimit(env.DB, client, limit, now);
    if (wait !== undefined) {
      return refuse({ status: 429, message: messages.tooMany(wait), retryAfterSeconds: wait });
    }
    const text = spec.storedText?.(submitted);
    const spam =
      softSpam ??
      (text && (await repeatedText(env.DB, text, client, now)) ? 'repeated text' : null);
    const bytes = storedBytes(submitted);

    // Junk (spam, and posts without proof) has its own budget: past it, a person whose browser
    // runs the site's script is never refused for it.
    if (spec.storedText && (spam || !proven)) {
      const allowance = await junkAllowance(env.DB, bytes, config.junk, now);
      if (allowance === 'reached') tell('junk');
      if (allowance !== 'open') {
        const seconds = Math.ceil((dayMs - (now % dayMs)) / 1000);
        return refuse({
          status: 429,
          message: messages.plainCapped(seconds),
          retryAfterSeconds: seconds,
        });
      }
    }
    // Each lane's site-wide hourly cap; spam is bounded by the junk budget instead.
    const cap = proven
      ? { counter: spec.cap.counter, max: spec.cap.max(config), name: spec.cap.name }
      : {
          counter: `${spec.cap.counter}:plain`,
          max: config.caps.plainPerHour,
          name: 'plain' as const,
        };
    const busy = spam
      ? undefined
      : await overLimit(env.DB, cap.counter, { max: cap.max, windowMs: hourMs }, now);
    if (busy !== undefined) {
      tell(cap.name);
      return refuse({
        status: 429,
        message: proven ? spec.cap.message(language, busy) : messages.plainCapped(busy),
        retryAfterSeconds: busy,
      });
    }

    const arrival: Arrival = {
      key: keys[0],
      origin,
      now,
      locale: language.locale,
      visit,
      spam,
      lane,
      bytes,
    };
    const { answer, outbox } = await spec.store(env, submitted, arrival);
    // Stored; telling the company happens after the answer, and the cron retries what fails.
    if (outbox.length) ctx.waitUntil(Promise.all(outbox.map((id) => attempt(env, id))));
    return accept(answer);
  }
}
