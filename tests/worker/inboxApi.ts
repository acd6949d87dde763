// The inbox's API as the Worker mounts it, behind a stand-in for requireAccess that
// signs everyone in as `editor`.
import { Hono } from 'hono';
import type { ExecutionContext } from 'hono';
import { inboxApiPrefix } from '../../src/addresses.mjs';
import type { InboxEnv } from '../../worker/access';
import { inboxRoutes } from '../../worker/inbox/routes';
import type { Env } from '../../worker/env';
import { testContext } from './harness';

export const editor = 'ana@vantix.example';

const app = new Hono<InboxEnv>();
app.use('*', async (c, next) => {
  c.set('editor', editor);
  await next();
});
app.route(inboxApiPrefix, inboxRoutes);

/** One request to `/api/admin<path>`; resolves once the work it left running is done. */
export async function admin(
  env: Env,
  path: string,
  init: { method?: string; body?: unknown } = {},
) {
  const { ctx, settled } = testContext();
  const request = new Request(`https://www.vantix.example${inboxApiPrefix}${path}`, {
    method: init.method ?? 'GET',
    ...(init.body !== undefined && {
      headers: { 'Content-Type': 'application/json' },
      body: typeof init.body === 'string' ? init.body : JSON.stringify(init.body),
    }),
  });
  const response = await app.request(request, undefined, env, {
    ...ctx,
    passThroughOnException: () => {},
    props: {},
  } as ExecutionContext);
  await settled();
  return response;
}
