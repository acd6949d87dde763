// `npm run lighthouse`: a benchmark, not a test (docs/PERFORMANCE.md). Builds the site (unless
// --no-build), serves dist on 127.0.0.1:$PORT, runs Lighthouse --runs times (default 3) on every
// route and prints the medians; the reports and summary.json go to lighthouse-results/
// (gitignored). Usage: npm run lighthouse -- [--runs 5] [--no-build] [--dark: the pages' dark
// theme] [/ /about/ ...]
import { spawnSync } from 'node:child_process';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { chromiumFlags, chromiumPath, paths } from '../scripts/paths.mjs';
import { lighthouseTargets } from '../scripts/perf/budgets.mjs';
import {
  median,
  parseBenchArgs,
  printTable,
  serveDist,
  siteRoutes,
} from '../scripts/perf/harness.mjs';

const { values: options, positionals: chosen } = parseBenchArgs({
  allowPositionals: true,
  options: { runs: { type: 'string', default: '3' }, dark: { type: 'boolean' } },
});
const runs = Number(options.runs);
const out = join(paths.root, 'lighthouse-results');
const chromeFlags = [
  '--headless=new',
  '--no-first-run',
  '--disable-default-apps',
  '--disable-extensions',
  ...chromiumFlags,
]
  .concat(options.dark ? ['--force-dark-mode'] : [])
  .join(' ');

// Every route meant for search engines: the 404 page (served with status 404) and the
// thank-you page (noindex) would count as SEO failures of the page rather than of the site.
const routes = chosen.length ? chosen : (await siteRoutes()).indexed;

const category = (id) => (lhr) => lhr.categories[id].score * 100;
const audit = (id) => (lhr) => lhr.audits[id].numericValue;
const whole = (value) => value.toFixed(0);
const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
/** The table's columns, keyed as the targets in scripts/perf/budgets.mjs. */
const metrics = {
  performance: { label: 'Perf', read: category('performance'), show: whole },
  fcp: { label: 'FCP', read: audit('first-contentful-paint'), show: seconds },
  lcp: { label: 'LCP', read: audit('largest-contentful-paint'), show: seconds },
  tbt: { label: 'TBT', read: audit('total-blocking-time'), show: (ms) => `${ms.toFixed(0)} ms` },
  cls: { label: 'CLS', read: audit('cumulative-layout-shift'), show: (value) => value.toFixed(3) },
  accessibility: { label: 'A11y', read: category('accessibility'), show: whole },
  bestPractices: { label: 'BP', read: category('best-practices'), show: whole },
  seo: { label: 'SEO', read: category('seo'), show: whole },
  pageWeight: {
    label: 'weight',
    read: audit('total-byte-weight'),
    show: (bytes) => `${(bytes / 1000).toFixed(1)} kB`,
  },
};

await rm(out, { recursive: true, force: true });
await mkdir(out, { recursive: true });
const server = await serveDist();
const summary = { runs, date: new Date().toISOString(), routes: {}, failed: [] };
// Each run a visitor of its own address (CF-Connecting-IP, in the range kept for benchmarks):
// from one address, the runs' page views passed the beacon's per-client limit within minutes,
// and Lighthouse reported its 429 as a console error of the page.
let visitors = 0;
const visitorHeaders = () => {
  visitors += 1;
  return JSON.stringify({ 'CF-Connecting-IP': `198.18.${visitors >> 8}.${visitors & 255}` });
};
try {
  for (const route of routes) {
    const results = [];
    for (let run = 1; run <= runs; run += 1) {
      const report = join(
        out,
        `${route.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'home'}-${run}.json`,
      );
      // A run now and then fails to load the page or to record its trace (NO_NAVSTART), on a
      // quiet machine too: up to two more tries.
      const ok = [1, 2, 3].some(() => {
        const lighthouse = spawnSync(
          join(import.meta.dirname, 'node_modules', '.bin', 'lighthouse'),
          [
            `${server.origin}${route}`,
            '--quiet',
            '--output=json',
            `--output-path=${report}`,
            `--chrome-flags=${chromeFlags}`,
            `--extra-headers=${visitorHeaders()}`,
          ],
          {
            cwd: paths.root,
            env: { ...process.env, CHROME_PATH: chromiumPath },
            stdio: ['ignore', 'ignore', 'inherit'],
          },
        );
        return lighthouse.status === 0;
      });
      if (!ok) break;
      const lhr = JSON.parse(await readFile(report, 'utf8'));
      results.push(lhr);
      summary.lighthouseVersion = lhr.lighthouseVersion;
      summary.benchmarkIndex = lhr.environment.benchmarkIndex;
      process.stderr.write(`  ${route} run ${run}/${runs}\n`);
    }
    // A route with a run that failed three times is reported as failed, and the others still
    // measured.
    if (results.length < runs) summary.failed.push(route);
    else
      summary.routes[route] = Object.fromEntries(
        Object.entries(metrics).map(([key, { read }]) => [key, median(results.map(read))]),
      );
  }
} finally {
  await server.stop();
}
await writeFile(join(out, 'summary.json'), `${JSON.stringify(summary, null, 2)}\n`);

const misses = (key, value) => {
  const { min, max } = lighthouseTargets[key] ?? {};
  // To three decimals: CLS as Lighthouse shows it, timings to the microsecond, free of
  // floating-point noise (a TBT of 30.000000000000114 ms is 30 ms).
  const shown = Number(value.toFixed(3));
  return (min !== undefined && shown < min) || (max !== undefined && shown > max);
};
const header = ['route', ...Object.values(metrics).map(({ label }) => label)];
const rows = Object.entries(summary.routes).map(([route, values]) => [
  route,
  ...Object.entries(values).map(
    ([key, value]) => `${metrics[key].show(value)}${misses(key, value) ? ' ✗' : ''}`,
  ),
]);
console.log(
  `\nLighthouse ${summary.lighthouseVersion}, mobile, simulated throttling; median of ${runs} runs`,
);
console.log(
  `(benchmarkIndex ${summary.benchmarkIndex}; ✗ = misses the target in scripts/perf/budgets.mjs)\n`,
);
printTable(header, rows);
console.log(`\nReports: ${out}`);
if (summary.failed.length) {
  console.error(`Lighthouse failed three times in a row on ${summary.failed.join(', ')}`);
  process.exitCode = 1;
}
