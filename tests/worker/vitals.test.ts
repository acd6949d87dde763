// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { clientKey } from '../../worker/rateLimit';
import { handleVitals, vitalsClientLimit, vitalsDailyLimit } from '../../worker/vitals';
import { testDatabase, postForm, testEnv } from './harness';

const database = testDatabase();

// One fixed moment, so no test straddles the end of a rate-limit window.
const now = Date.UTC(2026, 10, 23, 12, 1);
const stored = () =>
  database.db
    .prepare('SELECT route, name, value FROM vitals ORDER BY name')
    .all()
    .then(({ results }) => results);
const report = (fields: Record<string, string>, options: Parameters<typeof postForm>[2] = {}) =>
  handleVitals(
    postForm('/api/vitals', fields, {
      headers: { 'Sec-Fetch-Site': 'same-origin', ...options.headers },
      client: options.client,
    }),
    testEnv(database.db),
    now,
  );

describe('POST /api/vitals', () => {
  it('stores the known metrics of a known route, and nothing else', async () => {
    const response = await report({
      route: '/services',
      LCP: '1830',
      CLS: '0.0123',
      INP: '96',
      FCP: '910',
      TTFB: '120',
      visitor: 'abc',
      XYZ: '5',
    });
    expect(response.status).toBe(204);
    expect(await stored()).toEqual([
      { route: '/services', name: 'CLS', value: 0.0123 },
      { route: '/services', name: 'FCP', value: 910 },
      { route: '/services', name: 'INP', value: 96 },
      { route: '/services', name: 'LCP', value: 1830 },
      { route: '/services', name: 'TTFB', value: 120 },
    ]);
  });

  it('refuses unknown routes and reports without measurements', async () => {
    expect((await report({ route: '/wp-admin', LCP: '1' })).status).toBe(400);
    expect((await report({ route: '/' })).status).toBe(400);
  });

  it("takes reports only from the site's own pages", async () => {
    const noOrigin = postForm('/api/vitals', { route: '/', LCP: '1000' });
    noOrigin.headers.delete('Origin');
    expect((await handleVitals(noOrigin, testEnv(database.db), now)).status).toBe(403);
    expect(
      (await report({ route: '/', LCP: '1000' }, { headers: { Origin: 'https://evil.example' } }))
        .status,
    ).toBe(403);
    expect(
      (await report({ route: '/', LCP: '1000' }, { headers: { 'Sec-Fetch-Site': 'cross-site' } }))
        .status,
    ).toBe(403);
    expect(
      (await report({ route: '/', LCP: '1000' }, { headers: { 'Sec-Fetch-Site': 'same-site' } }))
        .status,
    ).toBe(403);
    expect(await stored()).toEqual([]);
  });

  it.each([
    ['LCP', '1e308'],
    ['LCP', 'Infinity'],
    ['INP', 'NaN'],
    ['TTFB', '-1'],
    ['FCP', '600001'],
    ['CLS', '11'],
    ['CLS', ''],
  ])('refuses the whole report when %s is %j', async (name, value) => {
    expect((await report({ route: '/', LCP: '1000', [name]: value })).status).toBe(400);
    expect(await stored()).toEqual([]);
  });

  it("stores a client's reports up to its limit per window, then answers 429", async () => {
    const client = postForm('/api/vitals', {}, { client: '198.51.100.1' });
    const windowStart = Math.floor(now / vitalsClientLimit.windowMs) * vitalsClientLimit.windowMs;
    await database.db
      .prepare(
        'INSERT INTO rate_limits (client, window_start, count, expires_at) VALUES (?1, ?2, ?3, ?4)',
      )
      .bind(
        await clientKey(client, testEnv(database.db), 'vitals'),
        windowStart,
        vitalsClientLimit.max - 1,
        windowStart + vitalsClientLimit.windowMs,
      )
      .run();
    expect((await report({ route: '/', LCP: '1000' })).status).toBe(204);
    const refused = await report({ route: '/', LCP: '1000' });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect((await report({ route: '/', LCP: '1000' }, { client: '198.51.100.9' })).status).toBe(
      204,
    );
    expect(await stored()).toHaveLength(2);
  });

  it('stores no more than the daily limit from all clients together', async () => {
    const day = Math.floor(now / vitalsDailyLimit.windowMs) * vitalsDailyLimit.windowMs;
    await database.db
      .prepare(
        'INSERT INTO rate_limits (client, window_start, count, expires_at) VALUES (?1, ?2, ?3, ?4)',
      )
      .bind('vitals:all', day, vitalsDailyLimit.max, day + vitalsDailyLimit.windowMs)
      .run();
    expect((await report({ route: '/', LCP: '1000' })).status).toBe(429);
    expect(await stored()).toEqual([]);
  });
});
