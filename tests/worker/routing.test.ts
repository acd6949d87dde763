// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { apiPaths } from '../../src/addresses.mjs';
import type { Env } from '../../worker/env';
import { app } from '../../worker/index';
import { origin } from './harness';

// No database: every request here is answered before a handler would reach one.
const env = {
  ASSETS: {
    fetch: async (request: Request) => new Response(`asset ${new URL(request.url).pathname}`),
  },
} as unknown as Env;
const send = (path: string, method = 'GET') =>
  app.fetch(new Request(`${origin}${path}`, { method }), env);

describe('the Worker’s addresses', () => {
  it('answers a known address asked with another method 405, naming the methods it takes', async () => {
    for (const [path, method, allow] of [
      [apiPaths.contact, 'GET', 'POST'],
      [apiPaths.newsletter, 'PUT', 'POST'],
      [apiPaths.vitals, 'GET', 'POST'],
      [apiPaths.newsletterConfirm, 'DELETE', 'GET, HEAD, POST'],
      [apiPaths.newsletterUnsubscribe, 'PATCH', 'GET, HEAD, POST'],
      [apiPaths.cmsAuth, 'POST', 'GET, HEAD'],
      [apiPaths.cmsCallback, 'POST', 'GET, HEAD'],
    ] as const) {
      const response = await send(path, method);
      expect(response.status, `${method} ${path}`).toBe(405);
      expect(response.headers.get('Allow'), path).toBe(allow);
      expect(await response.json()).toEqual({ error: `Use ${allow}.` });
    }
  });

  it('answers an unknown API address 404 in JSON, and leaves every other path to the static files', async () => {
    for (const path of ['/api/nope', '/api/contact/extra', '/api/']) {
      const response = await send(path, 'POST');
      expect(response.status, path).toBe(404);
      expect(response.headers.get('Content-Type')).toMatch(/^application\/json/);
      expect(await response.json()).toEqual({ error: 'No such address.' });
    }
    expect(await (await send('/services')).text()).toBe('asset /services');
    expect(await (await send('/apiary')).text()).toBe('asset /apiary');
  });

  it('answers in JSON when a handler breaks, and tells nothing of why', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // A valid report, and no database to store it in.
    const report = new Request(`${origin}${apiPaths.vitals}`, {
      method: 'POST',
      headers: { Origin: origin, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'route=%2F&LCP=1000',
    });
    const response = await app.fetch(report, { ...env, RATE_LIMIT_SECRET: 'a-secret' });
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({
      error: 'Something went wrong on our side. Please try again.',
    });
    vi.restoreAllMocks();
  });
});
