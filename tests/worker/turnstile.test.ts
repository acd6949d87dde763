// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { handleContact } from '../../worker/contact';
import { handleNewsletter } from '../../worker/newsletter';
import { siteverifyUrl } from '../../worker/turnstile';
import { postJson, testContext, testDatabase, testEnv } from './harness';

const database = testDatabase();
afterEach(() => vi.restoreAllMocks());

const switchedOn = { TURNSTILE_SITE_KEY: '0x4AAAAAAAtest', TURNSTILE_SECRET: 'turnstile-secret' };
const refusal =
  'We could not confirm that a person sent this, so it was not sent. Please send it again, or write to us at';

/** Cloudflare's Siteverify, answering `success`; records the checks it was asked for. */
function stubSiteverify(success: boolean) {
  const checks: URLSearchParams[] = [];
  const realFetch = globalThis.fetch;
  const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const target = input instanceof Request ? input.url : String(input);
    if (!target.startsWith('https://challenges.cloudflare.com/')) return realFetch(input, init);
    checks.push(new URLSearchParams(String(init?.body)));
    return Response.json({ success, 'error-codes': success ? [] : ['invalid-input-response'] });
  });
  return { checks, spy };
}

const message = (extra: Record<string, string> = {}) => ({
  name: 'Jane Cooper',
  email: 'jane@acme.example',
  message: 'Please call me about our servers.',
  fillMs: 10_000,
  idempotencyKey: 'key-turnstile-0123456789abcdef',
  ...extra,
});

async function send(body: Record<string, unknown>, vars = {}) {
  const { ctx, settled } = testContext();
  const response = await handleContact(
    postJson('/api/contact', body, { client: '203.0.113.7' }),
    testEnv(database.db, vars),
    ctx,
  );
  await settled();
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const stored = () =>
  database.db
    .prepare('SELECT email FROM enquiries')
    .all<{ email: string }>()
    .then(({ results }) => results);

describe('Cloudflare Turnstile', () => {
  it('is off by default: a message is stored and nothing is asked of Cloudflare', async () => {
    const { spy } = stubSiteverify(false);
    expect((await send(message())).status).toBe(201);
    expect(await stored()).toEqual([{ email: 'jane@acme.example' }]);
    const hosts = spy.mock.calls.map(
      ([input]) => new URL(input instanceof Request ? input.url : String(input)).host,
    );
    expect(hosts).not.toContain('challenges.cloudflare.com');
  });

  it('switched on, stores a message whose token Cloudflare confirms, checked for the sender', async () => {
    const { checks } = stubSiteverify(true);
    expect((await send(message({ turnstile: 'token-from-widget' }), switchedOn)).status).toBe(201);
    expect(await stored()).toEqual([{ email: 'jane@acme.example' }]);
    expect(checks.map((check) => Object.fromEntries(check))).toEqual([
      { secret: 'turnstile-secret', response: 'token-from-widget', remoteip: '203.0.113.7' },
    ]);
    expect(siteverifyUrl).toBe('https://challenges.cloudflare.com/turnstile/v0/siteverify');
  });

  it('switched on, refuses a message whose token Cloudflare does not confirm, storing nothing', async () => {
    stubSiteverify(false);
    const { status, body } = await send(message({ turnstile: 'forged-token' }), switchedOn);
    expect(status).toBe(403);
    expect(body.error).toContain(refusal);
    expect(await stored()).toEqual([]);
  });

  it('switched on, refuses a message without a token, without asking Cloudflare', async () => {
    const { checks } = stubSiteverify(true);
    const { status, body } = await send(message(), switchedOn);
    expect(status).toBe(403);
    expect(body.error).toContain(refusal);
    expect(checks).toEqual([]);
    expect(await stored()).toEqual([]);
  });

  it('switched on, checks the newsletter sign-up too', async () => {
    stubSiteverify(false);
    const { ctx } = testContext();
    const response = await handleNewsletter(
      postJson('/api/newsletter', { email: 'jane@acme.example', fillMs: 10_000 }),
      testEnv(database.db, switchedOn),
      ctx,
    );
    expect(response.status).toBe(403);
    expect((await database.db.prepare('SELECT COUNT(*) AS n FROM subscribers').first())?.n).toBe(0);
  });
});
