// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { handleContact } from '../../worker/contact';
import { settings } from '../../worker/env';
import { handleNewsletter } from '../../worker/newsletter';
import { testDatabase, postJson, stubWebhook, testContext, testEnv } from './harness';

const database = testDatabase();

const hourMs = 60 * 60_000;
const count = (table: string) =>
  database.db
    .prepare(`SELECT COUNT(*) AS n FROM ${table}`)
    .first<{ n: number }>()
    .then((row) => row?.n);

// Each send from a client of its own, so the per-client limit never applies.
async function send(
  handler: typeof handleContact,
  body: object,
  n: number,
  vars: object,
  now: number,
) {
  const { ctx, settled } = testContext();
  const response = await handler(
    postJson(handler === handleContact ? '/api/contact' : '/api/newsletter', body, {
      client: `203.0.113.${n}`,
    }),
    testEnv(database.db, vars),
    ctx,
    now,
  );
  await settled();
  return response;
}

describe('the site-wide hourly caps', () => {
  it('default to 100 messages and 200 sign-ups an hour', () => {
    expect(settings(testEnv(database.db)).caps).toEqual({
      messagesPerHour: 100,
      signUpsPerHour: 200,
      plainPerHour: 20,
    });
  });

  it('take SITE_MESSAGES_PER_HOUR messages with proof from everyone in an hour, then answer 429 until the next hour', async () => {
    const vars = { SITE_MESSAGES_PER_HOUR: '3' };
    const hour = Date.UTC(2026, 0, 5, 9, 0);
    const message = (n: number, extra = {}) => ({
      name: 'Jane Cooper',
      email: `jane${n}@acme.example`,
      message: 'Please call me about our servers.',
      fillMs: 10_000,
      idempotencyKey: `key-cap-${n}-0123456789abcdef`,
      ...extra,
    });
    expect((await send(handleContact, message(1), 1, vars, hour)).status).toBe(201);
    expect((await send(handleContact, message(2), 2, vars, hour + 1)).status).toBe(201);
    expect((await send(handleContact, message(3), 3, vars, hour + 2)).status).toBe(201);
    const refused = await send(handleContact, message(4), 4, vars, hour + 15 * 60_000);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('Retry-After')).toBe(String(45 * 60));
    expect((await refused.json()).error).toBe(
      'We are receiving an unusual number of messages just now. Please try again in 45 minutes, or write to us at hello@vantix.example.',
    );
    expect(await count('enquiries')).toBe(3);
    // A stored message sent again still gets its reference.
    expect((await send(handleContact, message(1), 1, vars, hour + 20 * 60_000)).status).toBe(200);
    expect((await send(handleContact, message(5), 5, vars, hour + hourMs)).status).toBe(201);
  });

  it('take SITE_SIGN_UPS_PER_HOUR sign-ups, then answer 429 with a sentence of their own', async () => {
    const vars = { SITE_SIGN_UPS_PER_HOUR: '2' };
    const hour = Date.UTC(2026, 0, 5, 10, 0);
    const signUp = (n: number) =>
      send(
        handleNewsletter,
        { email: `reader${n}@acme.example`, fillMs: 10_000 },
        n,
        vars,
        hour + n,
      );
    expect((await signUp(1)).status).toBe(202);
    expect((await signUp(2)).status).toBe(202);
    const refused = await signUp(3);
    expect(refused.status).toBe(429);
    expect((await refused.json()).error).toBe(
      'We are receiving an unusual number of sign-ups just now. Please try again in 60 minutes.',
    );
    expect(await count('subscribers')).toBe(2);
    // The caps count apart: messages still go in.
    const message = {
      name: 'Jane Cooper',
      email: 'jane@acme.example',
      message: 'Please call me about our servers.',
      fillMs: 10_000,
      idempotencyKey: 'key-cap-m-0123456789abcdef',
    };
    expect((await send(handleContact, message, 9, vars, hour + 10)).status).toBe(201);
  });

  it('tell the company once an hour that a cap was reached, however many are refused', async () => {
    const hook = 'https://hooks.slack.com/services/T/B/CAP';
    const received = stubWebhook(hook, [200]);
    const vars = { SITE_MESSAGES_PER_HOUR: '1', NOTIFY_WEBHOOK_URL: hook };
    const hour = Date.UTC(2026, 0, 5, 11, 0);
    const message = (n: number) => ({
      name: 'Jane Cooper',
      email: `jane${n}@acme.example`,
      message: 'Please call me about our servers.',
      fillMs: 10_000,
      idempotencyKey: `key-told-${n}-0123456789abcdef`,
    });
    expect((await send(handleContact, message(1), 1, vars, hour)).status).toBe(201);
    for (const n of [2, 3, 4])
      expect((await send(handleContact, message(n), n, vars, hour + n)).status).toBe(429);
    const capNotices = received.filter((body) => JSON.stringify(body).includes('cap'));
    expect(received).toHaveLength(2);
    expect(capNotices).toHaveLength(1);
  });
});
