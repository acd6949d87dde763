// GitHub sign-in for the content manager at /admin/, in the protocol Sveltia CMS speaks
// (that of sveltia-cms-auth and Netlify's authenticator): the CMS opens a window at
// /api/cms/auth, which sends the editor to GitHub; GitHub returns them to /api/cms/callback,
// which trades the one-time code for a token and hands it to the window that opened it,
// provided that window is on an allowed domain, over https on the default port (or on this
// computer, when the site itself runs there).
import { apiPaths } from '../src/addresses.mjs';
import type { Env } from './env';
import { escapeHtml } from './http';
import { newToken } from './ids';

const githubOrigin = 'https://github.com';
/** The state cookie: only sent back over HTTPS (or localhost), to this host, for the sign-in's ten minutes. */
export const stateCookie = '__Host-cms-oauth-state';
const stateMaxAgeSeconds = 600;
/** The scopes Sveltia CMS asks for; anything else gets the default, full `repo`. */
const scopes = new Set(['repo', 'public_repo']);
const defaultScope = 'repo';

/** What the Worker must be given before editors can sign in. */
const requiredSettings = [
  'GITHUB_CLIENT_ID',
  'GITHUB_CLIENT_SECRET',
  'CMS_ALLOWED_DOMAINS',
] as const;

/** The loopback hostnames: a site served there is a developer's own computer. */
const loopbackHosts = ['localhost', '127.0.0.1', '[::1]'];

type Outcome = { token: string; siteOnLoopback: boolean } | { error: string; errorCode: string };

/** Hostnames the CMS may run on: `www.example.com`, or `*.example.com` for any subdomain. */
function allowedDomainPatterns(setting: string | undefined): RegExp[] {
  return (setting ?? '')
    .split(',')
    .map((domain) => domain.trim().toLowerCase())
    .filter(Boolean)
    .map(
      (domain) =>
        new RegExp(
          `^${domain.replace(/[.*+?^${}()|[\]\\]/g, (char) => (char === '*' ? '[^.]+(?:\\.[^.]+)*' : `\\${char}`))}$`,
        ),
    );
}

const isAllowed = (patterns: RegExp[], hostname: string) =>
  patterns.some((pattern) => pattern.test(hostname.toLowerCase()));

/** An entry such as `*` or `*.*` matches any site at all, which would hand an editor's token to anyone. */
const matchesAnySite = (env: Env) =>
  (env.CMS_ALLOWED_DOMAINS ?? '').split(',').some((domain) => /^[\s*.]*\*[\s*.]*$/.test(domain));

/** Why the sign-in cannot run yet, or undefined when it can. */
function settingsProblem(env: Env): string | undefined {
  const missing = requiredSettings.filter((name) => !env[name]?.trim());
  if (missing.length) return `set ${missing.join(', ')} as Worker secrets or vars`;
  if (matchesAnySite(env))
    return 'name the site’s own hostnames in CMS_ALLOWED_DOMAINS, not a bare *';
  return undefined;
}

/**
 * The page the sign-in window ends on. Its one script, allowed by a nonce, announces itself
 * to the CMS that opened it, waits for the CMS's answer, and sends the outcome to that
 * answer's origin only, and a token only when that origin's host is allowed. A person who
 * opened the address directly reads `message`. A token goes to a loopback page only from a site
 * on loopback: from the deployed site, any program on the editor's computer could serve one.
 */
