// @vitest-environment node
import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { handleContact } from '../../worker/contact';
import { clientKey, clientNetwork } from '../../worker/rateLimit';
import { testDatabase, postJson, testContext, testEnv } from './harness';

const database = testDatabase({ clearEach: false });

const address = '198.51.100.7';
const request = (client = address) =>
  new Request('https://www.vantix.example/api/contact', {
    headers: { 'CF-Connecting-IP': client },
  });

describe("the rate limit's client key", () => {
  it("stores an HMAC of the address under the deployment's secret, not a hash anyone can recompute", async () => {
    const secret = 'deployment-secret-1';
    const { ctx, settled } = testContext();
    const message = {
      name: 'Jane Cooper',
      email: 'jane@acme.example',
      message: 'Please call me about our servers.',
      fillMs: 10_000,
      idempotencyKey: 'key-rl-0123456789abcdef',
    };
    await handleContact(
      postJson('/api/contact', message, { client: address }),
      testEnv(database.db, { RATE_LIMIT_SECRET: secret }),
      ctx,
    );
    await settled();
    const { results } = await database.db
      .prepare(
        "SELECT client FROM rate_limits WHERE client NOT LIKE 'site:%' AND client NOT LIKE 'proof:%'",
      )
      .all<{ client: string }>();
    const stored = results.map(({ client }) => client);
    expect(stored).toEqual([
      createHmac('sha256', secret).update(`forms:${address}`).digest('hex').slice(0, 32),
    ]);
    // Hashing every IPv4 address without the secret finds nothing.
    for (const guess of [`rate-limit:${address}`, `forms:${address}`, address]) {
      expect(stored).not.toContain(createHash('sha256').update(guess).digest('hex').slice(0, 32));
    }
  });

  it('is the same for one client under one secret, and unrelated under another or for another scope', async () => {
    const env = testEnv(database.db, { RATE_LIMIT_SECRET: 'a-secret' });
    expect(await clientKey(request(), env)).toBe(await clientKey(request(), env));
    expect(await clientKey(request(), env)).not.toBe(
      await clientKey(request(), testEnv(database.db, { RATE_LIMIT_SECRET: 'another' })),
    );
    expect(await clientKey(request(), env, 'vitals')).not.toBe(await clientKey(request(), env));
  });

  it('without a secret, still counts one client alike within this instance', async () => {
    const env = testEnv(database.db, { RATE_LIMIT_SECRET: undefined });
    expect(await clientKey(request(), env)).toMatch(/^[0-9a-f]{32}$/);
    expect(await clientKey(request(), env)).toBe(await clientKey(request(), env));
  });
});

describe('the client an address stands for', () => {
  it.each([
    ['2001:db8:1:2:aaaa:bbbb:cccc:dddd', '2001:db8:1:2::/64'],
    ['2001:0DB8:0001:0002::1', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['2001:db8:1:2::1.2.3.4', '2001:db8:1:2::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['::ffff:198.51.100.7', '198.51.100.7'],
    ['198.51.100.7', '198.51.100.7'],
  ])('%s is %s', (address, network) => expect(clientNetwork(address)).toBe(network));

  it.each([
    ['2001:db8:1:2ff:aaaa::1', 56, '2001:db8:1:200::/56'],
    ['2001:db8:1:2ff:aaaa::1', 48, '2001:db8:1::/48'],
    ['2001:db8:abcd:ffff::1', 52, '2001:db8:abcd:f000::/52'],
  ])('%s in a /%i is %s', (address, bits, network) =>
    expect(clientNetwork(address, bits)).toBe(network),
  );

  it('counts every address of one IPv6 /64 as one client, and the next /64 as another', async () => {
    const env = testEnv(database.db);
    const one = await clientKey(request('2001:db8:1:2::1'), env);
    expect(await clientKey(request('2001:db8:1:2:ffff:ffff:ffff:ffff'), env)).toBe(one);
    expect(await clientKey(request('2001:db8:1:3::1'), env)).not.toBe(one);
    expect(await clientKey(request('198.51.100.8'), env)).not.toBe(
      await clientKey(request('198.51.100.7'), env),
    );
  });

  it('with a proof, refuses the fourth message from anywhere in a /56 once three were taken, and takes one from the next /56', async () => {
    const env = testEnv(database.db, { RATE_LIMIT_MAX: '3' });
    const send = async (client: string, n: number) => {
      const { ctx, settled } = testContext();
      const message = {
        name: 'Jane Cooper',
        email: 'jane@acme.example',
        message: 'Please call me about our servers.',
        fillMs: 10_000,
        idempotencyKey: `key-v6-${n}-0123456789abcdef`,
      };
      const response = await handleContact(postJson('/api/contact', message, { client }), env, ctx);
      await settled();
      return response.status;
    };
    const statuses = [];
    for (let n = 1; n <= 4; n += 1) statuses.push(await send(`2001:db8:77:${n}::1`, n));
    expect(statuses).toEqual([201, 201, 201, 429]);
    expect(await send('2001:db8:77:100::1', 5)).toBe(201);
  });
});
