// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { handleContact } from '../../worker/contact';
import { dayMs } from '../../worker/time';
import { dayOf } from '../../worker/time';
import { admin } from './inboxApi';
import { testDatabase, postJson, testContext, testEnv } from './harness';

const database = testDatabase();
const env = () => testEnv(database.db, { RATE_LIMIT_MAX: '100' });
const today = dayOf(Date.now());

type Row = {
  daysAgo?: number;
  path?: string;
  referrer?: string;
  utm?: [string, string, string];
  language?: string;
  device?: string;
  views: number;
  visitors: number;
};
/** One row of the daily counts, as the beacon leaves it. */
const counts = ({ daysAgo = 0, path = '/', referrer = '', utm = ['', '', ''], ...row }: Row) =>
  database.db
    .prepare(
      `INSERT INTO traffic_daily (day, path, referrer, utm_source, utm_medium, utm_campaign, language, device, views, visitors)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10)`,
    )
    .bind(
      today - daysAgo * dayMs,
      path,
      referrer,
      ...utm,
      row.language ?? 'en',
      row.device ?? 'desktop',
      row.views,
      row.visitors,
    )
    .run();

let sent = 0;
/** A lead sent through the receiver from a visit's source, then given `status`. */
async function lead(source: Record<string, string>, status = 'new', daysAgo = 0) {
  sent += 1;
  const { ctx, settled } = testContext();
  const response = await handleContact(
    postJson('/api/contact', {
      name: 'Jane Cooper',
      email: `jane${sent}@acme.example`,
      message: 'Please call me about our servers.',
      fillMs: 10_000,
      idempotencyKey: `key-traffic-${sent}-0123456789abcdef`,
      ...source,
    }),
    env(),
    ctx,
    Date.now() - daysAgo * dayMs,
  );
  await settled();
  const { reference } = (await response.json()) as { reference: string };
  await database.db
    .prepare('UPDATE enquiries SET status = ?1 WHERE reference = ?2')
    .bind(status, reference)
    .run();
}

const traffic = async (query = '') => {
  const response = await admin(env(), `/traffic${query}`);
  return { status: response.status, body: await response.json() };
};

