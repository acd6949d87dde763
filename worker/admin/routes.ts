// The inbox's JSON API under adminApiPrefix (DESK-API.md), behind requireAccess
// (worker/access.ts), which runs before any of these and sets `editor`.
import { Hono } from 'hono';
import type { AdminEnv } from '../access';
import { eraseRoutes } from './erase';
import { leadsRoutes, sourcesRoutes } from './leads';
import { subscribersRoutes } from './subscribers';

export const adminRoutes = new Hono<AdminEnv>();

// Leads and subscribers are personal data: no cache keeps a copy.
adminRoutes.use('*', async (c, next) => {
  await next();
  c.header('Cache-Control', 'no-store');
});

adminRoutes.route('/leads', leadsRoutes);
adminRoutes.route('/sources', sourcesRoutes);
adminRoutes.route('/subscribers', subscribersRoutes);
adminRoutes.route('/erase', eraseRoutes);
