// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { trafficRetentionDays } from '../../src/content/retention';
import type { Env } from '../../worker/env';
import { clientKey, missingSecretLog } from '../../worker/rateLimit';
import { runScheduled } from '../../worker/scheduled';
import { handleTraffic, trafficClientLimit } from '../../worker/traffic/beacon';
import { dayMs } from '../../worker/time';
import { testDatabase, postForm, testEnv } from './harness';

const database = testDatabase();

const now = Date.UTC(2026, 10, 23, 12, 1);
const browser = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36';
const landing = {
  path: '/services',
  language: 'en',
  device: 'phone',
  referrer: 'news.example',
  utm_source: 'newsletter',
  utm_medium: 'email',
  utm_campaign: 'autumn',
};

type Options = {
  headers?: Record<string, string>;
  client?: string;
  at?: number;
  vars?: Partial<Env>;
};
const beacon = (fields: Record<string, string> = landing, options: Options = {}) =>
  handleTraffic(
    postForm('/api/traffic', fields, {
      headers: { 'Sec-Fetch-Site': 'same-origin', 'User-Agent': browser, ...options.headers },
      client: options.client,
    }),
    testEnv(database.db, options.vars),
    options.at ?? now,
  );

const counts = () =>
  database.db
    .prepare(
      'SELECT path, utm_campaign, device, views, visitors FROM traffic_daily ORDER BY path, day',
    )
    .all()
    .then(({ results }) => results);
const rows = (table: string) =>
  database.db
    .prepare(`SELECT * FROM ${table}`)
    .all<Record<string, unknown>>()
    .then(({ results }) => results);

describe('POST /api/traffic', () => {
  it('counts page views per page and source, and each visitor once a day', async () => {
    expect((await beacon()).status).toBe(204);
    expect((await beacon()).status).toBe(204);
    expect((await beacon({ ...landing, path: '/contact' })).status).toBe(204);
    expect((await beacon(landing, { client: '2001:db8:1:2::9' })).status).toBe(204);
    // The same /64 and browser: the same visitor.
    expect((await beacon(landing, { client: '2001:db8:1:2::77' })).status).toBe(204);
    expect(await counts()).toEqual([
      { path: '/contact', utm_campaign: 'autumn', device: 'phone', views: 1, visitors: 0 },
      { path: '/services', utm_campaign: 'autumn', device: 'phone', views: 4, visitors: 2 },
    ]);
    const stored = JSON.stringify(await rows('traffic_visitors'));
    expect(stored).not.toContain('198.51.100.1');
    expect(stored).not.toContain('Chrome');
  });

  it('draws a new salt each day, and the cron deletes the old day with its hashes', async () => {
    await beacon();
    await beacon(landing, { at: now + dayMs });
    const [first, second] = await rows('traffic_salts');
    expect(first?.salt).not.toBe(second?.salt);
    const hashes = await rows('traffic_visitors');
    expect(hashes).toHaveLength(2);
    expect(hashes[0]?.hash).not.toBe(hashes[1]?.hash);

    await runScheduled(testEnv(database.db), now + dayMs);
    expect(await rows('traffic_salts')).toEqual([second]);
    expect(await rows('traffic_visitors')).toEqual([hashes[1]]);
    // The counts stay, one row for each day.
    expect(await counts()).toHaveLength(2);
  });

  it(`keeps the daily counts ${trafficRetentionDays} days, then the cron deletes them`, async () => {
    await beacon();
    await runScheduled(testEnv(database.db), now + trafficRetentionDays * dayMs);
    expect(await counts()).toHaveLength(1);
    await runScheduled(testEnv(database.db), now + (trafficRetentionDays + 1) * dayMs);
    expect(await counts()).toEqual([]);
  });

  it("refuses another site's pages, unknown routes and unknown devices", async () => {
    expect((await beacon(landing, { headers: { Origin: 'https://evil.example' } })).status).toBe(
      403,
    );
    expect((await beacon(landing, { headers: { 'Sec-Fetch-Site': 'cross-site' } })).status).toBe(
      403,
    );
    expect((await beacon({ ...landing, path: '/wp-admin' })).status).toBe(400);
    expect((await beacon({ ...landing, language: 'xx' })).status).toBe(400);
    expect((await beacon({ ...landing, device: 'fridge' })).status).toBe(400);
    expect(await counts()).toEqual([]);
  });

  it('without the rate limit secret, counts nothing and says why in the log', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const refused = await beacon(landing, { vars: { RATE_LIMIT_SECRET: undefined } });
    expect(refused.status).toBe(503);
    expect(log).toHaveBeenCalledWith(missingSecretLog);
    expect(await counts()).toEqual([]);
    log.mockRestore();
  });

  it('does not count a browser sending Global Privacy Control, nor a crawler or headless browser', async () => {
    expect((await beacon(landing, { headers: { 'Sec-GPC': '1' } })).status).toBe(204);
    for (const agent of [
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 HeadlessChrome/131.0 Safari/537.36',
      'Mozilla/5.0 (Linux; Android 11; moto g power) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36 Chrome-Lighthouse',
      'curl/8.5.0',
      '',
    ])
      expect((await beacon(landing, { headers: { 'User-Agent': agent } })).status).toBe(204);
    expect(await counts()).toEqual([]);
    expect(await rows('traffic_salts')).toEqual([]);

    const iPhone =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 Version/18.1 Mobile/15E148 Safari/604.1';
    const cubot =
      'Mozilla/5.0 (Linux; Android 11; CUBOT X50) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36';
    for (const agent of [iPhone, cubot])
      expect((await beacon(landing, { headers: { 'User-Agent': agent } })).status).toBe(204);
    expect(await counts()).toEqual([expect.objectContaining({ views: 2 })]);
  });

  it("counts a client's page views up to its limit, then answers 429", async () => {
    const request = postForm('/api/traffic', {}, { client: '198.51.100.1' });
    const windowStart = now - (now % trafficClientLimit.windowMs);
    await database.db
      .prepare(
        'INSERT INTO rate_limits (client, window_start, count, expires_at) VALUES (?1, ?2, ?3, ?4)',
      )
      .bind(
        await clientKey(request, testEnv(database.db), 'traffic'),
        windowStart,
        trafficClientLimit.max - 1,
        windowStart + trafficClientLimit.windowMs,
      )
      .run();
    expect((await beacon()).status).toBe(204);
    expect((await beacon()).status).toBe(429);
    expect((await beacon(landing, { client: '198.51.100.9' })).status).toBe(204);
    expect(await counts()).toEqual([
      { path: '/services', utm_campaign: 'autumn', device: 'phone', views: 2, visitors: 2 },
    ]);
  });

  it('counts no more than TRAFFIC_VIEWS_PER_DAY from all clients together, and again the next day', async () => {
    const vars = { TRAFFIC_VIEWS_PER_DAY: '2' };
    expect((await beacon(landing, { vars })).status).toBe(204);
    expect((await beacon(landing, { vars, client: '198.51.100.2' })).status).toBe(204);
    const refused = await beacon(landing, { vars, client: '198.51.100.3' });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect((await beacon(landing, { vars, at: now + dayMs })).status).toBe(204);
    expect(await counts()).toEqual([
      { path: '/services', utm_campaign: 'autumn', device: 'phone', views: 2, visitors: 2 },
      { path: '/services', utm_campaign: 'autumn', device: 'phone', views: 1, visitors: 1 },
    ]);
  });
});