describe('GET /api/admin/traffic', () => {
  it('gives visitors and page views for each day of the period, none missing', async () => {
    await counts({ views: 5, visitors: 2 });
    await counts({ path: '/services', views: 3, visitors: 0 });
    await counts({ daysAgo: 2, views: 4, visitors: 4 });
    await counts({ daysAgo: 7, views: 100, visitors: 100 });
    const { status, body } = await traffic();
    expect(status).toBe(200);
    expect(body.days).toBe(7);
    expect(body.daily).toEqual([
      ...[6, 5, 4, 3].map((ago) => ({ day: today - ago * dayMs, visitors: 0, views: 0 })),
      { day: today - 2 * dayMs, visitors: 4, views: 4 },
      { day: today - dayMs, visitors: 0, views: 0 },
      { day: today, visitors: 2, views: 8 },
    ]);
    expect((await traffic('?days=30')).body.daily).toHaveLength(30);
    expect((await traffic('?days=30')).body.daily[22]).toEqual({
      day: today - 7 * dayMs,
      visitors: 100,
      views: 100,
    });
  });

  it('ranks pages, referring sites, languages and devices by page views', async () => {
    await counts({ path: '/services', referrer: 'news.example', views: 3, visitors: 1 });
    await counts({ path: '/services', language: 'es', device: 'phone', views: 4, visitors: 2 });
    await counts({ path: '/contact', referrer: 'search.example', views: 9, visitors: 3 });
    const { body } = await traffic();
    expect(body.pages).toEqual([
      { path: '/contact', views: 9, visitors: 3 },
      { path: '/services', views: 7, visitors: 3 },
    ]);
    expect(body.referrers).toEqual([
      { referrer: 'search.example', views: 9, visitors: 3 },
      { referrer: 'news.example', views: 3, visitors: 1 },
    ]);
    expect(body.languages).toEqual([
      { language: 'en', views: 12, visitors: 4 },
      { language: 'es', views: 4, visitors: 2 },
    ]);
    expect(body.devices).toEqual([
      { device: 'desktop', views: 12, visitors: 4 },
      { device: 'phone', views: 4, visitors: 2 },
    ]);
  });

  it('sets the period’s leads beside the visitors of their source, campaign and landing page', async () => {
    const autumn = ['newsletter', 'email', 'autumn'] as [string, string, string];
    await counts({ path: '/services', utm: autumn, views: 6, visitors: 4 });
    await counts({ path: '/contact', utm: autumn, views: 4, visitors: 0 });
    await counts({ path: '/contact', referrer: 'search.example', views: 2, visitors: 2 });
    await counts({ path: '/', views: 5, visitors: 5 });
    // A later page of a visit: no source, no visitor.
    await counts({ path: '/about', views: 3, visitors: 0 });
    const campaign = { utm_source: 'newsletter', utm_medium: 'email', utm_campaign: 'autumn' };
    await lead({ ...campaign, landing: 'https://www.vantix.example/services?utm_source=x' });
    await lead({ ...campaign, landing: '/services' }, 'replied');
    await lead({ ...campaign, landing: '/services' }, 'won');
    await lead({ ...campaign, landing: '/services' }, 'spam');
    await lead({ ...campaign, landing: '/services' }, 'won', 8);
    await lead({ referrer: 'search.example', landing: '/es/contact', locale: 'es' }, 'lost');
    const { body } = await traffic();
    const conversion = { views: 0, leads: 0, replied: 0, won: 0 };
    expect(body.sources).toEqual([
      { source: 'newsletter', visitors: 4, views: 10, leads: 3, replied: 1, won: 1 },
      { source: 'search.example', visitors: 2, views: 2, leads: 1, replied: 0, won: 0 },
      { ...conversion, source: 'direct', visitors: 5, views: 8 },
    ]);
    expect(body.campaigns).toEqual([
      { ...campaign, visitors: 4, views: 10, leads: 3, replied: 1, won: 1 },
    ]);
    expect(body.landings).toEqual([
      { path: '/services', visitors: 4, views: 6, leads: 3, replied: 1, won: 1 },
      { path: '/contact', visitors: 2, views: 6, leads: 1, replied: 0, won: 0 },
      { ...conversion, path: '/', visitors: 5, views: 5 },
    ]);
    expect(body.totals).toEqual({ visitors: 11, views: 20, leads: 4 });
    expect((await traffic('?days=30')).body.sources[0]).toMatchObject({ leads: 4, won: 2 });
  });

  it('gives the 75th percentile of LCP, INP and CLS per page from the period’s reports', async () => {
    const report = (route: string, name: string, value: number, daysAgo = 0) =>
      database.db
        .prepare('INSERT INTO vitals (route, name, value, received_at) VALUES (?1, ?2, ?3, ?4)')
        .bind(route, name, value, Date.now() - daysAgo * dayMs)
        .run();
    for (const value of [1000, 2000, 3000, 4000]) await report('/', 'LCP', value);
    await report('/', 'CLS', 0.02);
    await report('/', 'TTFB', 90);
    await report('/services', 'INP', 120);
    await report('/services', 'INP', 9000, 8);
    const { body } = await traffic();
    expect(body.vitals).toEqual([
      { route: '/', reports: 4, lcp: 3000, inp: null, cls: 0.02 },
      { route: '/services', reports: 1, lcp: null, inp: 120, cls: null },
    ]);
  });

  it('refuses a period it does not offer, saying which it does', async () => {
    expect(await traffic('?days=14')).toEqual({
      status: 400,
      body: { error: 'Traffic is shown for 7, 30, 90 days, not “14”.' },
    });
    expect((await traffic()).body).toMatchObject({ pages: [], sources: [], vitals: [] });
  });
});
