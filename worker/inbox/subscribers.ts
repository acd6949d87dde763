// The newsletter's subscribers in the inbox: the list, a confirmation link given up sent
// again, and taking an address off it.
import { Hono } from 'hono';
import type { InboxEnv } from '../access';
import { unsubscribe } from '../newsletter';
import { attemptNow, startAfresh } from '../outbox';
import { refuse } from './validate';

type SubscriberRow = {
  reference: string;
  email: string;
  /** Waiting for its owner's Confirm, or on the list (migrations/0001_leads.sql). */
  status: 'pending' | 'subscribed';
  locale: string;
  received_at: number;
  confirmed_at: number | null;
  link_error: string | null;
};

/** A waiting address's confirmation link that was given up, by the address's reference (`?1`). */
const linkGivenUp = `kind = 'confirmation' AND dead_at IS NOT NULL AND lead_id = (SELECT id FROM subscribers WHERE reference = ?1 AND status = 'pending')`;

export const subscribersRoutes = new Hono<InboxEnv>()
  .get('/', async (c) => {
    // A waiting address whose confirmation link was given up says why: its owner never got it.
    const { results } = await c.env.DB.prepare(
      `SELECT s.reference, s.email, s.status, s.locale, s.received_at, s.confirmed_at, o.last_error AS link_error
     FROM subscribers s LEFT JOIN outbox o ON s.status = 'pending' AND o.kind = 'confirmation' AND o.lead_id = s.id AND o.dead_at IS NOT NULL
     ORDER BY s.received_at DESC, s.id DESC`,
    ).all<SubscriberRow>();
    return c.json(
      {
        subscribers: results.map(({ received_at, confirmed_at, link_error, ...row }) => ({
          ...row,
          receivedAt: received_at,
          confirmedAt: confirmed_at,
          linkError: link_error,
        })),
      },
      200,
    );
  })
  .post('/:reference/confirmation/send-again', async (c) => {
    const reference = c.req.param('reference');
    const db = c.env.DB;
    const restarted = await db
      .prepare(`UPDATE outbox SET ${startAfresh('?2')} WHERE ${linkGivenUp} RETURNING id`)
      .bind(reference, Date.now())
      .first<{ id: number }>();
    if (!restarted) {
      const known = await db
        .prepare('SELECT id FROM subscribers WHERE reference = ?1')
        .bind(reference)
        .first();
      return known
        ? refuse(
            c,
            409,
            'This address has no confirmation link that was given up: it is confirmed, or its link was sent or is still being retried.',
          )
        : refuse(c, 404, `No subscriber has the reference ${reference}.`);
    }
    // Tried before the answer, so the inbox says how it went.
    return c.json({ sent: await attemptNow(c.env, restarted.id) }, 200);
  })
  // As the address's own unsubscribe link does: the address and its queued notices are deleted.
  .post('/:reference/unsubscribe', async (c) => {
    const reference = c.req.param('reference');
    const removed = await unsubscribe(c.env.DB, 'reference', reference);
    return removed
      ? c.json({ ok: true }, 200)
      : refuse(c, 404, `No subscriber has the reference ${reference}.`);
  });
