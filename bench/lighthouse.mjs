// `npm run lighthouse`: a benchmark, not a test. Builds the site (unless --no-build),
// serves dist on 127.0.0.1:$PORT, runs Lighthouse (mobile, simulated throttling) on
// every route --runs times (default 3) in Debian's headless Chromium, and prints the
// medians; every report plus summary.json go to lighthouse-results/ (gitignored).
// Usage: npm run lighthouse -- [--runs 5] [--no-build] [--dark] [/ /about/ ...]
// --dark: the browser prefers a dark colour scheme, so the pages show their dark theme.
import { spawnSync } from 'node:child_process';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { paths } from '../scripts/paths.mjs';
import { buildUnlessReused } from '../scripts/perf/build.mjs';
import { lighthouseTargets } from '../scripts/perf/budgets.mjs';
import { siteRoutes } from '../scripts/perf/routes.mjs';
import { serveDist } from '../scripts/perf/server.mjs';

const args = process.argv.slice(2);
const runsArg = args.indexOf('--runs');
const runs = runsArg === -1 ? 3 : Number(args[runsArg + 1]);
const chosen = args.filter((arg, i) => arg.startsWith('/') && args[i - 1] !== '--runs');
const out = join(paths.root, 'lighthouse-results');
const chrome = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-default-apps',
  '--disable-extensions',
  '--no-first-run',
  ...(args.includes('--dark') ? ['--force-dark-mode'] : []),
].join(' ');

buildUnlessReused(args);

// Every route meant for search engines: the 404 page (served with status 404) and the
// thank-you page (noindex) would count as SEO failures of the page rather than of the site.
const routes = chosen.length ? chosen : (await siteRoutes()).indexed;

const metrics = {
  performance: (lhr) => lhr.categories.performance.score * 100,
  fcp: (lhr) => lhr.audits['first-contentful-paint'].numericValue,
  lcp: (lhr) => lhr.audits['largest-contentful-paint'].numericValue,
  tbt: (lhr) => lhr.audits['total-blocking-time'].numericValue,
  cls: (lhr) => lhr.audits['cumulative-layout-shift'].numericValue,
  accessibility: (lhr) => lhr.categories.accessibility.score * 100,
  bestPractices: (lhr) => lhr.categories['best-practices'].score * 100,
  seo: (lhr) => lhr.categories.seo.score * 100,
  pageWeight: (lhr) => lhr.audits['total-byte-weight'].numericValue,
};

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

await rm(out, { recursive: true, force: true });
await mkdir(out, { recursive: true });
const server = await serveDist(Number(process.env.PORT ?? 4173));
const summary = { runs, date: new Date().toISOString(), routes: {}, failed: [] };
try {
  for (const route of routes) {
    const results = [];
    for (let run = 1; run <= runs; run += 1) {
      const name = `${route.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'home'}-${run}`;
      const report = join(out, `${name}.json`);
      // A run now and then fails to load the page or to record its trace (NO_NAVSTART), on a
      // quiet machine too: up to two more tries.
      const ok = [1, 2, 3].some(() => {
        const lighthouse = spawnSync(
          join(import.meta.dirname, 'node_modules', '.bin', 'lighthouse'),
          [`${server.origin}${route}`, '--quiet', '--output=json', `--output-path=${report}`, `--chrome-flags=${chromeFlags}`],
          { cwd: paths.root, env: { ...process.env, CHROME_PATH: chrome }, stdio: ['ignore', 'ignore', 'inherit'] },
        );
        return lighthouse.status === 0;
      });
      if (!ok) break;
      const lhr = JSON.parse(await readFile(report, 'utf8'));
      results.push(Object.fromEntries(Object.entries(metrics).map(([key, read]) => [key, read(lhr)])));
      summary.lighthouseVersion = lhr.lighthouseVersion;
      summary.benchmarkIndex = lhr.environment.benchmarkIndex;
      process.stderr.write(`  ${route} run ${run}/${runs}\n`);
    }
    // A route with a run that failed three times is reported as failed, and the others still measured.
    if (results.length < runs) {
      summary.failed.push(route);
      continue;
    }
    summary.routes[route] = Object.fromEntries(Object.keys(metrics).map((key) => [key, median(results.map((r) => r[key]))]));
  }
} finally {
  await server.stop();
}
await writeFile(join(out, 'summary.json'), `${JSON.stringify(summary, null, 2)}\n`);

const misses = (key, value) => {
  const { min, max } = lighthouseTargets[key];
  // To three decimals: CLS as Lighthouse shows it, timings to the microsecond, free of
  // floating-point noise (a TBT of 30.000000000000114 ms is 30 ms).
  const shown = Number(value.toFixed(3));
  return (min !== undefined && shown < min) || (max !== undefined && shown > max);
};
const format = {
  performance: (v) => v.toFixed(0),
  fcp: (v) => `${(v / 1000).toFixed(2)} s`,
  lcp: (v) => `${(v / 1000).toFixed(2)} s`,
  tbt: (v) => `${v.toFixed(0)} ms`,
  cls: (v) => v.toFixed(3),
  accessibility: (v) => v.toFixed(0),
  bestPractices: (v) => v.toFixed(0),
  seo: (v) => v.toFixed(0),
  pageWeight: (v) => `${(v / 1000).toFixed(1)} kB`,
};
const header = ['route', 'Perf', 'FCP', 'LCP', 'TBT', 'CLS', 'A11y', 'BP', 'SEO', 'weight'];
const rows = Object.entries(summary.routes).map(([route, values]) => [
  route,
  ...Object.entries(values).map(([key, value]) => `${format[key](value)}${misses(key, value) ? ' ✗' : ''}`),
]);
const widths = header.map((_, i) => Math.max(...[header, ...rows].map((row) => row[i].length)));
const line = (row) => row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  ');
console.log(`\nLighthouse ${summary.lighthouseVersion}, mobile, simulated throttling; median of ${runs} runs`);
console.log(`(benchmarkIndex ${summary.benchmarkIndex}; ✗ = misses the target in scripts/perf/budgets.mjs)\n`);
console.log(line(header));
for (const row of rows) console.log(line(row));
console.log(`\nReports: ${out}`);
if (summary.failed.length) {
  console.error(`Lighthouse failed three times in a row on ${summary.failed.join(', ')}`);
  process.exitCode = 1;
}
