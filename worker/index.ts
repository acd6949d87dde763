// The Worker: runs first for /api/* (wrangler.jsonc, run_worker_first); every other
// path is a static file from dist/, served by Cloudflare with its _headers and 404 page.
import { apiPaths } from '../src/addresses.mjs';
import { handleCmsAuth, handleCmsCallback } from './cmsAuth';
import { handleContact } from './contact';
import type { Env, ExecutionContext, ScheduledController } from './env';
import { refusalJson } from './http';
import { handleConfirm, handleNewsletter, handleUnsubscribe } from './newsletter';
import { runScheduled } from './scheduled';
import { handleVitals } from './vitals';

const notAllowed = (allow: string) =>
  new Response(JSON.stringify({ error: `Use ${allow}.` }), { status: 405, headers: { Allow: allow, 'Content-Type': 'application/json; charset=utf-8' } });

export async function route(request: Request, env: Env, ctx: ExecutionContext): Promise<Response> {
  const { pathname } = new URL(request.url);
  const post = request.method === 'POST';
  switch (pathname) {
    case apiPaths.contact:
      return post ? handleContact(request, env, ctx) : notAllowed('POST');
    case apiPaths.newsletter:
      return post ? handleNewsletter(request, env, ctx) : notAllowed('POST');
    case apiPaths.vitals:
      return post ? handleVitals(request, env) : notAllowed('POST');
    case apiPaths.newsletterConfirm:
      return request.method === 'GET' || post ? handleConfirm(request, env) : notAllowed('GET, POST');
    case apiPaths.newsletterUnsubscribe:
      return request.method === 'GET' || post ? handleUnsubscribe(request, env) : notAllowed('GET, POST');
    case apiPaths.cmsAuth:
      return request.method === 'GET' ? handleCmsAuth(request, env) : notAllowed('GET');
    case apiPaths.cmsCallback:
      return request.method === 'GET' ? handleCmsCallback(request, env) : notAllowed('GET');
    default:
      return pathname.startsWith('/api/') ? refusalJson({ status: 404, message: 'No such address.' }) : env.ASSETS.fetch(request);
  }
}

export default {
  fetch: route,
  async scheduled(controller: ScheduledController, env: Env) {
    await runScheduled(env, controller.scheduledTime);
  },
};
