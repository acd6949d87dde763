// POST /api/newsletter: sign-ups, one row per address. Every valid sign-up gets the same
// answer, whether the address is new, waiting for confirmation or subscribed, and the
// rate limit counts them all alike: the answer never tells who is on the list. Each new
// address waits for its confirmation (double opt-in), whatever notifier is configured;
// every address can leave the list through its unsubscribe link.
import { newsletterFormCopy } from '../src/content/forms';
import { fieldsOf, newsletterForm, postedValues, sentValues } from '../src/forms/formData';
import { newsletterValidators } from '../src/forms/validation';
import type { Env, ExecutionContext } from './env';
import { escapeHtml, page } from './http';
import { newReference, newToken } from './ids';
import { configuredChannels, emailConfigured } from './notify/channels';
import { enqueue, pendingFor } from './outbox';
import { apiPaths, newsletterConfirmPath, newsletterUnsubscribePath } from './paths';
import { refusalPage } from './refusalPage';
import { isRefusal, readFormPost } from './request';
import { receive, type Answer, type FormSpec } from './submission';

/** The one answer to every accepted sign-up: the visitor is asked to confirm by e-mail. */
const pending: Answer = { status: 202, body: { status: 'pending' } };

export const newsletterSpec: FormSpec<'email'> = {
  validators: newsletterValidators,
  values: (fields) => postedValues(newsletterForm, fields),
  invalidMessage: () => newsletterFormCopy.failedTitle,

  async store(env, values, _key, origin, now) {
    const db = env.DB;
    const { email } = sentValues(newsletterForm, values);
    const insert = db
      .prepare(
        `INSERT INTO subscribers (reference, email, status, token, received_at) VALUES (?1, ?2, 'pending', ?3, ?4)
         ON CONFLICT (email) DO NOTHING RETURNING id`,
      )
      .bind(newReference(), email, newToken(), now);
    const lead = 'SELECT id FROM subscribers WHERE email = ?5';
    const notify = configuredChannels(env).map((channel) => enqueue(db, 'subscriber', channel, origin, lead, [email], now));
    // Without an e-mail service the company sends the link itself (the webhook notice and `npm run leads` carry it).
    const confirm = emailConfigured(env) ? [enqueue(db, 'confirmation', 'email', origin, lead, [email], now)] : [];
    const [inserted] = await db.batch<{ id: number }>([insert, ...notify, ...confirm]);
    const row = inserted?.results[0];
    // An address already listed changes nothing, and is answered the same.
    return { answer: pending, outbox: row ? await pendingFor(db, ['subscriber', 'confirmation'], row.id) : [] };
  },

  decoy: () => pending,

  refusalPage: (refusal, values) =>
    refusalPage(
      refusal,
      values && {
        action: apiPaths.newsletter,
        submit: newsletterFormCopy.submit,
        fields: fieldsOf(newsletterForm).map((name) => ({ name, label: newsletterFormCopy.label, value: values[name], kind: newsletterForm.fields[name].kind })),
      },
    ),
};

export const handleNewsletter = (request: Request, env: Env, ctx: ExecutionContext, now?: number) => receive(newsletterSpec, request, env, ctx, now);

const copy = newsletterFormCopy.links;

const invalid = () => page(copy.invalidTitle, `<p>${escapeHtml(copy.invalid)}</p>`, 404);

/** A page whose one button POSTs the token back to `action`: link scanners only GET. */
const ask = (title: string, question: string, action: string, token: string, button: string) =>
  page(
    title,
    `<p>${escapeHtml(question)}</p>
<form method="post" action="${action}"><input type="hidden" name="token" value="${escapeHtml(token)}"><button type="submit">${escapeHtml(button)}</button></form>`,
  );

/** The token the page's button posted back, or the page refusing the post. */
async function postedToken(request: Request): Promise<{ token: string } | { refused: Response }> {
  const parsed = await readFormPost(request);
  if (isRefusal(parsed)) return { refused: page(copy.invalidTitle, `<p>${escapeHtml(parsed.message)}</p>`, parsed.status) };
  return { token: parsed.fields.token ?? '' };
}

/**
 * /api/newsletter/confirm?token=…: the double opt-in link. GET asks (mail scanners
 * follow links, so a GET changes nothing), the POST of that page's button confirms.
 */
export async function handleConfirm(request: Request, env: Env, now = Date.now()): Promise<Response> {
  if (request.method === 'GET') {
    const token = new URL(request.url).searchParams.get('token') ?? '';
    const row = await env.DB.prepare('SELECT email FROM subscribers WHERE token = ?1').bind(token).first<{ email: string }>();
    if (!row) return invalid();
    return ask(copy.confirmTitle, copy.confirmAsk(row.email), newsletterConfirmPath, token, copy.confirmButton);
  }
  const posted = await postedToken(request);
  if ('refused' in posted) return posted.refused;
  const row = await env.DB
    .prepare(`UPDATE subscribers SET status = 'subscribed', confirmed_at = COALESCE(confirmed_at, ?2) WHERE token = ?1 RETURNING email`)
    .bind(posted.token, now)
    .first<{ email: string }>();
  if (!row) return invalid();
  return page(copy.confirmedTitle, `<p>${escapeHtml(copy.confirmed(row.email))}</p><p><a href="/">${escapeHtml(copy.home)}</a></p>`);
}

/**
 * /api/newsletter/unsubscribe?token=…: GET asks (mail scanners follow links, so a GET
 * changes nothing), the POST of that page's button deletes the address.
 */
export async function handleUnsubscribe(request: Request, env: Env): Promise<Response> {
  if (request.method === 'GET') {
    const token = new URL(request.url).searchParams.get('token') ?? '';
    const row = await env.DB.prepare('SELECT email FROM subscribers WHERE token = ?1').bind(token).first<{ email: string }>();
    if (!row) return invalid();
    return ask(copy.unsubscribeTitle, copy.unsubscribeAsk(row.email), newsletterUnsubscribePath, token, copy.unsubscribeButton);
  }
  const posted = await postedToken(request);
  if ('refused' in posted) return posted.refused;
  const { token } = posted;
  const [deleted] = await env.DB.batch<{ id: number }>([
    env.DB.prepare('DELETE FROM subscribers WHERE token = ?1 RETURNING id').bind(token),
    env.DB.prepare(`DELETE FROM outbox WHERE kind IN ('subscriber', 'confirmation') AND lead_id NOT IN (SELECT id FROM subscribers)`),
  ]);
  if (!deleted?.results.length) return invalid();
  return page(copy.unsubscribedTitle, `<p>${escapeHtml(copy.unsubscribed)}</p><p><a href="/">${escapeHtml(copy.home)}</a></p>`);
}
