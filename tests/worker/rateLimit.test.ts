// @vitest-environment node
import { createHash, createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handleContact } from '../../worker/contact';
import { clientKey } from '../../worker/rateLimit';
import { createDatabase, postJson, testContext, testEnv } from './harness';

let database: Awaited<ReturnType<typeof createDatabase>>;
beforeAll(async () => {
  database = await createDatabase();
});
afterAll(() => database.dispose());

const address = '198.51.100.7';
const request = () => new Request('https://www.vantix.example/api/contact', { headers: { 'CF-Connecting-IP': address } });

describe('the rate limit\'s client key', () => {
  it('stores an HMAC of the address under the deployment\'s secret, not a hash anyone can recompute', async () => {
    const secret = 'deployment-secret-1';
    const { ctx, settled } = testContext();
    const message = { name: 'Jane Cooper', email: 'jane@acme.example', message: 'Please call me about our servers.', fillMs: 10_000, idempotencyKey: 'key-rl-0123456789abcdef' };
    await handleContact(postJson('/api/contact', message, { client: address }), testEnv(database.db, { RATE_LIMIT_SECRET: secret }), ctx);
    await settled();
    const { results } = await database.db.prepare('SELECT client FROM rate_limits').all<{ client: string }>();
    const stored = results.map(({ client }) => client);
    expect(stored).toEqual([createHmac('sha256', secret).update(`forms:${address}`).digest('hex').slice(0, 32)]);
    // Hashing every IPv4 address without the secret finds nothing.
    for (const guess of [`rate-limit:${address}`, `forms:${address}`, address]) {
      expect(stored).not.toContain(createHash('sha256').update(guess).digest('hex').slice(0, 32));
    }
  });

  it('is the same for one client under one secret, and unrelated under another or for another scope', async () => {
    const env = testEnv(database.db, { RATE_LIMIT_SECRET: 'a-secret' });
    expect(await clientKey(request(), env)).toBe(await clientKey(request(), env));
    expect(await clientKey(request(), env)).not.toBe(await clientKey(request(), testEnv(database.db, { RATE_LIMIT_SECRET: 'another' })));
    expect(await clientKey(request(), env, 'vitals')).not.toBe(await clientKey(request(), env));
  });

  it('without a secret, still counts one client alike within this instance', async () => {
    const env = testEnv(database.db, { RATE_LIMIT_SECRET: undefined });
    expect(await clientKey(request(), env)).toMatch(/^[0-9a-f]{32}$/);
    expect(await clientKey(request(), env)).toBe(await clientKey(request(), env));
  });
});
