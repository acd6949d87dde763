// POST /api/vitals: field measurements from visitors' browsers (when the build switched
// the reporter on). Anonymous: a route, a metric name and a value, nothing else is kept.
// Only the site's own pages may report, each client a few times per window and all of
// them together a bounded number a day, so nobody can fill the database or use up its
// write allowance (and with it stop the leads).
import { caseStudyPath, pagePaths } from '../src/addresses.mjs';
import caseStudyRoutes from 'virtual:content/case-studies/routes';
import type { Env } from './env';
import { refusalJson } from './http';
import { readOwnPageReport } from './ownPageReport';
import { clientKey, lacksRateLimitSecret, overLimit } from './rateLimit';
import { dayMs } from './time';

const vitalNames = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const;
type VitalName = (typeof vitalNames)[number];

/**
 * The largest believable value of each metric: a minute for the timings (a page that
 * takes longer has no visitor left to measure), 10 for CLS (a page that moves its whole
 * viewport ten times over). Anything above is not a measurement.
 */
const vitalBounds: Record<VitalName, number> = {
  LCP: 60_000,
  INP: 60_000,
  FCP: 60_000,
  TTFB: 60_000,
  CLS: 10,
};

/** Reports one client may send per window: a page view sends one per route it showed. */
export const vitalsClientLimit = { max: 30, windowMs: 10 * 60_000 };
/** Reports stored per day from everyone together: at most 5 rows each, well inside D1's free daily writes beside the leads. */
export const vitalsDailyLimit = { max: 5_000, windowMs: dayMs };

/** The pages a report may name: each in its neutral (English) form, as the reporter sends it. */
export const knownRoutes = new Set<string>([
  ...Object.values(pagePaths),
  ...caseStudyRoutes.map(({ slug }) => caseStudyPath(slug)),
]);
/** One page view's report is tiny; anything bigger is not from the reporter. */
const maxBytes = 2048;

type Measurements = { route: string; metrics: { name: VitalName; value: number }[] };

/** The report's route and metrics, or why it is refused: an unknown route, no metric, or one outside its bounds. */
function measurements(fields: Record<string, string>): Measurements | string {
  const route = fields.route ?? '';
  if (!knownRoutes.has(route)) return 'Unknown route.';
  const metrics: Measurements['metrics'] = [];
  for (const name of vitalNames) {
    const raw = fields[name];
    if (raw === undefined) continue;
    const value = raw.trim() === '' ? Number.NaN : Number(raw);
    if (!Number.isFinite(value) || value < 0 || value > vitalBounds[name])
      return `${name} is not a measurement.`;
    metrics.push({ name, value });
  }
  return metrics.length ? { route, metrics } : 'No measurements.';
}

export async function handleVitals(
  request: Request,
  env: Env,
  now = Date.now(),
): Promise<Response> {
  const report = await readOwnPageReport(request, maxBytes, measurements);
  if (report instanceof Response) return report;

  if (lacksRateLimitSecret(env))
    return refusalJson({ status: 503, message: 'The measurements are not set up.' });
  const wait =
    (await overLimit(env.DB, await clientKey(request, env, 'vitals'), vitalsClientLimit, now)) ??
    (await overLimit(env.DB, 'vitals:all', vitalsDailyLimit, now));
  if (wait !== undefined)
    return refusalJson({ status: 429, message: 'Too many reports.', retryAfterSeconds: wait });

  await env.DB.batch(
    report.metrics.map(({ name, value }) =>
      env.DB.prepare(
        'INSERT INTO vitals (route, name, value, received_at) VALUES (?1, ?2, ?3, ?4)',
      ).bind(report.route, name, value, now),
    ),
  );
  return new Response(null, { status: 204 });
}
