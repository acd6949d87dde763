// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { leadsQueries } from '../../scripts/leadsFormat.mjs';
import { handleContact } from '../../worker/contact';
import { addressKeyUpdates, unkeyedAddresses } from '../../worker/address.mjs';
import { erasure, inlined } from '../../worker/erase.mjs';
import { handleNewsletter } from '../../worker/newsletter';
import { admin, editor } from './inboxApi';
import { testDatabase, postJson, stubWebhook, testContext, testEnv } from './harness';

const database = testDatabase();

const mail = {
  EMAIL_API_URL: 'https://mail.test/send',
  EMAIL_API_KEY: 'key',
  NOTIFY_EMAIL_FROM: 'site@vantix.example',
  NOTIFY_EMAIL_TO: 'sales@vantix.example',
};
// Every notice fails, so each stays queued.
const env = () =>
  testEnv(database.db, {
    NOTIFY_WEBHOOK_URL: 'https://hooks.test/lead',
    RATE_LIMIT_MAX: '100',
    ...mail,
  });

let sent = 0;
async function post(handler: typeof handleContact, path: string, body: Record<string, unknown>) {
  sent += 1;
  const { ctx, settled } = testContext();
  await handler(
    postJson(path, {
      fillMs: 10_000,
      idempotencyKey: `key-erase-${sent}-0123456789abcdef`,
      ...body,
    }),
    env(),
    ctx,
  );
  await settled();
}

/** Two enquiries, a subscription and a note for the address (typed in other cases), and one of someone else. */
async function holdings(address: string) {
  stubWebhook('https://', [500]);
  const message = 'Please call me about our servers.';
  await post(handleContact, '/api/contact', { name: 'Jane Cooper', email: address, message });
  await post(handleContact, '/api/contact', {
    name: 'Jane Cooper',
    email: address.toUpperCase(),
    message,
    fillMs: 1,
  });
  await post(handleNewsletter, '/api/newsletter', {
    email: address.replace(/^./, (first) => first.toUpperCase()),
  });
  await post(handleContact, '/api/contact', {
    name: 'Bob Stone',
    email: 'bob@example.com',
    message,
  });
  const { reference } = (await database.db
    .prepare('SELECT reference FROM enquiries WHERE email = ?1')
    .bind(address)
    .first<{ reference: string }>())!;
  await admin(env(), `/leads/${reference}`, { method: 'PATCH', body: { note: 'Wants a call.' } });
}

/** What `npm run leads -- --json` (and `--subscribers --json`) would print, and every other table. */
async function everything() {
  const tables = ['enquiries', 'subscribers', 'outbox', 'lead_changes', 'erasures'];
  const dumps = await Promise.all([
    ...Object.values(leadsQueries).map((sql) => database.db.prepare(sql).all()),
    ...tables.map((table) => database.db.prepare(`SELECT * FROM ${table}`).all()),
  ]);
  return JSON.stringify(dumps.map(({ results }) => results));
}

const count = (table: string) =>
  database.db
    .prepare(`SELECT COUNT(*) AS n FROM ${table}`)
    .first<{ n: number }>()
    .then((row) => row?.n);

describe('erasure on request', () => {
  it('from the inbox, removes the enquiries, subscription and queued notices of the address, whatever its case, and leaves a line without it', async () => {
    await holdings('jane@acme.example');
    expect(await count('outbox')).toBe(9);
    const response = await admin(env(), '/erase', {
      method: 'POST',
      body: { email: ' Jane@ACME.example ' },
    });
    expect(response.status).toBe(200);
    // An enquiry with three notices (webhook, e-mail, the enquirer's acknowledgement), one kept as
    // spam with none, a subscription with three (the company's two, the confirmation).
    expect(await response.json()).toEqual({ erased: { enquiries: 2, subscribers: 1, notices: 6 } });
    const left = await everything();
    expect(left.toLowerCase()).not.toContain('jane');
    expect(left).toContain('bob@example.com');
    expect(await count('outbox')).toBe(3);
    expect(await count('lead_changes')).toBe(0);
    const audit = await database.db.prepare('SELECT * FROM erasures').all();
    expect(audit.results).toEqual([
      {
        id: expect.any(Number),
        at: expect.any(Number),
        editor,
        enquiries: 2,
        subscribers: 1,
        notices: 6,
      },
    ]);
  });

  it('from the terminal, does the same with the address written into the SQL, quotes and all', async () => {
    const address = "o'neil@acme.example";
    await holdings(address);
    for (const statement of erasure("O'Neil@acme.example", Date.now(), 'terminal: ana'))
      await database.db.prepare(inlined(statement)).run();
    expect((await everything()).toLowerCase()).not.toContain('neil');
    expect(
      await database.db
        .prepare('SELECT enquiries, subscribers, notices, editor FROM erasures')
        .first(),
    ).toEqual({ enquiries: 2, subscribers: 1, notices: 6, editor: 'terminal: ana' });
    expect(await count('enquiries')).toBe(1);
  });

  /** An enquiry and a subscription stored before addresses were normalised (no key), typed `Ünal@Exämple.com`. */
  async function storedBefore() {
    await database.db.batch([
      database.db.prepare(
        `INSERT INTO enquiries (reference, idempotency_key, name, email, phone, budget, message, received_at)
         VALUES ('VX-OLD1', 'old-key', 'Ünal Kaya', 'Ünal@Exämple.com', '', '', 'An old message.', 1)`,
      ),
      database.db.prepare(
        `INSERT INTO subscribers (reference, email, status, token, received_at)
         VALUES ('VX-OLD2', 'Ünal@Exämple.com', 'subscribed', 'old-token', 1)`,
      ),
    ]);
    stubWebhook('https://', [500]);
    await post(handleContact, '/api/contact', {
      name: 'Ünal Kaya',
      email: 'ünal@exämple.com',
      message: 'Please call me about our servers.',
    });
  }

  it('from the inbox, finds an accented, upper-case address stored before, and its lowercase copy', async () => {
    await storedBefore();
    const response = await admin(env(), '/erase', {
      method: 'POST',
      body: { email: 'ÜNAL@exämple.COM' },
    });
    expect(await response.json()).toEqual({ erased: { enquiries: 2, subscribers: 1, notices: 3 } });
    expect((await everything()).toLowerCase()).not.toMatch(/ünal|xn--exmple/);
  });

  it('from the terminal, gives the rows from before their key first, as `npm run leads -- --erase` does', async () => {
    await storedBefore();
    const { results } = await database.db
      .prepare(unkeyedAddresses(Number.MAX_SAFE_INTEGER))
      .all<{ source: string; id: number; email: string }>();
    expect(results.map(({ source }) => source)).toEqual(['enquiries', 'subscribers']);
    for (const statement of [
      ...addressKeyUpdates(results),
      ...erasure('ünal@exämple.com', Date.now(), 'terminal: ana'),
    ])
      await database.db.prepare(inlined(statement)).run();
    expect(await count('enquiries')).toBe(0);
    expect(await count('subscribers')).toBe(0);
  });

  it('refuses a request without an address with 400', async () => {
    for (const body of [{}, { email: '  ' }, { email: 3 }, '"jane@acme.example"']) {
      const response = await admin(env(), '/erase', { method: 'POST', body });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        error: 'Send the e-mail address to erase: { "email": "…" }.',
      });
    }
    expect(await count('erasures')).toBe(0);
  });
});
