// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { handleContact } from '../../worker/contact';
import { deliverDue, noticeCapReached } from '../../worker/outbox';
import { purgeExpired } from '../../worker/scheduled';
import { hourMs } from '../../worker/time';
import { testDatabase, postJson, stubWebhook, testContext, testEnv } from './harness';

const database = testDatabase({ clearEach: false });
// The cap counts by the clock hour: the test's clock stands at a quarter past one.
const hour = Date.UTC(2026, 10, 25, 13);
beforeEach(async () => {
  await database.clear();
  vi.useFakeTimers({ toFake: ['Date'], now: hour + 15 * 60_000 });
});
afterEach(() => vi.useRealTimers());

const mailApi = 'https://mail.test/emails';
const hook = 'https://hooks.test/lead';
const vars = {
  EMAIL_API_URL: mailApi,
  EMAIL_API_KEY: 'key',
  NOTIFY_EMAIL_FROM: 'site@vantix.example',
  NOTIFY_EMAIL_TO: 'sales@vantix.example',
  NOTIFY_WEBHOOK_URL: hook,
};

async function contact(n: number, budgets: Record<string, string>) {
  const { ctx, settled } = testContext();
  const body = {
    name: 'Jane Cooper',
    email: `jane${n}@acme.example`,
    message: 'Please call me about our network.',
    fillMs: 10_000,
    idempotencyKey: `key-cap-${n}-0123456789abcdef`,
    locale: 'en',
  };
  await handleContact(
    postJson('/api/contact', body),
    testEnv(database.db, { ...vars, ...budgets }),
    ctx,
  );
  await settled();
}

const capNotices = (sent: Record<string, unknown>[]) =>
  sent.filter((body) => String(body.subject ?? body.text).includes('hourly cap on e-mails'));
const leadMails = (sent: Record<string, unknown>[]) =>
  sent.filter((body) => 'to' in body && !capNotices([body]).length);

describe('the hourly e-mail budgets', () => {
  const waitingMails = () =>
    database.db
      .prepare(
        'SELECT kind, next_attempt_at, attempts, last_error FROM outbox WHERE channel = ?1 AND delivered_at IS NULL ORDER BY id',
      )
      .bind('email')
      .all<{ kind: string; next_attempt_at: number; attempts: number; last_error: string }>()
      .then(({ results }) => results);

  it("keep the visitors' e-mails past theirs for the next hour, tell the company once, and never hold back its notices", async () => {
    const sent = stubWebhook('https://', [200]);
    const budgets = { COMPANY_EMAILS_PER_HOUR: '10', VISITOR_EMAILS_PER_HOUR: '2' };
    // Each message is two e-mails (the company's notice, the acknowledgement) and a webhook post.
    for (const n of [1, 2, 3, 4]) await contact(n, budgets);
    const toCompany = () =>
      leadMails(sent).filter((mail) => (mail.to as string[])[0] === 'sales@vantix.example');
    expect(toCompany()).toHaveLength(4);
    expect(leadMails(sent)).toHaveLength(6);
    const waiting = await waitingMails();
    expect(waiting.map(({ kind }) => kind)).toEqual(['acknowledgement', 'acknowledgement']);
    for (const row of waiting) {
      expect(row).toMatchObject({ next_attempt_at: hour + hourMs, attempts: 0 });
      expect(row.last_error).toContain('budget of 2 e-mails an hour to visitors is spent');
    }
    // Told once, on each of its channels, however many e-mails wait.
    const told = capNotices(sent);
    expect(told).toHaveLength(2);
    expect(told.map((body) => ('to' in body ? 'email' : 'webhook')).sort()).toEqual([
      'email',
      'webhook',
    ]);
    expect(String(told[0]?.text)).toContain('hourly cap on e-mails to visitors');

    // Later in the same hour the cron leaves them waiting; in the next hour they go.
    const env = testEnv(database.db, { ...vars, ...budgets });
    expect(await deliverDue(env, hour + 30 * 60_000, () => hour + 30 * 60_000)).toEqual([]);
    const next = hour + hourMs + 1;
    expect(await deliverDue(env, next, () => next)).toEqual(['delivered', 'delivered']);
    expect(leadMails(sent)).toHaveLength(8);
    expect(capNotices(sent)).toHaveLength(2);
    expect(await waitingMails()).toEqual([]);
  });

  it("keep the company's e-mails past its own budget for the next hour, whatever the visitors'", async () => {
    const sent = stubWebhook('https://', [200]);
    const budgets = { COMPANY_EMAILS_PER_HOUR: '2', VISITOR_EMAILS_PER_HOUR: '10' };
    for (const n of [1, 2, 3]) await contact(n, budgets);
    const waiting = await waitingMails();
    expect(waiting.map(({ kind }) => kind)).toEqual(['enquiry']);
    expect(waiting[0]?.last_error).toContain('budget of 2 e-mails an hour to the company is spent');
    expect(
      leadMails(sent).filter((mail) => (mail.to as string[])[0] !== 'sales@vantix.example'),
    ).toHaveLength(3);
    expect(String(capNotices(sent)[0]?.text)).toContain('hourly cap on e-mails to the company');
    const next = hour + hourMs + 1;
    await deliverDue(testEnv(database.db, { ...vars, ...budgets }), next, () => next);
    expect(await waitingMails()).toEqual([]);
  });
});

describe('telling the company a cap was reached', () => {
  it('tells it once per cap and hour, through the outbox, retried when its channel fails', async () => {
    const sent = stubWebhook(hook, [500, 200]);
    const webhookOnly = testEnv(database.db, { NOTIFY_WEBHOOK_URL: hook });
    await noticeCapReached(webhookOnly, 'messages', hour + 20 * 60_000);
    await noticeCapReached(webhookOnly, 'messages', hour + 40 * 60_000);
    await noticeCapReached(webhookOnly, 'signups', hour + 40 * 60_000);
    expect(sent.map((body) => String(body.text).split('\n')[0])).toEqual([
      'Website: the hourly cap on contact messages was reached',
      'Website: the hourly cap on newsletter sign-ups was reached',
    ]);
    const later = hour + 50 * 60_000;
    expect(await deliverDue(webhookOnly, later, () => later)).toEqual(['delivered']);
    await noticeCapReached(webhookOnly, 'messages', hour + 60 * 60_000);
    expect(
      sent.filter((body) => String(body.text).includes('cap on contact messages')),
    ).toHaveLength(3);
  });

  it("forgets a cap's hour a day later once its notices are done, and keeps one still to deliver", async () => {
    stubWebhook(hook, [200, 500]);
    const webhookOnly = testEnv(database.db, { NOTIFY_WEBHOOK_URL: hook });
    await noticeCapReached(webhookOnly, 'messages', hour);
    await noticeCapReached(webhookOnly, 'signups', hour);
    await purgeExpired(webhookOnly, hour + 25 * 60 * 60_000);
    expect(
      await database.db
        .prepare('SELECT cap FROM cap_notices')
        .all()
        .then(({ results }) => results),
    ).toEqual([{ cap: 'signups' }]);
    expect(
      await database.db
        .prepare('SELECT kind, delivered_at FROM outbox')
        .all()
        .then(({ results }) => results),
    ).toEqual([{ kind: 'cap', delivered_at: null }]);
  });
});