function windowPage(
  env: Env,
  outcome: Outcome,
  message: string,
  status: number,
  headers: Record<string, string> = {},
): Response {
  const nonce = newToken();
  const result =
    'token' in outcome
      ? `success:${JSON.stringify({ provider: 'github', token: outcome.token })}`
      : `error:${JSON.stringify({ provider: 'github', ...outcome })}`;
  const serialize = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');
  const script = `(() => {
  const allowed = ${serialize(allowedDomainPatterns(env.CMS_ALLOWED_DOMAINS).map(({ source }) => source))}.map((source) => new RegExp(source));
  const carriesToken = ${serialize('token' in outcome)};
  const message = ${serialize(`authorization:github:${result}`)};
  const localHosts = ${serialize('token' in outcome && outcome.siteOnLoopback ? loopbackHosts : [])};
  window.addEventListener('message', ({ data, origin }) => {
    if (data !== 'authorizing:github') return;
    const url = URL.canParse(origin) ? new URL(origin) : undefined;
    // A token crosses only to https on the default port, or to this computer while the site runs here.
    const secure = url !== undefined && (localHosts.includes(url.hostname) || (url.protocol === 'https:' && url.port === ''));
    if (carriesToken && !(secure && allowed.some((pattern) => pattern.test(url.hostname)))) return;
    window.opener?.postMessage(message, origin);
  });
  window.opener?.postMessage('authorizing:github', '*');
})();`;
  const html = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>Sign-in</title></head>
<body>
<main><p>${escapeHtml(message)}</p></main>
<script nonce="${nonce}">${script}</script>
</body>
</html>
`;
  return new Response(html, {
    status,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      // No Cross-Origin-Opener-Policy: the window must keep its opener to answer it.
      'Content-Security-Policy': `default-src 'none'; script-src 'nonce-${nonce}'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`,
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'no-referrer',
      'Cache-Control': 'no-store',
      ...headers,
    },
  });
}

const clearState = {
  'Set-Cookie': `${stateCookie}=; Path=/; Max-Age=0; HttpOnly; Secure; SameSite=Lax`,
};

function notConfigured(env: Env, problem: string): Response {
  const message = `Signing in to the content manager is not set up on this site: ${problem} (docs/OPERATING.md, "The content manager's sign-in").`;
  return windowPage(env, { error: message, errorCode: 'MISCONFIGURED_CLIENT' }, message, 503);
}

/** GET /api/cms/auth?provider=github&site_id=<hostname>&scope=repo: off to GitHub. */
export function handleCmsAuth(request: Request, env: Env): Response {
  const problem = settingsProblem(env);
  if (problem) return notConfigured(env, problem);
  const url = new URL(request.url);
  const provider = url.searchParams.get('provider');
  if (provider !== 'github') {
    const error = 'This site signs in with GitHub only.';
    return windowPage(env, { error, errorCode: 'UNSUPPORTED_BACKEND' }, error, 400);
  }
  if (
    !isAllowed(
      allowedDomainPatterns(env.CMS_ALLOWED_DOMAINS),
      url.searchParams.get('site_id') ?? '',
    )
  ) {
    const error = 'This domain may not use the site’s sign-in.';
    return windowPage(env, { error, errorCode: 'UNSUPPORTED_DOMAIN' }, error, 403);
  }
  const requested = url.searchParams.get('scope') ?? '';
  const state = newToken();
  const authorize = new URL('/login/oauth/authorize', githubOrigin);
  authorize.search = new URLSearchParams({
    client_id: env.GITHUB_CLIENT_ID ?? '',
    redirect_uri: new URL(apiPaths.cmsCallback, url.origin).href,
    scope: scopes.has(requested) ? requested : defaultScope,
    state,
  }).toString();
  return new Response(null, {
    status: 302,
    headers: {
      Location: authorize.href,
      'Cache-Control': 'no-store',
      // Lax: the cookie comes back on GitHub's top-level redirect to the callback.
      'Set-Cookie': `${stateCookie}=${state}; Path=/; Max-Age=${stateMaxAgeSeconds}; HttpOnly; Secure; SameSite=Lax`,
    },
  });
}

const cookieValue = (request: Request, name: string) =>
  (request.headers.get('Cookie') ?? '')
    .split(';')
    .map((part) => part.trim().split('='))
    .find(([key]) => key === name)?.[1];

/** GET /api/cms/callback?code=…&state=…: GitHub's return, checked against the state this browser was given. */
export async function handleCmsCallback(request: Request, env: Env): Promise<Response> {
  const problem = settingsProblem(env);
  if (problem) return notConfigured(env, problem);
  const url = new URL(request.url);
  const code = url.searchParams.get('code');
  const state = url.searchParams.get('state');
  const expected = cookieValue(request, stateCookie);
  if (!state || !expected || state !== expected) {
    const error =
      'The sign-in could not be verified (it expired or did not start here). Close this window and sign in again.';
    return windowPage(env, { error, errorCode: 'CSRF_DETECTED' }, error, 403, clearState);
  }
  if (!code) {
    const error = 'GitHub did not grant access. Close this window and sign in again.';
    return windowPage(
      env,
      { error, errorCode: 'AUTH_CODE_REQUEST_FAILED' },
      error,
      400,
      clearState,
    );
  }
  const token = await exchangeCode(env, code, new URL(apiPaths.cmsCallback, url.origin).href);
  if (!token) {
    const error = 'GitHub did not give a token for this sign-in. Close this window and try again.';
    return windowPage(env, { error, errorCode: 'TOKEN_REQUEST_FAILED' }, error, 502, clearState);
  }
  const siteOnLoopback = loopbackHosts.includes(url.hostname);
  return windowPage(
    env,
    { token, siteOnLoopback },
    'Signed in. This window closes itself.',
    200,
    clearState,
  );
}

/** The one-time code for an access token, or undefined when GitHub refuses or cannot be reached. */
async function exchangeCode(
  env: Env,
  code: string,
  redirectUri: string,
): Promise<string | undefined> {
  try {
    const response = await fetch(new URL('/login/oauth/access_token', githubOrigin), {
      method: 'POST',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: JSON.stringify({
        client_id: env.GITHUB_CLIENT_ID,
        client_secret: env.GITHUB_CLIENT_SECRET,
        code,
        redirect_uri: redirectUri,
      }),
    });
    const body = (await response.json()) as { access_token?: unknown };
    return response.ok && typeof body.access_token === 'string' && body.access_token
      ? body.access_token
      : undefined;
  } catch {
    return undefined;
  }
}
