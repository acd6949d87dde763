// POST /api/newsletter: sign-ups, one row per address. Every valid sign-up gets the same
// answer, whether the address is new, waiting for confirmation or subscribed, and the
// rate limit counts them all alike: the answer never tells who is on the list. Each new
// address waits for its confirmation (double opt-in), whatever notifier is configured;
// every address can leave the list through its unsubscribe link.
import { apiPaths } from '../src/addresses.mjs';
import { fieldsOf, localeField, newsletterForm } from '../src/forms/formData';
import type { D1Database, Env, ExecutionContext } from './env';
import { escapeHtml, page } from './http';
import { normalisedAddress } from './address.mjs';
import { newReference, newToken } from './ids';
import { defaultLanguage, languageOf, refererLanguage, type Language } from './language';
import { configuredChannels, emailConfigured } from './notify/channels';
import { enqueue, pendingFor } from './outbox';
import { isProblem, problemRefusal, readFormPost } from './request';
import { receive, type Answer, type FormSpec } from './submission';

/** The one answer to every accepted sign-up: the visitor is asked to confirm by e-mail. */
const pending: Answer = { status: 202, body: { status: 'pending' } };

const newsletterSpec: FormSpec<'email'> = {
  validators: (language) => language.validators.newsletter,
  values: (fields, language) => language.words.postedValues(newsletterForm, fields),
  invalidMessage: (_count, language) => language.copy.newsletterFormCopy.failedTitle,

  async store(env, values, { origin, now, locale, spam }) {
    // A sign-up that looks automated is answered alike and neither kept nor sent a link: an address
    // is all it holds, and kept as spam it would stand in the way of its owner's own sign-up.
    if (spam) return { answer: pending, outbox: [] };
    const db = env.DB;
    const { email } = defaultLanguage.words.sentValues(newsletterForm, values);
    const key = normalisedAddress(email);
    // The address's e-mails and pages are in the language it signed up in; a sign-up again, however
    // the address is typed, changes nothing.
    const insert = db
      .prepare(
        `INSERT INTO subscribers (reference, email, email_key, status, token, locale, received_at)
         SELECT ?1, ?2, ?3, 'pending', ?4, ?5, ?6 WHERE NOT EXISTS (SELECT 1 FROM subscribers WHERE email_key = ?3)
         ON CONFLICT (email) DO NOTHING RETURNING id`,
      )
      .bind(newReference(), email, key, newToken(), locale, now);
    const lead = 'SELECT id FROM subscribers WHERE email_key = ?5';
    const notify = configuredChannels(env).map((channel) =>
      enqueue(db, 'subscriber', channel, origin, lead, [key], now),
    );
    // Without an e-mail service the company sends the link itself (the webhook notice and
    // `npm run leads` carry it).
    const confirm = emailConfigured(env)
      ? [enqueue(db, 'confirmation', 'email', origin, lead, [key], now)]
      : [];
    const [inserted] = await db.batch<{ id: number }>([insert, ...notify, ...confirm]);
    const row = inserted?.results[0];
    // An address already listed changes nothing, and is answered the same.
    return {
      answer: pending,
      outbox: row ? await pendingFor(db, ['subscriber', 'confirmation'], row.id) : [],
    };
  },

  cap: {
    name: 'signups',
    counter: 'site:sign-ups',
    max: (config) => config.caps.signUpsPerHour,
    message: (language, seconds) => language.copy.receiverMessages.signUpsCapped(seconds),
  },

  plainForm: (values, language) => {
    const copy = language.copy.newsletterFormCopy;
    return {
      action: apiPaths.newsletter,
      submit: copy.submit,
      fields: fieldsOf(newsletterForm).map((name) => ({
        name,
        label: copy.label,
        value: values[name],
        kind: newsletterForm.fields[name].kind,
      })),
    };
  },
};

export const handleNewsletter = (request: Request, env: Env, ctx: ExecutionContext, now?: number) =>
  receive(newsletterSpec, request, env, ctx, now);

/** The page a link opens when its token is unknown (the address is gone, or the link was cut short). */
const invalid = (language: Language) => {
  const copy = language.copy.newsletterFormCopy.links;
  return page(language.locale, copy.invalidTitle, `<p>${escapeHtml(copy.invalid)}</p>`, 404);
};

/**
 * A link's token and the language it was sent in (the address's, which the link and its
 * page's button carry: a token no longer known is still answered in it). Or, for a post,
 * the page refusing it.
 */
