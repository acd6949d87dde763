// Rows stored before addresses were normalised get their `email_key` here, in the Worker
// (migrations/0007_mail.sql): before an erasure matches, and by the cron until none is left.
import { addressKeyUpdates, unkeyedAddresses } from './address.mjs';
import type { D1Database } from './env';

/** Rows given their key per statement batch. */
const fillBatch = 200;

/** Gives every stored address without one its normalised key. */
export async function fillAddressKeys(db: D1Database): Promise<void> {
  for (;;) {
    const { results } = await db
      .prepare(unkeyedAddresses(fillBatch))
      .all<{ source: string; id: number; email: string }>();
    if (!results.length) return;
    await db.batch(
      addressKeyUpdates(results).map(({ sql, params }) => db.prepare(sql).bind(...params)),
    );
  }
}
