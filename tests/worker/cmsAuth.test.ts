// @vitest-environment node
import { JSDOM } from 'jsdom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stateCookie } from '../../worker/cmsAuth';
import type { Env } from '../../worker/env';
import { app } from '../../worker/index';
import { origin } from './harness';

const configured: Partial<Env> = {
  GITHUB_CLIENT_ID: 'Iv1.client',
  GITHUB_CLIENT_SECRET: 'client-secret',
  CMS_ALLOWED_DOMAINS: 'www.vantix.example, *.preview.vantix.example',
};
const env = (vars: Partial<Env> = configured) =>
  ({ ASSETS: { fetch: async () => new Response('asset') }, ...vars }) as Env;
const get = (path: string, headers: Record<string, string> = {}) =>
  new Request(`${origin}${path}`, { headers });

const signIn = (
  query = 'provider=github&site_id=www.vantix.example&scope=repo',
  vars?: Partial<Env>,
) => app.fetch(get(`/api/cms/auth?${query}`), env(vars));
const callback = (query: string, cookie?: string, vars?: Partial<Env>) =>
  app.fetch(get(`/api/cms/callback?${query}`, cookie ? { Cookie: cookie } : {}), env(vars));

/**
 * Runs the sign-in window's page with a fake opener, then lets a window at `openerOrigin`
 * answer its greeting as Sveltia CMS does. Returns what the opener was sent, and where to.
 */
async function runWindow(response: Response, openerOrigin: string) {
  const html = await response.text();
  const sent: { message: unknown; targetOrigin: string }[] = [];
  const dom = new JSDOM(html, {
    url: `${origin}/api/cms/callback`,
    runScripts: 'dangerously',
    beforeParse(window) {
      Object.defineProperty(window, 'opener', {
        value: {
          postMessage: (message: unknown, targetOrigin: string) =>
            sent.push({ message, targetOrigin }),
        },
      });
    },
  });
  dom.window.dispatchEvent(
    new dom.window.MessageEvent('message', { data: 'authorizing:github', origin: openerOrigin }),
  );
  dom.window.close();
  return { html, sent };
}

afterEach(() => vi.restoreAllMocks());