async function linkRequest(
  request: Request,
): Promise<{ token: string; language: Language } | { refused: Response }> {
  if (request.method === 'GET') {
    const query = new URL(request.url).searchParams;
    return { token: query.get('token') ?? '', language: languageOf(query.get(localeField)) };
  }
  const parsed = await readFormPost(request);
  if (isProblem(parsed)) {
    const language = refererLanguage(request);
    const refusal = problemRefusal(parsed, language.copy.receiverMessages);
    return {
      refused: page(
        language.locale,
        language.copy.newsletterFormCopy.links.invalidTitle,
        `<p>${escapeHtml(refusal.message)}</p>`,
        refusal.status,
      ),
    };
  }
  return { token: parsed.fields.token ?? '', language: languageOf(parsed.fields[localeField]) };
}

type LinkRow = { email: string; locale: string };
type LinkCopy = Language['copy']['newsletterFormCopy']['links'];

const findByToken = (env: Env, token: string) =>
  env.DB.prepare('SELECT email, locale FROM subscribers WHERE token = ?1')
    .bind(token)
    .first<LinkRow>();

/**
 * A newsletter link's pages, in the address's language: GET asks on a page whose one button
 * POSTs the token back to `path` (mail scanners follow links, so a GET changes nothing); that
 * POST makes the change (`act`) and says it is done.
 */
function linkHandler(flow: {
  path: string;
  ask: (copy: LinkCopy, row: LinkRow) => { title: string; question: string; button: string };
  /** The change, with the address's row, or null when the token is unknown. */
  act: (env: Env, token: string, now: number) => Promise<LinkRow | null>;
  done: (copy: LinkCopy, row: LinkRow) => { title: string; text: string };
}) {
  return async (request: Request, env: Env, now = Date.now()): Promise<Response> => {
    const link = await linkRequest(request);
    if ('refused' in link) return link.refused;
    const { token } = link;
    const asking = request.method === 'GET';
    const row = asking ? await findByToken(env, token) : await flow.act(env, token, now);
    if (!row) return invalid(link.language);
    const language = languageOf(row.locale);
    const copy = language.copy.newsletterFormCopy.links;
    if (asking) {
      const { title, question, button } = flow.ask(copy, row);
      const locale = `<input type="hidden" name="${localeField}" value="${language.locale}">`;
      return page(
        language.locale,
        title,
        `<p>${escapeHtml(question)}</p>
<form method="post" action="${flow.path}"><input type="hidden" name="token" value="${escapeHtml(token)}">${locale}<button type="submit">${escapeHtml(button)}</button></form>`,
      );
    }
    const { title, text } = flow.done(copy, row);
    return page(
      language.locale,
      title,
      `<p>${escapeHtml(text)}</p><p><a href="${language.path('/')}">${escapeHtml(copy.home)}</a></p>`,
    );
  };
}

/** /api/newsletter/confirm?token=…: the double opt-in link; its POST confirms the address. */
export const handleConfirm = linkHandler({
  path: apiPaths.newsletterConfirm,
  ask: (copy, row) => ({
    title: copy.confirmTitle,
    question: copy.confirmAsk(row.email),
    button: copy.confirmButton,
  }),
  act: (env, token, now) =>
    env.DB.prepare(
      `UPDATE subscribers SET status = 'subscribed', confirmed_at = COALESCE(confirmed_at, ?2) WHERE token = ?1 RETURNING email, locale`,
    )
      .bind(token, now)
      .first<LinkRow>(),
  done: (copy, row) => ({ title: copy.confirmedTitle, text: copy.confirmed(row.email) }),
});

/**
 * Takes an address off the list, by its link's token or (from the inbox) its reference:
 * deletes it and its notices still queued. Its row, or null when there was none.
 */
export async function unsubscribe(
  db: D1Database,
  by: 'token' | 'reference',
  value: string,
): Promise<LinkRow | null> {
  // Its own notices first, while its row still names them: a link with an unknown token reads
  // nothing more.
  const [, deleted] = await db.batch<LinkRow>([
    db
      .prepare(
        `DELETE FROM outbox WHERE kind IN ('subscriber', 'confirmation') AND lead_id IN (SELECT id FROM subscribers WHERE ${by} = ?1)`,
      )
      .bind(value),
    db.prepare(`DELETE FROM subscribers WHERE ${by} = ?1 RETURNING email, locale`).bind(value),
  ]);
  return deleted?.results[0] ?? null;
}

/** /api/newsletter/unsubscribe?token=…: every e-mail's way off the list; its POST deletes the address. */
export const handleUnsubscribe = linkHandler({
  path: apiPaths.newsletterUnsubscribe,
  ask: (copy, row) => ({
    title: copy.unsubscribeTitle,
    question: copy.unsubscribeAsk(row.email),
    button: copy.unsubscribeButton,
  }),
  act: (env, token) => unsubscribe(env.DB, 'token', token),
  done: (copy) => ({ title: copy.unsubscribedTitle, text: copy.unsubscribed }),
});
