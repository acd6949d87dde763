// `npm run bench:traffic`: a benchmark of the traffic counts, not a test (docs/PERFORMANCE.md).
// Builds first unless --no-build. Against the local runtime with a fresh database and the real
// limits: a simulated week of page views (each its moment in X-Test-Time, worker/testClock.ts)
// from many clients, each an address (`CF-Connecting-IP`) and a User-Agent of its own, visits of
// a few pages landing from search, social sites, campaigns or nowhere. Then prints what was
// counted, the rows stored and written per page view, the database's size, and the inbox's Traffic
// view's answer time at the Worker (its Server-Timing) for 7 and 90 days, median of 5.
// --beacons N (100000) --clients N (5000) --concurrency N (16)
import { apiPaths, inboxApiPrefix, pagePaths } from '../src/addresses.mjs';
import {
  databaseBytes,
  inLanes,
  median,
  parseBenchArgs,
  serveDist,
} from '../scripts/perf/harness.mjs';
import { queryDb } from '../scripts/runtime.mjs';

const { values } = parseBenchArgs({
  options: {
    beacons: { type: 'string', default: '100000' },
    clients: { type: 'string', default: '5000' },
    concurrency: { type: 'string', default: '16' },
  },
});
const beacons = Number(values.beacons);
const clients = Number(values.clients);
const concurrency = Number(values.concurrency);
const dayMs = 24 * 60 * 60_000;
const week = 7;

// The same plan on every run.
let seed = 42;
const random = () => {
  seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
  return seed / 2 ** 31;
};
const pick = (choices) => choices[Math.floor(random() * choices.length)];

const paths = Object.values(pagePaths);
const landings = [
  ...Array(8).fill({}),
  ...Array(6).fill({ referrer: 'www.google.com' }),
  { referrer: 'www.bing.com' },
  { referrer: 'duckduckgo.com' },
  ...Array(2).fill({ referrer: 'www.linkedin.com' }),
  { utm_source: 'newsletter', utm_medium: 'email', utm_campaign: 'autumn' },
  { utm_source: 'google', utm_medium: 'cpc', utm_campaign: 'managed-it' },
  { utm_source: 'linkedin', utm_medium: 'social', utm_campaign: 'case-study' },
];
const agent = (client) =>
  `Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.${client}.0 Safari/537.36`;
const address = (client) => `10.${(client >> 16) & 255}.${(client >> 8) & 255}.${client & 255}`;

// Visits of one to six pages, half a minute apart, spread evenly over the week's seven UTC days,
// the last of them today.
const firstDay = Date.now() - (Date.now() % dayMs) - (week - 1) * dayMs;
const plan = [];
while (plan.length < beacons) {
  const client = Math.floor(random() * clients);
  const landing = pick(landings);
  const language = random() < 0.8 ? 'en' : 'es';
  const device = pick(['phone', 'phone', 'desktop', 'desktop', 'desktop', 'tablet']);
  const pages = Math.min(1 + Math.floor(random() * 6), beacons - plan.length);
  const at = firstDay + Math.floor((plan.length / beacons) * week * dayMs);
  for (let page = 0; page < pages; page += 1)
    plan.push({ client, at: at + page * 30_000, language, device, ...(page === 0 ? landing : {}) });
}

const server = await serveDist({
  vars: { TEST_CLOCK: 'header', RATE_LIMIT_SECRET: 'bench-rate-limit-secret' },
});
const bytesBefore = await databaseBytes(server.persistTo);

const send = async ({ client, at, language, device, ...source }) => {
  const body = new URLSearchParams({
    path: pick(paths),
    language,
    device,
    referrer: '',
    utm_source: '',
    utm_medium: '',
    utm_campaign: '',
    ...source,
  });
  try {
    const response = await fetch(`${server.origin}${apiPaths.traffic}`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        Origin: server.origin,
        'Sec-Fetch-Site': 'same-origin',
        'CF-Connecting-IP': address(client),
        'User-Agent': agent(client),
        'X-Test-Time': String(at),
      },
      body,
    });
    return response.status;
  } catch {
    return 0;
  }
};

const started = performance.now();
const statuses = await inLanes(plan, concurrency, send);
const seconds = (performance.now() - started) / 1000;
const byStatus = {};
for (const status of statuses) byStatus[status] = (byStatus[status] ?? 0) + 1;

const [stored] = queryDb(
  `SELECT (SELECT COUNT(*) FROM traffic_daily) AS dailyRows,
     (SELECT COALESCE(SUM(views), 0) FROM traffic_daily) AS views,
     (SELECT COALESCE(SUM(visitors), 0) FROM traffic_daily) AS visitors,
     (SELECT COUNT(*) FROM traffic_visitors) AS hashes,
     (SELECT COUNT(*) FROM traffic_salts) AS salts,
     (SELECT COUNT(*) FROM rate_limits) AS limitRows`,
  { persistTo: server.persistTo },
);

/** The Traffic view's answer for `days`: D1's time at the Worker and the whole request's, in ms. */
async function answerTime(days) {
  const begun = performance.now();
  const response = await fetch(`${server.origin}${inboxApiPrefix}/traffic?days=${days}`);
  const total = performance.now() - begun;
  if (!response.ok) throw new Error(`The Traffic view answered ${response.status}.`);
  await response.json();
  const d1 = Number(/d1;dur=(\d+)/.exec(response.headers.get('Server-Timing') ?? '')?.[1]);
  return { d1, total };
}
const timings = {};
for (const days of [7, 90]) {
  await answerTime(days);
  const runs = [];
  for (let run = 0; run < 5; run += 1) runs.push(await answerTime(days));
  timings[days] = {
    d1: median(runs.map(({ d1 }) => d1)),
    total: median(runs.map(({ total }) => total)),
  };
}
const bytesAfter = await databaseBytes(server.persistTo);
await server.stop();

// Each counted page view runs three upserts (its client's and the site's rate-limit counters, its
// row of the counts); a visitor's first page of the day inserts its hash, a day's first its salt.
const counted = stored.views;
const written = 3 * counted + stored.hashes + stored.salts;
const mb = (bytes) => `${(bytes / 1e6).toFixed(1)} MB`;
console.log(
  [
    `${beacons} page views from ${clients} clients over ${week} simulated days in ${seconds.toFixed(0)} s; answers: ${JSON.stringify(byStatus)}`,
    `Counted: ${counted} page views, ${stored.visitors} visitors (a visitor a day); ${stored.dailyRows} rows of daily counts (${(stored.dailyRows / counted).toFixed(3)} per page view), ${stored.hashes} visitor hashes and ${stored.salts} salts until the cron deletes them, ${stored.limitRows} rate-limit rows`,
    `Rows written per counted page view: ${(written / counted).toFixed(2)} (3 upserts each, an insert for each of the ${stored.hashes} first page views of a visitor's day and the ${stored.salts} salts)`,
    `Database: ${mb(bytesBefore)} before, ${mb(bytesAfter)} after`,
    ...[7, 90].map(
      (days) =>
        `Traffic view, ${days} days: D1 ${timings[days].d1} ms at the Worker, ${timings[days].total.toFixed(0)} ms for the whole request (median of 5)`,
    ),
  ].join('\n'),
);
