// The inbox's JSON API under adminApiPrefix, behind requireAccess (worker/access.ts), which
// runs before any of these, so every handler runs for a verified editor and reads who it is
// from `editor`.
import { Hono } from 'hono';
import { localEditor, type AdminEnv } from '../access';
import { eraseRoutes } from './erase';
import { leadsRoutes, sourcesRoutes } from './leads';
import { subscribersRoutes } from './subscribers';

export const adminRoutes = new Hono<AdminEnv>();

// Leads and subscribers are personal data: no cache keeps a copy.
adminRoutes.use('*', async (c, next) => {
  await next();
  c.header('Cache-Control', 'no-store');
});

/** Who the inbox is open to, and how: signed in through Access, or the local runtime. */
adminRoutes.get('/session', (c) => {
  const editor = c.get('editor');
  return c.json({ editor, via: editor === localEditor ? 'local' : 'access' });
});
adminRoutes.route('/leads', leadsRoutes);
adminRoutes.route('/sources', sourcesRoutes);
adminRoutes.route('/subscribers', subscribersRoutes);
adminRoutes.route('/erase', eraseRoutes);
