// `npm run size`: builds the site (or, with --no-build, reads the existing dist) and prints
// per route the bytes of its first load: JavaScript, CSS, fonts, images and the HTML,
// raw and as transferred. Exits 1 when a route is over a budget (scripts/perf/budgets.mjs)
// or links a file that is not in dist. --verbose lists the files; --json prints JSON.
import { spawnSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { paths } from './paths.mjs';
import { budgets } from './perf/budgets.mjs';
import { firstLoad } from './perf/firstLoad.mjs';
import { prerenderedPages } from './perf/pages.mjs';

const args = new Set(process.argv.slice(2));

if (!args.has('--no-build')) {
  const build = spawnSync('node', ['scripts/build.mjs'], { stdio: 'inherit', cwd: paths.root });
  if (build.status !== 0) process.exit(1);
}

const kinds = ['js', 'css', 'font', 'image', 'document'];
const report = [];
// Written by the prerender step: the chunks each page's boot script fetches once the page has loaded.
const scriptsAfterLoad = JSON.parse(await readFile(join(paths.ssr, 'scripts-after-load.json'), 'utf8'));
for (const { file, path: page } of await prerenderedPages(paths.dist)) {
  const { files, missing, uncovered } = await firstLoad(paths.dist, join(paths.dist, file), page, scriptsAfterLoad[file]);
  const bootJs = files.filter(({ kind, afterLoad }) => kind === 'js' && !afterLoad).reduce((sum, { transfer }) => sum + transfer, 0);
  const totals = Object.fromEntries(kinds.map((kind) => [kind, { count: 0, raw: 0, transfer: 0 }]));
  for (const { kind, raw, transfer } of files) {
    totals[kind].count += 1;
    totals[kind].raw += raw;
    totals[kind].transfer += transfer;
  }
  const weight = files.reduce((sum, { transfer }) => sum + transfer, 0);
  const over = [
    totals.js.transfer > budgets.js && `JS ${kb(totals.js.transfer)} > ${kb(budgets.js)} kB`,
    bootJs > budgets.bootJs && `boot JS ${kb(bootJs)} > ${kb(budgets.bootJs)} kB`,
    totals.css.transfer > budgets.css && `CSS ${kb(totals.css.transfer)} > ${kb(budgets.css)} kB`,
    weight > budgets.pageWeight && `page weight ${kb(weight)} > ${kb(budgets.pageWeight)} kB`,
    ...missing.map((path) => `links ${path}, which is not in dist`),
    uncovered.length && `text uses ${uncovered.join(' ')}, outside the web font's characters (scripts/fonts/config.mjs)`,
  ].filter(Boolean);
  report.push({ page, totals, bootJs, weight, over, files });
}

function kb(bytes) {
  return (bytes / 1000).toFixed(1);
}

if (args.has('--json')) {
  console.log(JSON.stringify({ budgets, routes: report }, null, 2));
} else {
  const header = ['route', 'JS raw', 'JS gz', 'boot JS gz', 'CSS raw', 'CSS gz', 'fonts', 'images', 'HTML gz', 'total', ''];
  const rows = report.map(({ page, totals, bootJs, weight, over }) => [
    page,
    kb(totals.js.raw),
    kb(totals.js.transfer),
    kb(bootJs),
    kb(totals.css.raw),
    kb(totals.css.transfer),
    `${kb(totals.font.transfer)} (${totals.font.count})`,
    `${kb(totals.image.transfer)} (${totals.image.count})`,
    kb(totals.document.transfer),
    kb(weight),
    over.length ? 'OVER' : 'ok',
  ]);
  const widths = header.map((_, i) => Math.max(...[header, ...rows].map((row) => row[i].length)));
  const line = (row) => row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  ');
  console.log(`First load per route, kB (1000 bytes); gz = gzip as served; fonts and images as served (count).`);
  console.log(`Budgets: JS ≤ ${kb(budgets.js)} kB gz (boot JS, before the page has loaded, ≤ ${kb(budgets.bootJs)}), CSS ≤ ${kb(budgets.css)} kB gz, total ≤ ${kb(budgets.pageWeight)} kB.\n`);
  console.log(line(header));
  for (const row of rows) console.log(line(row));
  for (const { page, files } of args.has('--verbose') ? report : []) {
    console.log(`\n${page}`);
    for (const { kind, path, raw, transfer, afterLoad } of files) {
      console.log(`  ${kind.padEnd(8)} ${kb(raw).padStart(7)} ${kb(transfer).padStart(7)}  ${path}${afterLoad ? '  (after load)' : ''}`);
    }
  }
  for (const { page, over } of report) for (const problem of over) console.error(`✗ ${page}: ${problem}`);
}

process.exit(report.some(({ over }) => over.length) ? 1 : 0);
