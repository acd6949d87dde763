// POST /api/newsletter: sign-ups, one row per address. A repeat sign-up is answered
// like the first. With e-mail configured the address is confirmed by a link first
// (double opt-in); every address can leave the list through its unsubscribe link.
import { newsletterFormCopy } from '../src/content/forms';
import { newsletterValidators } from '../src/forms/validation';
import type { Env, ExecutionContext } from './env';
import { escapeHtml, page } from './http';
import { newReference, newToken } from './ids';
import { configuredChannels, emailConfigured } from './notify/channels';
import { enqueue, pendingFor } from './outbox';
import { apiPaths, newsletterUnsubscribePath } from './paths';
import { refusalPage } from './refusalPage';
import { isRefusal, readFormPost } from './request';
import { receive, type Accepted, type FormSpec } from './submission';

type Email = 'email';

async function existing(env: Env, email: string): Promise<Accepted | null> {
  const row = await env.DB.prepare('SELECT reference, status FROM subscribers WHERE email = ?1').bind(email.trim()).first<{ reference: string; status: string }>();
  return row && { reference: row.reference, status: row.status, duplicate: true };
}

export const newsletterSpec: FormSpec<Email> = {
  validators: newsletterValidators,
  values: (fields) => ({ email: fields.email ?? '' }),
  invalidMessage: () => newsletterFormCopy.failedTitle,
  replay: (env, values) => existing(env, values.email),

  async store(env, values, _key, origin, now) {
    const db = env.DB;
    const email = values.email.trim();
    const status = emailConfigured(env) ? 'pending' : 'subscribed';
    const insert = db
      .prepare(
        `INSERT INTO subscribers (reference, email, status, token, received_at) VALUES (?1, ?2, ?3, ?4, ?5)
         ON CONFLICT (email) DO NOTHING RETURNING id, reference, status`,
      )
      .bind(newReference(), email, status, newToken(), now);
    const lead = 'SELECT id FROM subscribers WHERE email = ?5';
    const notify = configuredChannels(env).map((channel) => enqueue(db, 'subscriber', channel, origin, lead, [email], now));
    const confirm = status === 'pending' ? [enqueue(db, 'confirmation', 'email', origin, lead, [email], now)] : [];
    const [inserted] = await db.batch<{ id: number; reference: string; status: string }>([insert, ...notify, ...confirm]);
    const row = inserted?.results[0];
    if (!row) return { accepted: (await existing(env, email)) as Accepted, outbox: [] };
    return {
      accepted: { reference: row.reference, status: row.status, duplicate: false },
      outbox: await pendingFor(db, ['subscriber', 'confirmation'], row.id),
    };
  },

  refusalPage: (refusal, values) =>
    refusalPage(
      refusal,
      values && {
        action: apiPaths.newsletter,
        submit: newsletterFormCopy.submit,
        fields: [{ name: 'email', label: newsletterFormCopy.label, value: values.email, kind: 'email' }],
      },
    ),
};

export const handleNewsletter = (request: Request, env: Env, ctx: ExecutionContext, now?: number) => receive(newsletterSpec, request, env, ctx, now);

const copy = newsletterFormCopy.links;

/** GET /api/newsletter/confirm?token=…: the double opt-in link. */
export async function handleConfirm(request: Request, env: Env, now = Date.now()): Promise<Response> {
  const token = new URL(request.url).searchParams.get('token') ?? '';
  const row = await env.DB
    .prepare(`UPDATE subscribers SET status = 'subscribed', confirmed_at = COALESCE(confirmed_at, ?2) WHERE token = ?1 RETURNING email`)
    .bind(token, now)
    .first<{ email: string }>();
  if (!row) return page(copy.invalidTitle, `<p>${escapeHtml(copy.invalid)}</p>`, 404);
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
    if (!row) return page(copy.invalidTitle, `<p>${escapeHtml(copy.invalid)}</p>`, 404);
    return page(
      copy.unsubscribeTitle,
      `<p>${escapeHtml(copy.unsubscribeAsk(row.email))}</p>
<form method="post" action="${newsletterUnsubscribePath}"><input type="hidden" name="token" value="${escapeHtml(token)}"><button type="submit">${escapeHtml(copy.unsubscribeButton)}</button></form>`,
    );
  }
  const parsed = await readFormPost(request);
  if (isRefusal(parsed)) return page(copy.invalidTitle, `<p>${escapeHtml(parsed.message)}</p>`, parsed.status);
  const token = parsed.fields.token ?? '';
  const [deleted] = await env.DB.batch<{ id: number }>([
    env.DB.prepare('DELETE FROM subscribers WHERE token = ?1 RETURNING id').bind(token),
    env.DB.prepare(`DELETE FROM outbox WHERE kind IN ('subscriber', 'confirmation') AND lead_id NOT IN (SELECT id FROM subscribers)`),
  ]);
  if (!deleted?.results.length) return page(copy.invalidTitle, `<p>${escapeHtml(copy.invalid)}</p>`, 404);
  return page(copy.unsubscribedTitle, `<p>${escapeHtml(copy.unsubscribed)}</p><p><a href="/">${escapeHtml(copy.home)}</a></p>`);
}
