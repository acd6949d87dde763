// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { handleConfirm, handleNewsletter, handleUnsubscribe } from '../../worker/newsletter';
import {
  testDatabase,
  origin,
  postForm,
  postJson,
  stubWebhook,
  testContext,
  testEnv,
} from './harness';

const database = testDatabase();
afterEach(() => vi.useRealTimers());

const email = {
  EMAIL_API_URL: 'https://mail.test/emails',
  EMAIL_API_KEY: 'key',
  NOTIFY_EMAIL_FROM: 'site@vantix.example',
  NOTIFY_EMAIL_TO: 'sales@vantix.example',
};

async function signUp(address: string, vars = {}) {
  const { ctx, settled } = testContext();
  const response = await handleNewsletter(
    postJson('/api/newsletter', { email: address, fillMs: 10_000 }),
    testEnv(database.db, vars),
    ctx,
  );
  await settled();
  return response;
}

const subscribers = () =>
  database.db
    .prepare('SELECT email, status, token FROM subscribers')
    .all<{ email: string; status: string; token: string }>()
    .then(({ results }) => results);

describe('POST /api/newsletter', () => {
  it('signs an address up once, waiting for its confirmation; a repeat, in any case, is answered like the first', async () => {
    const first = await signUp('jane@acme.example');
    expect(first.status).toBe(202);
    expect(await first.json()).toEqual({ status: 'pending' });
    const again = await signUp(' Jane@ACME.example ');
    expect(again.status).toBe(202);
    expect(await again.json()).toEqual({ status: 'pending' });
    expect(await subscribers()).toEqual([
      expect.objectContaining({ email: 'jane@acme.example', status: 'pending' }),
    ]);
  });

  it('answers a listed and a new address alike, before and after the rate limit: nobody can tell who is on the list', async () => {
    // One instant for every answer, so the wait the 429s quote cannot differ by a second ticking
    // over.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.parse('2026-03-02T10:00:00Z') });
    const limit = { RATE_LIMIT_MAX: '3' };
    await signUp('listed@acme.example', limit);
    const answer = async (address: string) => {
      const response = await signUp(address, limit);
      return {
        status: response.status,
        retryAfter: response.headers.get('Retry-After'),
        body: await response.json(),
      };
    };
    expect(await answer('listed@acme.example')).toEqual(await answer('new@acme.example'));
    // Both counted: the limit is reached, and now both are refused the same way.
    const listed = await answer('listed@acme.example');
    expect(listed.status).toBe(429);
    expect(listed).toEqual(await answer('other@acme.example'));
  });

  it('keeps a sign-up pending until confirmed with only a webhook configured, and hands the company the link to send', async () => {
    const sent = stubWebhook('https://hooks.test/', [200]);
    await signUp('jane@acme.example', { NOTIFY_WEBHOOK_URL: 'https://hooks.test/lead' });
    expect(await subscribers()).toEqual([expect.objectContaining({ status: 'pending' })]);
    const token = (await subscribers())[0]?.token ?? '';
    expect(sent).toEqual([
      expect.objectContaining({
        type: 'newsletter',
        status: 'pending',
        confirmLink: `${origin}/api/newsletter/confirm?token=${token}&locale=en`,
      }),
    ]);
    // Slack's text has its & escaped; Slack shows and follows the link as it is.
    expect(String(sent[0]?.text)).toContain(
      `${origin}/api/newsletter/confirm?token=${token}&amp;locale=en`,
    );
  });

  it('keeps a sign-up pending with no notifier at all', async () => {
    await signUp('jane@acme.example');
    expect(await subscribers()).toEqual([expect.objectContaining({ status: 'pending' })]);
  });

  it("refuses an invalid address with the form's own message", async () => {
    const response = await signUp('jane@');
    expect(response.status).toBe(400);
    expect((await response.json()).fieldErrors).toEqual({
      email: 'Please enter a valid e-mail address, like name@company.com.',
    });
  });

  it('with e-mail configured, asks the address to confirm by a link (double opt-in)', async () => {
    const sent = stubWebhook('https://mail.test/', [200]);
    const response = await signUp('jane@acme.example', email);
    expect(await response.json()).toEqual({ status: 'pending' });
    const confirmation = sent.find((mail) => (mail.to as string[])[0] === 'jane@acme.example');
    const link = String(confirmation?.text).match(/https:\/\/\S+/)?.[0];
    expect(link).toMatch(new RegExp(`^${origin}/api/newsletter/confirm\\?token=`));
    expect(sent.some((mail) => (mail.to as string[])[0] === 'sales@vantix.example')).toBe(true);

    // Opening the link (or a mail scanner fetching it) only asks.
    const asked = await handleConfirm(new Request(link!), testEnv(database.db, email));
    const html = await asked.text();
    expect(html).toContain('Send our newsletter to jane@acme.example?');
    expect(html).toMatch(
      /<form method="post" action="\/api\/newsletter\/confirm"><input type="hidden" name="token" value="[^"]+"><input type="hidden" name="locale" value="en"><button type="submit">Confirm<\/button>/,
    );
    expect(await subscribers()).toEqual([expect.objectContaining({ status: 'pending' })]);

    const token = new URL(link!).searchParams.get('token') ?? '';
    const confirmed = await handleConfirm(
      postForm('/api/newsletter/confirm', { token }),
      testEnv(database.db, email),
    );
    expect(confirmed.status).toBe(200);
    expect(await confirmed.text()).toContain('Subscription confirmed');
    expect(await subscribers()).toEqual([expect.objectContaining({ status: 'subscribed' })]);
  });

  it('lets every address unsubscribe: the link asks, its button deletes the address', async () => {
    await signUp('jane@acme.example');
    const token = (await subscribers())[0]?.token ?? '';
    const asked = await handleUnsubscribe(
      new Request(`${origin}/api/newsletter/unsubscribe?token=${token}`),
      testEnv(database.db),
    );
    expect(await asked.text()).toContain('Stop sending the newsletter to jane@acme.example');
    expect(await subscribers()).toHaveLength(1);

    const done = await handleUnsubscribe(
      postForm('/api/newsletter/unsubscribe', { token }),
      testEnv(database.db),
    );
    expect(await done.text()).toContain('You are unsubscribed');
    expect(await subscribers()).toEqual([]);
    const unknown = await handleUnsubscribe(
      postForm('/api/newsletter/unsubscribe', { token }),
      testEnv(database.db),
    );
    expect(unknown.status).toBe(404);
  });

  it('takes the notices still queued for an address with it, and only those', async () => {
    // The mail service is down: each sign-up's confirmation and the company's notice stay queued.
    stubWebhook('https://mail.test/', [503, 503, 503, 503]);
    await signUp('jane@acme.example', email);
    await signUp('omar@acme.example', email);
    const queued = () =>
      database.db
        .prepare(
          'SELECT s.email FROM outbox o JOIN subscribers s ON s.id = o.lead_id ORDER BY o.id',
        )
        .all<{ email: string }>();
    expect((await queued()).results.map(({ email: address }) => address)).toEqual([
      'jane@acme.example',
      'jane@acme.example',
      'omar@acme.example',
      'omar@acme.example',
    ]);
    const token =
      (await subscribers()).find((row) => row.email === 'jane@acme.example')?.token ?? '';
    await handleUnsubscribe(
      postForm('/api/newsletter/unsubscribe', { token }),
      testEnv(database.db),
    );
    const left = await database.db
      .prepare('SELECT COUNT(*) AS n FROM outbox')
      .first<{ n: number }>();
    expect(left?.n).toBe(2);
    expect((await queued()).results.map(({ email: address }) => address)).toEqual([
      'omar@acme.example',
      'omar@acme.example',
    ]);
  });
});
