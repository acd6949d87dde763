// The Worker: runs first for /api/* (wrangler.jsonc, run_worker_first); every other
// path is a static file from dist/, served by Cloudflare with its _headers and 404 page.
// The handlers take the Request and give a Response, so the tests call them directly.
import { Hono } from 'hono';
import { csrf } from 'hono/csrf';
import { HTTPException } from 'hono/http-exception';
import { methodNotAllowed } from 'hono/method-not-allowed';
import { inboxApiPrefix, apiPaths, apiPrefix } from '../src/addresses.mjs';
import { requireAccess } from './access';
import { inboxRoutes } from './inbox/routes';
import { handleCmsAuth, handleCmsCallback } from './cmsAuth';
import { handleContact } from './contact';
import type { Env, ScheduledController } from './env';
import { json, refusalJson } from './http';
import { handleConfirm, handleNewsletter, handleUnsubscribe } from './newsletter';
import { handleProofChallenge } from './proof';
import { runScheduled } from './scheduled';
import { requestTime } from './testClock';
import { handleTraffic } from './traffic/beacon';
import { handleVitals } from './vitals';

export const app = new Hono<{ Bindings: Env }>();

// A known address asked with another method: 405, naming the methods it takes.
app.use(
  methodNotAllowed({
    app,
    onMethodNotAllowed: (_c, methods) =>
      json({ error: `Use ${methods.join(', ')}.` }, 405, { Allow: methods.join(', ') }),
  }),
);

app.post(apiPaths.contact, (c) => handleContact(c.req.raw, c.env, c.executionCtx));
app.post(apiPaths.newsletter, (c) => handleNewsletter(c.req.raw, c.env, c.executionCtx));
app.get(apiPaths.proof, (c) => handleProofChallenge(c.env));
app.post(apiPaths.vitals, (c) => handleVitals(c.req.raw, c.env));
app.post(apiPaths.traffic, (c) => handleTraffic(c.req.raw, c.env, requestTime(c.req.raw, c.env)));
// The links in newsletter e-mails: GET shows the question, POST (its button) acts.
app.on(['GET', 'POST'], apiPaths.newsletterConfirm, (c) => handleConfirm(c.req.raw, c.env));
app.on(['GET', 'POST'], apiPaths.newsletterUnsubscribe, (c) => handleUnsubscribe(c.req.raw, c.env));
app.get(apiPaths.cmsAuth, (c) => handleCmsAuth(c.req.raw, c.env));
app.get(apiPaths.cmsCallback, (c) => handleCmsCallback(c.req.raw, c.env));

// The company's inbox: Access is checked before any of its routes, known or not. Then a change
// must come from the inbox's own page: a form on another site would carry the Access cookie too.
app.use(`${inboxApiPrefix}/*`, requireAccess, csrf());
app.route(inboxApiPrefix, inboxRoutes);

app.all(`${apiPrefix}/*`, () => refusalJson({ status: 404, message: 'No such address.' }));
app.all('*', (c) => c.env.ASSETS.fetch(c.req.raw));

// The API answers in JSON even when something breaks; the details go to the Worker's logs.
app.onError((error) => {
  // hono/csrf refuses a change sent from another site's page by throwing a 403.
  if (error instanceof HTTPException && error.status === 403)
    return json({ error: 'The inbox takes changes from its own pages only.' }, 403);
  console.error(error);
  return json({ error: 'Something went wrong on our side. Please try again.' }, 500);
});

export default {
  fetch: app.fetch,
  async scheduled(controller: ScheduledController, env: Env) {
    await runScheduled(env, controller.scheduledTime);
  },
};
