// `npm run vitals`: the field measurements the pages reported (a build with VITE_VITALS=on),
// as the 75th percentile per route and metric, the figure Core Web Vitals are judged by.
//   --remote           the deployed D1 database (needs `wrangler login`); default: the local one
//   --days N           only the last N days (default 28)
//   --persist-to DIR   another local database folder than .wrangler/state
import { parseArgs } from 'node:util';
import { p75Query } from '../worker/vitalsPercentile.mjs';
import { queryDb } from './runtime.mjs';

const { values: options } = parseArgs({
  options: {
    remote: { type: 'boolean', default: false },
    days: { type: 'string', default: '28' },
    'persist-to': { type: 'string' },
  },
});

const since = Date.now() - Number(options.days) * 24 * 60 * 60_000;
const query = p75Query(String(Math.floor(since)));

const rows = queryDb(query, { remote: options.remote, persistTo: options['persist-to'] });

if (rows.length === 0) {
  console.log(
    `No field measurements in the last ${options.days} days. Build with VITE_VITALS=on to collect them.`,
  );
  process.exit(0);
}

const metrics = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'];
const routes = [...new Set(rows.map(({ route }) => route))];
const cell = (route, metric) => {
  const row = rows.find((r) => r.route === route && r.name === metric);
  return row
    ? `${metric === 'CLS' ? row.p75.toFixed(3) : `${Math.round(row.p75)} ms`} (${row.n})`
    : '–';
};
const table = [
  ['route', ...metrics.map((metric) => `${metric} p75 (n)`)],
  ...routes.map((route) => [route, ...metrics.map((metric) => cell(route, metric))]),
];
const widths = table[0].map((_, column) => Math.max(...table.map((line) => line[column].length)));
console.log(
  `Field measurements, last ${options.days} days, 75th percentile (number of page views):`,
);
for (const line of table)
  console.log(line.map((text, column) => text.padEnd(widths[column])).join('  '));
