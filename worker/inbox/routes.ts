// The inbox's JSON API under inboxApiPrefix, behind requireAccess (worker/access.ts), which
// runs before any of these, so every handler runs for a verified editor and reads who it is
// from `editor`.
import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { localEditor, type InboxEnv } from '../access';
import { eraseRoutes } from './erase';
import { leadsRoutes, sourcesRoutes } from './leads';
import { subscribersRoutes } from './subscribers';
import { trafficRoutes } from './traffic';
import { refuse } from './validate';

export const inboxRoutes = new Hono<InboxEnv>()
  // Leads and subscribers are personal data: no cache keeps a copy.
  .use(async (c, next) => {
    await next();
    c.header('Cache-Control', 'no-store');
  })
  /** Who the inbox is open to, and how: signed in through Access, or the local runtime. */
  .get('/session', (c) => {
    const editor = c.get('editor');
    return c.json(
      { editor, via: editor === localEditor ? ('local' as const) : ('access' as const) },
      200,
    );
  })
  .route('/leads', leadsRoutes)
  .route('/sources', sourcesRoutes)
  .route('/subscribers', subscribersRoutes)
  .route('/traffic', trafficRoutes)
  .route('/erase', eraseRoutes);

// A body that is not JSON at all: hono's validator throws before any schema sees it.
inboxRoutes.onError((error, c) => {
  if (error instanceof HTTPException && error.status === 400)
    return refuse(c, 400, 'The body is not JSON: send a JSON object.');
  throw error;
});

/** The inbox API's routes, bodies and answers, as the inbox's client (src/inbox/api.ts) reads them. */
export type InboxApi = typeof inboxRoutes;
