// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handleVitals } from '../../worker/vitals';
import { createDatabase, postForm, testEnv } from './harness';

let database: Awaited<ReturnType<typeof createDatabase>>;
beforeAll(async () => {
  database = await createDatabase();
});
afterAll(() => database.dispose());

describe('POST /api/vitals', () => {
  it('stores the known metrics of a known route, and nothing else', async () => {
    const beacon = postForm('/api/vitals', { route: '/services', LCP: '1830', CLS: '0.0123', INP: '96', FCP: '910', TTFB: '120', visitor: 'abc', XYZ: '5' });
    const response = await handleVitals(beacon, testEnv(database.db));
    expect(response.status).toBe(204);
    const { results } = await database.db.prepare('SELECT route, name, value FROM vitals ORDER BY name').all();
    expect(results).toEqual([
      { route: '/services', name: 'CLS', value: 0.0123 },
      { route: '/services', name: 'FCP', value: 910 },
      { route: '/services', name: 'INP', value: 96 },
      { route: '/services', name: 'LCP', value: 1830 },
      { route: '/services', name: 'TTFB', value: 120 },
    ]);
  });

  it('refuses unknown routes and reports without measurements', async () => {
    expect((await handleVitals(postForm('/api/vitals', { route: '/wp-admin', LCP: '1' }), testEnv(database.db))).status).toBe(400);
    expect((await handleVitals(postForm('/api/vitals', { route: '/' }), testEnv(database.db))).status).toBe(400);
  });
});
