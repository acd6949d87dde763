// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { handleContact } from '../../worker/contact';
import { handleNewsletter } from '../../worker/newsletter';
import { spamRetentionDays } from '../../src/content/retention';
import { runScheduled } from '../../worker/scheduled';
import { maxLinks } from '../../worker/spam';
import { testDatabase, postForm, postJson, stubWebhook, testContext, testEnv } from './harness';

const database = testDatabase();

const hook = 'https://hooks.test/lead';
const env = (vars = {}) => testEnv(database.db, { NOTIFY_WEBHOOK_URL: hook, ...vars });
const message = {
  name: 'Jane Cooper',
  email: 'jane@acme.example',
  message: 'Please call me about our servers.',
  fillMs: 10_000,
  idempotencyKey: 'key-spam-0123456789abcdef',
};

async function send(handler: typeof handleContact, request: Request, now?: number) {
  const { ctx, settled } = testContext();
  const response = await handler(request, env(), ctx, now);
  await settled();
  return response;
}

const enquiries = () =>
  database.db
    .prepare('SELECT reference, name, status, spam_reason FROM enquiries')
    .all<Record<string, unknown>>()
    .then(({ results }) => results);
const outboxCount = () =>
  database.db
    .prepare('SELECT COUNT(*) AS n FROM outbox')
    .first<{ n: number }>()
    .then((row) => row?.n);

describe('a contact message that fails a soft check', () => {
  const links = Array.from({ length: maxLinks + 1 }, (_, n) => `https://shop${n}.example`).join(
    ' ',
  );
  it.each([
    ['the honeypot filled', { website: 'https://spam.example' }, 'honeypot'],
    ['sent quicker than the minimum fill time', { fillMs: 800 }, 'too fast'],
    ['sent without a fill time from the script', { fillMs: undefined }, 'too fast'],
    [`more than ${maxLinks} links`, { message: `Cheap offers: ${links}` }, 'too many links'],
  ])(
    '(%s) gets the usual answer, is kept as spam with its reason, and nobody is notified',
    async (_case, change, reason) => {
      const received = stubWebhook(hook, [200]);
      const response = await send(
        handleContact,
        postJson('/api/contact', { ...message, ...change }),
      );
      expect(response.status).toBe(201);
      const body = await response.json();
      expect(body).toEqual({
        reference: expect.stringMatching(/^VX-/),
        status: 'stored',
        duplicate: false,
      });
      expect(await enquiries()).toEqual([
        expect.objectContaining({ reference: body.reference, status: 'spam', spam_reason: reason }),
      ]);
      expect(await outboxCount()).toBe(0);
      expect(received).toEqual([]);
    },
  );

  it(`keeps ${maxLinks} links as an ordinary message, notified`, async () => {
    const received = stubWebhook(hook, [200]);
    const few = Array.from({ length: maxLinks }, (_, n) => `www.site${n}.example`).join(', ');
    await send(handleContact, postJson('/api/contact', { ...message, message: `See ${few}` }));
    expect(await enquiries()).toEqual([
      expect.objectContaining({ status: 'new', spam_reason: null }),
    ]);
    expect(received).toHaveLength(1);
  });

  it('posted without script, a filled honeypot lands on the thank-you page and is kept as spam', async () => {
    const response = await send(
      handleContact,
      postForm('/api/contact', {
        name: 'Jane Cooper',
        email: 'jane@acme.example',
        message: message.message,
        website: 'x',
      }),
    );
    expect(response.status).toBe(303);
    expect(await enquiries()).toEqual([
      expect.objectContaining({ status: 'spam', spam_reason: 'honeypot' }),
    ]);
  });

  it('is told as it was stored when its retry, no longer too fast, arrives while it is being stored', async () => {
    const received = stubWebhook(hook, [200]);
    // The same submission twice at once (the page's retry after a time-out): one copy counts as
    // too fast, the other does not. Whichever is stored first decides, for both.
    const [first, second] = await Promise.all([
      send(handleContact, postJson('/api/contact', { ...message, fillMs: 800 })),
      send(handleContact, postJson('/api/contact', { ...message, fillMs: 16_000 })),
    ]);
    expect((await second.json()).reference).toBe((await first.json()).reference);
    const [stored, ...more] = await enquiries();
    expect(more).toEqual([]);
    expect(await outboxCount()).toBe(stored?.status === 'spam' ? 0 : 1);
    expect(received).toHaveLength(stored?.status === 'spam' ? 0 : 1);
  });

  it('is still refused when its fields are invalid, and kept nowhere', async () => {
    const response = await send(
      handleContact,
      postJson('/api/contact', { ...message, website: 'x', email: 'jane@' }),
    );
    expect(response.status).toBe(400);
    expect(await enquiries()).toEqual([]);
  });

  it(`is deleted by the cron after ${spamRetentionDays} days, while a lead of the same day stays`, async () => {
    stubWebhook(hook, [200]);
    const sent = Date.UTC(2026, 0, 5, 9, 0);
    await send(handleContact, postJson('/api/contact', { ...message, fillMs: 1 }), sent);
    await send(
      handleContact,
      postJson('/api/contact', { ...message, idempotencyKey: 'key-real-0123456789abcdef' }),
      sent,
    );
    const day = 24 * 60 * 60_000;
    await runScheduled(env(), sent + spamRetentionDays * day - 1);
    expect(await enquiries()).toHaveLength(2);
    await runScheduled(env(), sent + spamRetentionDays * day + 1);
    expect(await enquiries()).toEqual([expect.objectContaining({ status: 'new' })]);
  });
});

describe('a newsletter sign-up that fails a soft check', () => {
  it('gets the usual answer, and neither is kept nor sent a confirmation', async () => {
    const vars = {
      EMAIL_API_URL: 'https://mail.test/send',
      EMAIL_API_KEY: 'k',
      NOTIFY_EMAIL_FROM: 'site@vantix.example',
      NOTIFY_EMAIL_TO: 'sales@vantix.example',
    };
    const { ctx, settled } = testContext();
    const response = await handleNewsletter(
      postJson('/api/newsletter', { email: 'bot@spam.example', website: 'x', fillMs: 10_000 }),
      testEnv(database.db, vars),
      ctx,
    );
    await settled();
    expect(response.status).toBe(202);
    expect(await response.json()).toEqual({ status: 'pending' });
    expect(await database.db.prepare('SELECT COUNT(*) AS n FROM subscribers').first()).toEqual({
      n: 0,
    });
    expect(await outboxCount()).toBe(0);
  });
});
