// Erasure on request from the inbox: the statements of worker/erase.mjs, which
// `npm run leads -- --erase` runs too, in one transaction.
import { Hono } from 'hono';
import type { InboxEnv } from '../access';
import { fillAddressKeys } from '../addressKeys';
import type { D1Database } from '../env';
import { erasure } from '../erase.mjs';
import * as v from 'valibot';
import { valid } from './validate';

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
const askForAddress = 'Send the e-mail address to erase: { "email": "…" }.';

const erasureRequest = v.object(
  {
    email: v.pipe(
      v.string(askForAddress),
      v.trim(),
      v.nonEmpty(askForAddress),
      v.maxLength(maxEmailLength, `An e-mail address holds at most ${maxEmailLength} characters.`),
    ),
  },
  askForAddress,
);

export const eraseRoutes = new Hono<InboxEnv>().post(
  '/',
  valid('json', erasureRequest),
  async (c) =>
    c.json(
      { erased: await erase(c.env.DB, c.req.valid('json').email, c.get('editor'), Date.now()) },
      200,
    ),
);
