// POST /api/traffic: one page view, from the site's script. Counted as a daily aggregate (page,
// source, language, device) and, once a day, as a visitor (./visitor.ts). Only the site's own
// pages, for a route the site has, within per-client and site-wide limits like the vitals
// reports. A browser asking not to be tracked (Global Privacy Control) and known crawlers are
// answered as usual and not counted.
import { devices, type PageView } from '../../src/forms/pageView';
import { sourceMaxLength } from '../../src/forms/contract.mjs';
import { isLocale } from '../../src/content/locale';
import { settings, type Env } from '../env';
import { refusalJson } from '../http';
import { readOwnPageReport } from '../ownPageReport';
import { clientKey, lacksRateLimitSecret, overLimit } from '../rateLimit';
import { dayMs, dayOf } from '../time';
import { knownRoutes } from '../vitals';
import { firstToday, visitorHash } from './visitor';

/** Page views one client may send per window: a person reads a few pages a minute at most. */
export const trafficClientLimit = { max: 60, windowMs: 10 * 60_000 };

const maxBytes = 2048;

/**
 * Signs of a User-Agent that nobody reads the page through: crawlers, link previews, audits,
 * scripts and headless or automated browsers. The one list; a browser sending no User-Agent at
 * all is no person either.
 */
const automatedAgents = [
  // Cubot is a maker of phones: its User-Agents name the model (CUBOT X50), not a crawler.
  '(?<!cu)bot',
  'crawl',
  'spider',
  'slurp',
  'headless',
  'lighthouse',
  'pagespeed',
  'preview',
  'facebookexternalhit',
  'curl',
  'wget',
  'python',
  'go-http',
  'axios',
  'node-fetch',
  'phantomjs',
  'puppeteer',
  'playwright',
  'selenium',
];
const automated = new RegExp(automatedAgents.join('|'), 'i');

const notCounted = (request: Request) => {
  const agent = request.headers.get('User-Agent') ?? '';
  return request.headers.get('Sec-GPC') === '1' || agent === '' || automated.test(agent);
};

const bounded = (value: string | undefined) => (value ?? '').trim().slice(0, sourceMaxLength);

/** The page view a beacon names, or why it is refused. */
function pageView(fields: Record<string, string>): PageView | string {
  const path = fields.path ?? '';
  if (!knownRoutes.has(path)) return 'Unknown route.';
  const language = fields.language ?? '';
  if (!isLocale(language)) return 'Unknown language.';
  const device = devices.find((name) => name === fields.device);
  if (!device) return 'Unknown device.';
  return {
    path,
    language,
    device,
    referrer: bounded(fields.referrer).toLowerCase(),
    utm_source: bounded(fields.utm_source),
    utm_medium: bounded(fields.utm_medium),
    utm_campaign: bounded(fields.utm_campaign),
  };
}

export async function handleTraffic(
  request: Request,
  env: Env,
  now = Date.now(),
): Promise<Response> {
  const view = await readOwnPageReport(request, maxBytes, pageView);
  if (view instanceof Response) return view;
  if (notCounted(request)) return new Response(null, { status: 204 });
  if (lacksRateLimitSecret(env))
    return refusalJson({ status: 503, message: 'Page views are not counted yet.' });

  const wait =
    (await overLimit(env.DB, await clientKey(request, env, 'traffic'), trafficClientLimit, now)) ??
    (await overLimit(
      env.DB,
      'traffic:all',
      { max: settings(env).trafficViewsPerDay, windowMs: dayMs },
      now,
    ));
  if (wait !== undefined)
    return refusalJson({ status: 429, message: 'Too many page views.', retryAfterSeconds: wait });

  const newVisitor = await firstToday(env.DB, await visitorHash(env.DB, request, now), now);
  await env.DB.prepare(
    `INSERT INTO traffic_daily (day, path, referrer, utm_source, utm_medium, utm_campaign, language, device, views, visitors)
     VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, 1, ?9)
     ON CONFLICT DO UPDATE SET views = views + 1, visitors = visitors + excluded.visitors`,
  )
    .bind(
      dayOf(now),
      view.path,
      view.referrer,
      view.utm_source,
      view.utm_medium,
      view.utm_campaign,
      view.language,
      view.device,
      newVisitor ? 1 : 0,
    )
    .run();
  return new Response(null, { status: 204 });
}
