// The inbox's API, under adminApiPrefix. worker/index.ts puts requireAccess in front of it,
// so every handler here runs for a verified editor only, and reads who it is from `editor`.
import { Hono } from 'hono';
import { localEditor, type AdminEnv } from '../access';

export const adminRoutes = new Hono<AdminEnv>();

/** Who the inbox is open to, and how: signed in through Access, or the local runtime. */
adminRoutes.get('/session', (c) => {
  const editor = c.get('editor');
  return c.json({ editor, via: editor === localEditor ? 'local' : 'access' });
});
