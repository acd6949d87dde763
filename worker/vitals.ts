// POST /api/vitals: field measurements from visitors' browsers (when the build switched
// the reporter on). Anonymous: a route, a metric name and a value, nothing else is kept.
import { routes } from '../src/app/routes';
import type { Env } from './env';
import { isRefusal, readFormPost } from './request';
import { refusalJson } from './http';

export const vitalNames = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const;
const known = new Set<string>(vitalNames);
const knownRoutes = new Set([...routes.map(({ path }) => path), '/404']);
/** One page view's report is tiny; anything bigger is not from the reporter. */
const maxBytes = 2048;

export async function handleVitals(request: Request, env: Env, now = Date.now()): Promise<Response> {
  const parsed = await readFormPost(request, maxBytes);
  if (isRefusal(parsed)) return refusalJson(parsed);
  const route = parsed.fields.route ?? '';
  if (!knownRoutes.has(route)) return refusalJson({ status: 400, message: 'Unknown route.' });
  const metrics = vitalNames.flatMap((name) => {
    const value = Number(parsed.fields[name]);
    return known.has(name) && parsed.fields[name] !== undefined && Number.isFinite(value) && value >= 0 ? [{ name, value }] : [];
  });
  if (!metrics.length) return refusalJson({ status: 400, message: 'No measurements.' });
  await env.DB.batch(
    metrics.map(({ name, value }) =>
      env.DB.prepare('INSERT INTO vitals (route, name, value, received_at) VALUES (?1, ?2, ?3, ?4)').bind(route, name, value, now),
    ),
  );
  return new Response(null, { status: 204 });
}
