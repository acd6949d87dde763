// The newsletter's subscribers in the inbox: the list, and taking an address off it.
import { Hono } from 'hono';
import type { AdminEnv } from '../access';
import { unsubscribe } from '../newsletter';
import { refuse } from './answers';

type SubscriberRow = { reference: string; email: string; status: string; locale: string; received_at: number; confirmed_at: number | null };

export const subscribersRoutes = new Hono<AdminEnv>();

subscribersRoutes.get('/', async (c) => {
  const { results } = await c.env.DB.prepare(
    'SELECT reference, email, status, locale, received_at, confirmed_at FROM subscribers ORDER BY received_at DESC, id DESC',
  ).all<SubscriberRow>();
  return c.json({
    subscribers: results.map(({ received_at, confirmed_at, ...row }) => ({ ...row, receivedAt: received_at, confirmedAt: confirmed_at })),
  });
});

// As the address's own unsubscribe link does: the address and its queued notices are deleted.
subscribersRoutes.post('/:reference/unsubscribe', async (c) => {
  const reference = c.req.param('reference');
  const removed = await unsubscribe(c.env.DB, 'reference', reference);
  return removed ? c.json({ ok: true }) : refuse(c, 404, `No subscriber has the reference ${reference}.`);
});
