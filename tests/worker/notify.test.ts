// @vitest-environment node
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { handleContact } from '../../worker/contact';
import { attempt, backoffMs, deliverDue } from '../../worker/outbox';
import { purgeExpired } from '../../worker/scheduled';
import { createDatabase, postJson, stubWebhook, testContext, testEnv } from './harness';

let database: Awaited<ReturnType<typeof createDatabase>>;
beforeAll(async () => {
  database = await createDatabase();
});
afterAll(() => database.dispose());
beforeEach(() => database.clear());

const hook = 'https://hooks.test/lead';
const message = { name: 'Jane Cooper', email: 'jane@acme.example', message: 'Please call me about our network.', fillMs: 10_000 };
const env = () => testEnv(database.db, { NOTIFY_WEBHOOK_URL: hook });

async function store(key: string) {
  const { ctx, settled } = testContext();
  const response = await handleContact(postJson('/api/contact', { ...message, idempotencyKey: key }), env(), ctx);
  await settled();
  return (await response.json()).reference as string;
}

const outbox = () =>
  database.db.prepare('SELECT attempts, next_attempt_at, delivered_at, last_error FROM outbox').all<Record<string, number | string | null>>().then(({ results }) => results);

describe('notifying the company', () => {
  it('stores first, then tells the webhook right away', async () => {
    const received = stubWebhook(hook, [200]);
    const reference = await store('key-a-0123456789abcdef');
    expect(received).toEqual([expect.objectContaining({ type: 'enquiry', reference, name: 'Jane Cooper', text: expect.stringContaining(reference) })]);
    expect(await outbox()).toEqual([expect.objectContaining({ attempts: 1, delivered_at: expect.any(Number), last_error: null })]);
  });

  it('keeps a failed notification queued with backoff, and the cron delivers it exactly once when due', async () => {
    const received = stubWebhook(hook, [500, 200]);
    const before = Date.now();
    await store('key-b-0123456789abcdef');
    const [queued] = await outbox();
    expect(queued).toMatchObject({ attempts: 1, delivered_at: null, last_error: 'HTTP 500' });
    expect(Number(queued?.next_attempt_at)).toBeGreaterThanOrEqual(before + 60_000);

    // Not due yet: the cron leaves it alone.
    expect(await deliverDue(env(), before + 30_000)).toEqual([]);
    // Due: two cron runs at once (or a cron and a late immediate attempt) send it once.
    const due = Number(queued?.next_attempt_at) + 1;
    const outcomes = (await Promise.all([deliverDue(env(), due), deliverDue(env(), due)])).flat();
    expect(outcomes.filter((outcome) => outcome === 'delivered')).toHaveLength(1);
    expect(received).toHaveLength(2);
    expect(await deliverDue(env(), due + 10 * 60_000)).toEqual([]);
    expect(received).toHaveLength(2);
  });

  it('waits twice as long after each failure, up to six hours', () => {
    expect([1, 2, 3, 4].map((attempts) => backoffMs(60_000, attempts))).toEqual([60_000, 120_000, 240_000, 480_000]);
    expect(backoffMs(60_000, 20)).toBe(6 * 60 * 60_000);
  });

  it('stores without notifying when nothing is configured', async () => {
    const { ctx, settled } = testContext();
    const response = await handleContact(postJson('/api/contact', { ...message, idempotencyKey: 'key-c-0123456789abcdef' }), testEnv(database.db), ctx);
    await settled();
    expect(response.status).toBe(201);
    expect(await outbox()).toEqual([]);
  });

  it('drops a notification whose lead the retention period has deleted', async () => {
    stubWebhook(hook, [500]);
    await store('key-d-0123456789abcdef');
    const inTwoYears = Date.now() + 2 * 365 * 24 * 60 * 60_000;
    await purgeExpired(env(), inTwoYears);
    expect(await database.db.prepare('SELECT COUNT(*) AS n FROM enquiries').first<{ n: number }>()).toEqual({ n: 0 });
    expect(await outbox()).toEqual([]);
    expect(await attempt(env(), 1, inTwoYears)).toBe('skipped');
  });
});
