// Erasure on request from the inbox: the statements of worker/erase.mjs, which
// `npm run leads -- --erase` runs too, in one transaction.
import { Hono } from 'hono';
import type { InboxEnv } from '../access';
import { fillAddressKeys } from '../addressKeys';
import type { D1Database } from '../env';
import { erasure } from '../erase.mjs';
import { jsonObject, refuse } from './answers';

export type Erased = { enquiries: number; subscribers: number; notices: number };

/** Erases everything held for `email`; how many enquiries, subscriptions and queued notices went. */
export async function erase(
  db: D1Database,
  email: string,
  editor: string,
  now: number,
): Promise<Erased> {
  await fillAddressKeys(db);
  const [audit] = await db.batch<Erased>(
    erasure(email, now, editor).map(({ sql, params }) => db.prepare(sql).bind(...params)),
  );
  return audit?.results[0] ?? { enquiries: 0, subscribers: 0, notices: 0 };
}

/** Longer than any address the forms take. */
const maxEmailLength = 320;

export const eraseRoutes = new Hono<InboxEnv>();

eraseRoutes.post('/', async (c) => {
  const email = (await jsonObject(c))?.email;
  if (typeof email !== 'string' || !email.trim())
    return refuse(c, 400, 'Send the e-mail address to erase: { "email": "…" }.');
  if (email.length > maxEmailLength)
    return refuse(c, 400, `An e-mail address holds at most ${maxEmailLength} characters.`);
  return c.json({ erased: await erase(c.env.DB, email, c.get('editor'), Date.now()) });
});
