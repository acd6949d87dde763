// What the benchmarks, `npm run size` and the screenshots share: a fresh build, the local
// runtime on a loopback port with a throwaway database, the site's routes, Debian's
// Chromium, and the median and the table they print.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { chromiumFlags, chromiumPath, paths } from '../paths.mjs';
import { languageServers } from '../prerender.mjs';
import { startRuntime } from '../runtime.mjs';

/**
 * The command's arguments (node:util parseArgs `config`) and --no-build: benchmarks measure a fresh
 * build unless asked to reuse dist/ with it; exits on a failed build.
 */
export function parseBenchArgs({ options, ...config }) {
  const parsed = parseArgs({ ...config, options: { ...options, 'no-build': { type: 'boolean' } } });
  if (parsed.values['no-build']) return parsed;
  if (spawnSync('node', ['scripts/build.mjs'], { stdio: 'inherit', cwd: paths.root }).status !== 0)
    process.exit(1);
  return parsed;
}

/**
 * Serves dist on 127.0.0.1:$PORT (default 4173); resolves once it answers, with its origin,
 * scheduled() and stop(). `seed(persistTo)` fills the throwaway database first, before the
 * runtime holds it.
 */
export async function serveDist({ vars, seed } = {}) {
  const persistTo = mkdtempSync(join(tmpdir(), 'vantix-bench-'));
  await seed?.(persistTo);
  const runtime = await startRuntime({
    port: Number(process.env.PORT ?? 4173),
    persistTo,
    vars,
  });
  return {
    origin: runtime.origin,
    scheduled: runtime.scheduled,
    persistTo,
    async stop() {
      await runtime.stop();
      rmSync(persistTo, { recursive: true, force: true });
    },
  };
}

/**
 * The local D1's size as D1 counts it: its pages times the page size, what is still in the
 * write-ahead log included. Not the files' bytes: the local runtime never shrinks the log, which
 * held 730 MB for a few MB of data after 100,000 page views. node:sqlite needs Node 22.13.
 */
export async function databaseBytes(folder) {
  const { DatabaseSync } = await import('node:sqlite');
  let total = 0;
  for (const entry of readdirSync(folder, { withFileTypes: true, recursive: true })) {
    const parent = entry.parentPath ?? entry.path;
    if (
      !entry.isFile() ||
      !parent.includes('D1Database') ||
      !/^[0-9a-f]+\.sqlite$/.test(entry.name)
    )
      continue;
    const db = new DatabaseSync(join(parent, entry.name));
    const pragma = (name) => Object.values(db.prepare(`PRAGMA ${name}`).get())[0];
    total += pragma('page_count') * pragma('page_size');
    db.close();
  }
  return total;
}

/**
 * Every page in every language, from the built dist-ssr: { routes: ['/', …, '/es', …], indexed:
 * the routes without noindex, notFound: each language's 404 page, ['/404', '/es/404'] }.
 */
export async function siteRoutes() {
  const servers = (await languageServers()).map(({ server }) => server);
  const pathsOf = (filter) =>
    servers.flatMap((server) =>
      server.routes.filter(filter).map(({ path }) => server.localePath(path)),
    );
  return {
    routes: pathsOf(() => true),
    indexed: pathsOf(({ noindex }) => !noindex),
    notFound: servers.map((server) => server.localePath(server.notFoundRoute.path)),
  };
}

/** Runs `work` on every item, `lanes` at a time; the results keep the items' order. */
export async function inLanes(items, lanes, work) {
  const results = [];
  let next = 0;
  const lane = async () => {
    for (let index = next++; index < items.length; index = next++)
      results[index] = await work(items[index]);
  };
  await Promise.all(Array.from({ length: lanes }, lane));
  return results;
}

export const launchChromium = (moreFlags = [], executablePath = chromiumPath) =>
  chromium.launch({ executablePath, args: [...chromiumFlags, ...moreFlags] });

/** Serves dist (serveDist) and launches Chromium (or `executablePath`) with `flags`, gives `work` the browser and origin, then stops both. */
export async function inChromium({ vars, flags, executablePath } = {}, work) {
  const server = await serveDist({ vars });
  const browser = await launchChromium(flags, executablePath);
  try {
    return await work(browser, server.origin);
  } finally {
    await browser.close();
    await server.stop();
  }
}

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** Prints the rows under the header in columns, the first left-aligned, the others right-aligned. */
export function printTable(header, rows) {
  const widths = header.map((_, i) => Math.max(...[header, ...rows].map((row) => row[i].length)));
  for (const row of [header, ...rows])
    console.log(
      row
        .map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i])))
        .join('  '),
    );
}
