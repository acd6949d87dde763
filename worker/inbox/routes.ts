// The inbox's JSON API under inboxApiPrefix, behind requireAccess (worker/access.ts), which
// runs before any of these, so every handler runs for a verified editor and reads who it is
// from `editor`.
import { Hono } from 'hono';
import { localEditor, type InboxEnv } from '../access';
import { eraseRoutes } from './erase';
import { leadsRoutes, sourcesRoutes } from './leads';
import { subscribersRoutes } from './subscribers';

export const inboxRoutes = new Hono<InboxEnv>();

// Leads and subscribers are personal data: no cache keeps a copy.
inboxRoutes.use('*', async (c, next) => {
  await next();
  c.header('Cache-Control', 'no-store');
});

/** Who the inbox is open to, and how: signed in through Access, or the local runtime. */
inboxRoutes.get('/session', (c) => {
  const editor = c.get('editor');
  return c.json({ editor, via: editor === localEditor ? 'local' : 'access' });
});
inboxRoutes.route('/leads', leadsRoutes);
inboxRoutes.route('/sources', sourcesRoutes);
inboxRoutes.route('/subscribers', subscribersRoutes);
inboxRoutes.route('/erase', eraseRoutes);