describe('GitHub sign-in for the content manager', () => {
  it('answers 503 naming every setting still missing, on both routes, and tells the CMS', async () => {
    for (const response of [
      await signIn(undefined, {}),
      await callback('code=a&state=b', undefined, { GITHUB_CLIENT_ID: 'x' }),
    ]) {
      expect(response.status).toBe(503);
      const { html, sent } = await runWindow(response, origin);
      expect(html).toContain('CMS_ALLOWED_DOMAINS');
      expect(html).toContain('GITHUB_CLIENT_SECRET');
      expect(sent.at(-1)?.message).toMatch(/^authorization:github:error:.*MISCONFIGURED_CLIENT/);
    }
    const partly = await (
      await signIn(undefined, { GITHUB_CLIENT_ID: 'x', CMS_ALLOWED_DOMAINS: 'a.example' })
    ).text();
    expect(partly).toContain('set GITHUB_CLIENT_SECRET as');
  });

  it('sends the editor to GitHub with a fresh state, kept in an HttpOnly cookie for the callback', async () => {
    const response = await signIn();
    expect(response.status).toBe(302);
    const location = new URL(response.headers.get('Location')!);
    expect(location.origin + location.pathname).toBe('https://github.com/login/oauth/authorize');
    expect(Object.fromEntries(location.searchParams)).toEqual({
      client_id: 'Iv1.client',
      redirect_uri: `${origin}/api/cms/callback`,
      scope: 'repo',
      state: expect.stringMatching(/^\w{32}$/),
    });
    const cookie = response.headers.get('Set-Cookie')!;
    expect(cookie).toContain(`${stateCookie}=${location.searchParams.get('state')};`);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/Secure/);
    expect(cookie).toMatch(/SameSite=Lax/);

    const second = new URL((await signIn()).headers.get('Location')!).searchParams.get('state');
    expect(second).not.toBe(location.searchParams.get('state'));
    expect(
      new URL(
        (await signIn('provider=github&site_id=www.vantix.example&scope=admin:org')).headers.get(
          'Location',
        )!,
      ).searchParams.get('scope'),
    ).toBe('repo');
    expect(
      new URL(
        (await signIn('provider=github&site_id=www.vantix.example&scope=public_repo')).headers.get(
          'Location',
        )!,
      ).searchParams.get('scope'),
    ).toBe('public_repo');
  });

  it('signs in only for the allowed domains, subdomains by wildcard, and only with GitHub', async () => {
    expect((await signIn('provider=github&site_id=pr-12.preview.vantix.example')).status).toBe(302);
    for (const site of [
      'evil.example',
      'www.vantix.example.evil.example',
      'preview.vantix.example',
    ]) {
      const refused = await signIn(`provider=github&site_id=${site}`);
      expect(refused.status, site).toBe(403);
      expect((await runWindow(refused, origin)).sent.at(-1)?.message).toMatch(/UNSUPPORTED_DOMAIN/);
    }
    expect((await signIn('provider=gitlab&site_id=www.vantix.example')).status).toBe(400);
  });

  it('refuses a callback whose state is not the one this browser was given, without asking GitHub', async () => {
    const github = vi.spyOn(globalThis, 'fetch');
    for (const [query, cookie] of [
      ['code=c&state=forged', `${stateCookie}=issued`],
      ['code=c&state=issued', undefined],
      ['code=c', `${stateCookie}=issued`],
    ] as const) {
      const response = await callback(query, cookie);
      expect(response.status, query).toBe(403);
      const { sent } = await runWindow(response, origin);
      expect(sent.at(-1)?.message).toMatch(/^authorization:github:error:.*CSRF_DETECTED/);
    }
    expect(github).not.toHaveBeenCalled();
  });

  it('trades the code for a token and gives it to the CMS window on an allowed domain, at its own origin only', async () => {
    const github = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(Response.json({ access_token: 'gho_token', token_type: 'bearer' }));
    const response = await callback(
      'code=one-time&state=issued',
      `theme=dark; ${stateCookie}=issued`,
    );
    expect(response.status).toBe(200);
    const [url, init] = github.mock.calls[0]!;
    expect(String(url)).toBe('https://github.com/login/oauth/access_token');
    expect(JSON.parse(String(init?.body))).toEqual({
      client_id: 'Iv1.client',
      client_secret: 'client-secret',
      code: 'one-time',
      redirect_uri: `${origin}/api/cms/callback`,
    });
    expect(response.headers.get('Set-Cookie')).toMatch(new RegExp(`^${stateCookie}=; .*Max-Age=0`));
    expect(response.headers.get('Cross-Origin-Opener-Policy')).toBeNull();

    const { html, sent } = await runWindow(response.clone(), origin);
    expect(sent).toEqual([
      { message: 'authorizing:github', targetOrigin: '*' },
      {
        message: `authorization:github:success:${JSON.stringify({ provider: 'github', token: 'gho_token' })}`,
        targetOrigin: origin,
      },
    ]);
    expect(html).not.toContain('client-secret');

    // A window on another site that opened the same address hears the greeting, never the token.
    const elsewhere = await runWindow(response.clone(), 'https://evil.example');
    expect(elsewhere.sent).toEqual([{ message: 'authorizing:github', targetOrigin: '*' }]);
  });

  it('hands the token only to https on the default port, or to a loopback page from a site on loopback', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () =>
      Response.json({ access_token: 'gho_token' }),
    );
    const vars = { ...configured, CMS_ALLOWED_DOMAINS: 'www.vantix.example, localhost' };
    const signedIn = (site: string) =>
      app.fetch(
        new Request(`${site}/api/cms/callback?code=c&state=s`, {
          headers: { Cookie: `${stateCookie}=s` },
        }),
        env(vars),
      );
    const deployed = await signedIn(origin);
    const local = await signedIn('http://localhost:8787');
    const greetingOnly = [{ message: 'authorizing:github', targetOrigin: '*' }];
    const refused: [Response, string][] = [
      [deployed, 'http://www.vantix.example'],
      [deployed, 'https://www.vantix.example:8443'],
      [deployed, 'http://www.vantix.example:443'],
      // Any program on the editor's computer could serve these.
      [deployed, 'http://localhost:5173'],
      [deployed, 'https://localhost:8443'],
    ];
    for (const [response, opener] of refused)
      expect((await runWindow(response.clone(), opener)).sent, opener).toEqual(greetingOnly);
    const handed: [Response, string][] = [
      [deployed, 'https://www.vantix.example'],
      [local, 'http://localhost:5173'],
      [local, 'https://localhost:8443'],
    ];
    for (const [response, opener] of handed)
      expect((await runWindow(response.clone(), opener)).sent.at(-1), opener).toEqual({
        message: expect.stringContaining('success'),
        targetOrigin: opener,
      });
  });

  it('refuses to run with a bare * among the allowed domains, without asking GitHub', async () => {
    const github = vi.spyOn(globalThis, 'fetch');
    for (const domains of ['*', 'www.vantix.example, *', ' *.* ']) {
      const vars = { ...configured, CMS_ALLOWED_DOMAINS: domains };
      for (const response of [
        await signIn(undefined, vars),
        await callback('code=c&state=s', `${stateCookie}=s`, vars),
      ]) {
        expect(response.status, domains).toBe(503);
        const { html, sent } = await runWindow(response, origin);
        expect(html).toContain('not a bare *');
        expect(sent.at(-1)?.message).toMatch(/MISCONFIGURED_CLIENT/);
      }
    }
    expect(github).not.toHaveBeenCalled();
  });

  it("allows the page's one script by a nonce of its own, and nothing else", async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(Response.json({ access_token: 'gho_token' }));
    const policies = [];
    for (let i = 0; i < 2; i += 1) {
      const response = await callback('code=c&state=s', `${stateCookie}=s`);
      const policy = response.headers.get('Content-Security-Policy')!;
      const nonce = policy.match(/script-src 'nonce-(\w+)'/)?.[1];
      expect(nonce).toBeTruthy();
      const html = await response.text();
      expect(
        [...html.matchAll(/<script( nonce="\w+")?>/g)].map(([, attribute]) => attribute),
      ).toEqual([` nonce="${nonce}"`]);
      expect(policy).toContain("default-src 'none'");
      expect(policy).not.toMatch(/unsafe-inline|unsafe-eval/);
      policies.push(policy);
    }
    expect(policies[0]).not.toBe(policies[1]);
  });

  it('says so when GitHub gives no token', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      Response.json({ error: 'bad_verification_code' }),
    );
    const response = await callback('code=used&state=s', `${stateCookie}=s`);
    expect(response.status).toBe(502);
    expect((await runWindow(response, origin)).sent.at(-1)?.message).toMatch(
      /^authorization:github:error:.*TOKEN_REQUEST_FAILED/,
    );
  });
});
