// @vitest-environment node
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWK } from 'jose';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { inboxApiPrefix } from '../../src/addresses.mjs';
import type { Env } from '../../worker/env';
import { app } from '../../worker/index';
import { origin } from './harness';

const audience = 'a3f1c0de'.repeat(8);
const session = `${inboxApiPrefix}/session`;
const editor = 'maria@vantix.example';

// Each test names its own team: the Worker keeps a team's keys once fetched, and a test of
// unreachable keys must find none kept.
let teams = 0;
const newTeam = () => `team${(teams += 1)}.cloudflareaccess.com`;

let signing: CryptoKey;
let forger: CryptoKey;
let published: JWK;

beforeAll(async () => {
  const pair = await generateKeyPair('RS256');
  signing = pair.privateKey;
  forger = (await generateKeyPair('RS256')).privateKey;
  published = { ...(await exportJWK(pair.publicKey)), kid: 'key-1', alg: 'RS256', use: 'sig' };
});

// The Worker logs why it refused a token; the tests read the answers instead.
beforeEach(() => void vi.spyOn(console, 'warn').mockImplementation(() => undefined));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** The team's key set, served at its certs address as Cloudflare serves it; `answer` replaces that. */
function serveKeys(team: string, answer?: () => Promise<Response>) {
  const fetch = vi.fn(async (url: string | URL) =>
    String(url) === `https://${team}/cdn-cgi/access/certs`
      ? answer
        ? answer()
        : Response.json({ keys: [published] })
      : new Response(null, { status: 404 }),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

type Claims = {
  team: string;
  aud?: string;
  iss?: string;
  expires?: string | number;
  email?: string;
  key?: CryptoKey;
};
const token = ({
  team,
  aud = audience,
  iss = `https://${team}`,
  expires = '5m',
  email = editor,
  key = signing,
}: Claims) =>
  new SignJWT({ email })
    .setProtectedHeader({ alg: 'RS256', kid: 'key-1' })
    .setIssuer(iss)
    .setAudience(aud)
    .setIssuedAt()
    .setExpirationTime(expires)
    .sign(key);

const configured = (team: string) =>
  ({
    ASSETS: { fetch: async () => new Response('asset') },
    ACCESS_TEAM_DOMAIN: team,
    ACCESS_AUD: audience,
  }) as unknown as Env;
const unconfigured = { ASSETS: { fetch: async () => new Response('asset') } } as unknown as Env;

function ask(
  path: string,
  {
    base = origin,
    headers = {},
    method = 'GET',
  }: { base?: string; headers?: Record<string, string>; method?: string } = {},
) {
  return new Request(`${base}${path}`, { method, headers });
}

describe('Cloudflare Access in front of the inbox API', () => {
  it('lets a valid token through, with its e-mail as the editor', async () => {
    const team = newTeam();
    serveKeys(team);
    const response = await app.fetch(
      ask(session, { headers: { 'Cf-Access-Jwt-Assertion': await token({ team }) } }),
      configured(team),
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ editor, via: 'access' });
    expect(response.headers.get('Cache-Control')).toBe('no-store');
  });

  it('refuses expired, wrong-audience, wrong-issuer and forged tokens with 403', async () => {
    const team = newTeam();
    serveKeys(team);
    const refused = {
      expired: await token({ team, expires: Math.floor(Date.now() / 1000) - 60 }),
      'wrong audience': await token({ team, aud: 'another-application' }),
      'wrong issuer': await token({ team, iss: 'https://elsewhere.cloudflareaccess.com' }),
      forged: await token({ team, key: forger }),
      'no e-mail': await token({ team, email: '' }),
      'not a token': 'not.a.token',
    };
    for (const [name, assertion] of Object.entries(refused)) {
      const response = await app.fetch(
        ask(session, { headers: { 'Cf-Access-Jwt-Assertion': assertion } }),
        configured(team),
      );
      expect(response.status, name).toBe(403);
      expect(await response.json(), name).toEqual({
        error: expect.stringMatching(/could not be verified/),
      });
    }
  });

  it('answers 403, not 404, for any address under the API without a token, whatever the method', async () => {
    const team = newTeam();
    serveKeys(team);
    for (const [path, method] of [
      [`${inboxApiPrefix}/no-such-thing`, 'GET'],
      [`${inboxApiPrefix}/leads/VX-1`, 'PATCH'],
      [inboxApiPrefix, 'GET'],
      [`${inboxApiPrefix}/`, 'POST'],
      [session, 'DELETE'],
      // Decoded before routing: the same path for the check as for the routes.
      ['/api/%61dmin/session', 'GET'],
    ] as const) {
      for (const env of [configured(team), unconfigured]) {
        expect((await app.fetch(ask(path, { method }), env)).status, `${method} ${path}`).toBe(403);
      }
    }
    // Signed in, an unknown address is simply unknown.
    const known = await app.fetch(
      ask(`${inboxApiPrefix}/no-such-thing`, {
        headers: { 'Cf-Access-Jwt-Assertion': await token({ team }) },
      }),
      configured(team),
    );
    expect(known.status).toBe(404);
  });

  it('takes the token from the header only, as Cloudflare recommends', async () => {
    const team = newTeam();
    serveKeys(team);
    const response = await app.fetch(
      ask(session, { headers: { Cookie: `CF_Authorization=${await token({ team })}` } }),
      configured(team),
    );
    expect(response.status).toBe(403);
  });

  it('fails closed when the keys cannot be fetched', async () => {
    for (const answer of [
      () => Promise.reject(new TypeError('fetch failed')),
      async () => new Response('down', { status: 500 }),
    ]) {
      const team = newTeam();
      const keys = serveKeys(team, answer);
      const response = await app.fetch(
        ask(session, { headers: { 'Cf-Access-Jwt-Assertion': await token({ team }) } }),
        configured(team),
      );
      expect(keys).toHaveBeenCalled();
      expect(response.status).toBe(403);
    }
  });

  it('refuses even the local runtime once Access is configured, and a half configuration always', async () => {
    const team = newTeam();
    serveKeys(team);
    const local = ask(session, {
      base: 'http://localhost:4204',
      headers: { 'CF-Connecting-IP': '127.0.0.1' },
    });
    const locally = { ...configured(team), INBOX_OPEN_LOCALLY: '1' } as Env;
    expect((await app.fetch(local.clone(), locally)).status).toBe(403);
    const half = { ...locally, ACCESS_AUD: '' } as Env;
    expect((await app.fetch(local.clone(), half)).status).toBe(403);
    expect(
      (
        await app.fetch(
          ask(session, { headers: { 'Cf-Access-Jwt-Assertion': await token({ team }) } }),
          half,
        )
      ).status,
    ).toBe(403);
  });
});

describe('a change sent to the inbox API from another site', () => {
  const erase = `${inboxApiPrefix}/erase`;
  // What a hidden form on another site can send: its text/plain body reads as JSON to the API.
  const forged = '{"email":"jane@acme.example","p":"="}';
  const post = async (team: string, headers: Record<string, string>, body: string) =>
    app.fetch(
      new Request(`${origin}${erase}`, {
        method: 'POST',
        headers: { 'Cf-Access-Jwt-Assertion': await token({ team }), ...headers },
        body,
      }),
      configured(team),
    );

  it('is refused with 403 though the person is signed in, with or without the browser saying where it came from', async () => {
    const team = newTeam();
    serveKeys(team);
    const attempts: Record<string, string>[] = [
      {
        'Content-Type': 'text/plain',
        Origin: 'https://elsewhere.example',
        'Sec-Fetch-Site': 'cross-site',
      },
      { 'Content-Type': 'application/x-www-form-urlencoded', Origin: 'https://elsewhere.example' },
      { 'Content-Type': 'text/plain' },
    ];
    for (const headers of attempts) {
      const response = await post(team, headers, forged);
      expect(response.status, JSON.stringify(headers)).toBe(403);
      expect(await response.json()).toEqual({
        error: 'The inbox takes changes from its own pages only.',
      });
    }
  });

  it("is taken from the inbox's own page, and as JSON, which no other site can send without the API's leave", async () => {
    const team = newTeam();
    serveKeys(team);
    // Each reaches the route, which refuses the empty address.
    for (const headers of [
      { 'Content-Type': 'text/plain', Origin: origin, 'Sec-Fetch-Site': 'same-origin' },
      {
        'Content-Type': 'application/json',
        Origin: 'https://elsewhere.example',
        'Sec-Fetch-Site': 'cross-site',
      },
    ]) {
      const response = await post(team, headers, '{}');
      expect(response.status, JSON.stringify(headers)).toBe(400);
    }
  });
});

describe('the inbox API without Access configured', () => {
  const openLocally = { ...unconfigured, INBOX_OPEN_LOCALLY: '1' } as Env;

  it('opens where the local runtime says so, and says so', async () => {
    for (const [base, address] of [
      ['http://localhost:4204', '127.0.0.1'],
      ['http://127.0.0.1:4204', ''],
      ['http://[::1]:4204', '::1'],
    ] as const) {
      const headers: Record<string, string> = address ? { 'CF-Connecting-IP': address } : {};
      const response = await app.fetch(ask(session, { base, headers }), openLocally);
      expect(response.status, base).toBe(200);
      expect(await response.json()).toEqual({ editor: 'local', via: 'local' });
    }
  });

  it('refuses everything else, a loopback Host and address included: a forwarded port can be sent both', async () => {
    const requests = [
      [origin, '203.0.113.9'],
      ['http://localhost:4204', '127.0.0.1'],
      ['http://127.0.0.1:4204', '::1'],
      ['http://localhost:4204', ''],
    ] as const;
    for (const env of [
      unconfigured,
      { ...unconfigured, INBOX_OPEN_LOCALLY: '0' } as Env,
      { ...unconfigured, INBOX_OPEN_LOCALLY: 'true' } as Env,
    ]) {
      for (const [base, address] of requests) {
        const headers: Record<string, string> = address ? { 'CF-Connecting-IP': address } : {};
        const response = await app.fetch(ask(session, { base, headers }), env);
        expect(response.status, `${base} from ${address || 'nowhere'}`).toBe(403);
        expect(await response.json()).toEqual({
          error: expect.stringMatching(/needs Cloudflare Access/),
        });
      }
    }
  });
});
