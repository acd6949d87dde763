// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { handleContact } from '../../worker/contact';
import { attempt, backoffMs, deliverDue, maxAttempts } from '../../worker/outbox';
import { purgeExpired, runScheduled } from '../../worker/scheduled';
import { testDatabase, postJson, stubWebhook, testContext, testEnv } from './harness';

const database = testDatabase();

const hook = 'https://hooks.test/lead';
const message = {
  name: 'Jane Cooper',
  email: 'jane@acme.example',
  message: 'Please call me about our network.',
  fillMs: 10_000,
};
const env = () => testEnv(database.db, { NOTIFY_WEBHOOK_URL: hook });

async function store(key: string) {
  const { ctx, settled } = testContext();
  const response = await handleContact(
    postJson('/api/contact', { ...message, idempotencyKey: key }),
    env(),
    ctx,
  );
  await settled();
  return (await response.json()).reference as string;
}

const outbox = () =>
  database.db
    .prepare('SELECT attempts, next_attempt_at, delivered_at, last_error FROM outbox')
    .all<Record<string, number | string | null>>()
    .then(({ results }) => results);

describe('notifying the company', () => {
  it('stores first, then tells the webhook right away', async () => {
    const received = stubWebhook(hook, [200]);
    const reference = await store('key-a-0123456789abcdef');
    expect(received).toEqual([
      expect.objectContaining({
        type: 'enquiry',
        reference,
        name: 'Jane Cooper',
        text: expect.stringContaining(reference),
      }),
    ]);
    expect(await outbox()).toEqual([
      expect.objectContaining({ attempts: 1, delivered_at: expect.any(Number), last_error: null }),
    ]);
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
    const outcomes = (
      await Promise.all([deliverDue(env(), due, () => due), deliverDue(env(), due, () => due)])
    ).flat();
    expect(outcomes.filter((outcome) => outcome === 'delivered')).toHaveLength(1);
    expect(received).toHaveLength(2);
    expect(await deliverDue(env(), due + 10 * 60_000)).toEqual([]);
    expect(received).toHaveLength(2);
  });

  it('never claims or sends a row before it is due, whoever asks', async () => {
    const received = stubWebhook(hook, [500, 200]);
    await store('key-due-0123456789abcdef');
    const [queued] = await database.db
      .prepare('SELECT id, next_attempt_at FROM outbox')
      .all<{ id: number; next_attempt_at: number }>()
      .then(({ results }) => results);
    const early = Number(queued?.next_attempt_at) - 1;
    expect(await attempt(env(), Number(queued?.id), () => early)).toBe('skipped');
    expect(received).toHaveLength(1);
    expect(await outbox()).toEqual([expect.objectContaining({ attempts: 1, delivered_at: null })]);
    expect(await attempt(env(), Number(queued?.id), () => early + 1)).toBe('delivered');
    expect(received).toHaveLength(2);
  });

  it('waits twice as long after each failure, up to six hours', () => {
    expect([1, 2, 3, 4].map((attempts) => backoffMs(60_000, attempts))).toEqual([
      60_000, 120_000, 240_000, 480_000,
    ]);
    expect(backoffMs(60_000, 20)).toBe(6 * 60 * 60_000);
  });

  it('stores without notifying when nothing is configured', async () => {
    const { ctx, settled } = testContext();
    const response = await handleContact(
      postJson('/api/contact', { ...message, idempotencyKey: 'key-c-0123456789abcdef' }),
      testEnv(database.db),
      ctx,
    );
    await settled();
    expect(response.status).toBe(201);
    expect(await outbox()).toEqual([]);
  });

  it('drops a notification whose lead the retention period has deleted', async () => {
    stubWebhook(hook, [500]);
    await store('key-d-0123456789abcdef');
    const inTwoYears = Date.now() + 2 * 365 * 24 * 60 * 60_000;
    await purgeExpired(env(), inTwoYears);
    expect(
      await database.db.prepare('SELECT COUNT(*) AS n FROM enquiries').first<{ n: number }>(),
    ).toEqual({ n: 0 });
    expect(await outbox()).toEqual([]);
    expect(await attempt(env(), 1, () => inTwoYears)).toBe('skipped');
  });

  it('leases each row from its own claim, so a slow batch never sends a late row twice', async () => {
    stubWebhook(hook, [500]);
    const first = await store('key-e-0123456789abcdef');
    const second = await store('key-f-0123456789abcdef');
    vi.restoreAllMocks();
    const due = Math.max(...(await outbox()).map((row) => Number(row.next_attempt_at))) + 1;

    // The first send of the run takes 90 s; the second hangs until released.
    let time = due;
    const sent: string[] = [];
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let secondStarted = () => {};
    const secondSending = new Promise<void>((resolve) => (secondStarted = resolve));
    const realFetch = globalThis.fetch;
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      if (!String(input instanceof Request ? input.url : input).startsWith(hook))
        return realFetch(input, init);
      sent.push(JSON.parse(String(init?.body)).reference);
      if (sent.length === 1) time += 90_000;
      else {
        secondStarted();
        await held;
      }
      return new Response('{}', { status: 200 });
    });
    const slowRun = deliverDue(env(), due, () => time);
    // However long the database takes on a busy machine: the second send is under way.
    await secondSending;
    // The next cron run, 100 s after the first began: the second row's lease began at its claim, 10
    // s ago.
    expect(await deliverDue(env(), due + 100_000, () => due + 100_000)).toEqual([]);
    release();
    expect(await slowRun).toEqual(['delivered', 'delivered']);
    expect(sent).toEqual([first, second]);
  });

  it(`gives a notification up after ${maxAttempts} failed attempts: dead-lettered, never retried`, async () => {
    stubWebhook(hook, [500]);
    await store('key-g-0123456789abcdef');
    await database.db
      .prepare('UPDATE outbox SET attempts = ?1')
      .bind(maxAttempts - 1)
      .run();
    const due = Number((await outbox())[0]?.next_attempt_at) + 1;
    expect(await deliverDue(env(), due, () => due)).toEqual(['dead']);
    const dead = await database.db
      .prepare('SELECT attempts, dead_at, last_error FROM outbox')
      .first();
    expect(dead).toEqual({ attempts: maxAttempts, dead_at: due, last_error: 'HTTP 500' });
    expect(await deliverDue(env(), due + 365 * 24 * 60 * 60_000)).toEqual([]);
  });

  it('dead-letters a notification the channel refuses (4xx) at once, keeping its answer short and plain', async () => {
    const refusal = `{"message": "Invalid Form Body",\n"code": 50035\u0007, "errors": "${'x'.repeat(1000)}"}`;
    const received = stubWebhook(hook, [{ status: 400, body: refusal }, 200]);
    const before = Date.now();
    await store('key-4xx-0123456789abcdef');
    const [dead] = await database.db
      .prepare('SELECT attempts, dead_at, last_error FROM outbox')
      .all<{ attempts: number; dead_at: number; last_error: string }>()
      .then(({ results }) => results);
    expect(dead).toMatchObject({ attempts: 1, dead_at: expect.any(Number) });
    expect(dead?.dead_at).toBeGreaterThanOrEqual(before);
    expect(dead?.last_error).toMatch(
      /^HTTP 400: \{"message": "Invalid Form Body", "code": 50035, "errors": "x+…$/,
    );
    expect(dead?.last_error.length).toBeLessThanOrEqual(220);
    expect(await deliverDue(env(), before + 365 * 24 * 60 * 60_000)).toEqual([]);
    expect(received).toHaveLength(1);
  });

  it.each([429, 408, 503])(
    'retries a notification answered %i (the channel asks to come back later)',
    async (status) => {
      stubWebhook(hook, [status]);
      await store(`key-${status}-0123456789abcdef`);
      expect(await outbox()).toEqual([
        expect.objectContaining({ attempts: 1, delivered_at: null, last_error: `HTTP ${status}` }),
      ]);
      expect(await database.db.prepare('SELECT dead_at FROM outbox').first()).toEqual({
        dead_at: null,
      });
    },
  );

  it('purges what retention no longer allows even when delivery throws', async () => {
    stubWebhook(hook, [500]);
    await store('key-h-0123456789abcdef');
    const broken = {
      ...env(),
      DB: {
        prepare: (sql: string) => {
          if (sql.includes('SELECT id FROM outbox'))
            throw new Error('D1 is unavailable for this query');
          return database.db.prepare(sql);
        },
        batch: database.db.batch.bind(database.db),
      },
    };
    const inTwoYears = Date.now() + 2 * 365 * 24 * 60 * 60_000;
    await expect(runScheduled(broken, inTwoYears)).rejects.toThrow('D1 is unavailable');
    expect(
      await database.db.prepare('SELECT COUNT(*) AS n FROM enquiries').first<{ n: number }>(),
    ).toEqual({ n: 0 });
  });
});
