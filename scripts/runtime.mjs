// The local runtime: the Worker and dist/ under `wrangler dev` (workerd, as in production) with a
// local D1 database, migrated first. Nothing leaves the machine: no account, telemetry, update
// check or Request.cf download. `npm run serve` serves on PORT (default 4173); by env: PERSIST_TO
// (database folder, default .wrangler/state; PERSIST_FRESH=1 empties it), OUT_DIR (another build
// folder than dist), RUNTIME_VARS ("NAME=value,…": receiver settings for test runs). Types:
// runtime.d.mts.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { cpSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { pathToFileURL } from 'node:url';
import { paths } from './paths.mjs';

// Beside its package.json: wrangler's `exports` no longer lists its bin.
const wranglerBin = join(
  dirname(createRequire(import.meta.url).resolve('wrangler/package.json')),
  'bin/wrangler.js',
);

/** The environment every wrangler command runs with: offline and silent. */
const offlineEnv = {
  WRANGLER_SEND_METRICS: 'false',
  WRANGLER_HIDE_BANNER: 'true',
  CLOUDFLARE_CF_FETCH_ENABLED: 'false',
  // Not a terminal: no interactive key bindings.
  CI: process.env.CI ?? '1',
};

/** Runs `wrangler …args` to completion and gives its output. */
function wrangler(args) {
  const result = spawnSync(process.execPath, [wranglerBin, ...args], {
    cwd: paths.root,
    env: { ...process.env, ...offlineEnv },
    encoding: 'utf8',
  });
  if (result.status !== 0)
    throw new Error(`wrangler ${args.join(' ')} failed:\n${result.stdout}${result.stderr}`);
  return result.stdout;
}

const persistArgs = (persistTo) => (persistTo ? ['--persist-to', persistTo] : []);

/**
 * A wrangler command on the local database, tried up to 6 times (pauses doubling from 200 ms) while
 * a running `npm start` holds the same SQLite file (SQLITE_BUSY).
 */
function wranglerOnLocalDb(args) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return wrangler(args);
    } catch (error) {
      if (attempt >= 6 || !/SQLITE_BUSY|database is locked/.test(String(error))) throw error;
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 200 * 2 ** (attempt - 1));
    }
  }
}

/** The database folders this process has migrated: the migrations cannot change while it runs. */
const migrated = new Set();

/** Brings the local database up to the latest migration, once per process and folder. */
function migrateLocal(persistTo) {
  const folder = persistTo ?? '';
  if (migrated.has(folder)) return;
  wranglerOnLocalDb(['d1', 'migrations', 'apply', 'DB', '--local', ...persistArgs(persistTo)]);
  migrated.add(folder);
}

/**
 * Fills the empty folder `to` with a copy of the local database in `from`, migrated first (once per
 * process): many fresh databases then cost one migration, a wrangler run of seconds, between them.
 */
export function copyMigratedDb(from, to) {
  migrateLocal(from);
  cpSync(from, to, { recursive: true });
  migrated.add(to);
}

/** What wrangler says when a query names a table or column the local database has not been migrated to yet. */
const schemaBehind = /no such (table|column)/;

/**
 * The rows of one SQL query on the receiver's database: the local one, or with `remote` the
 * deployed one. Locally, a read runs at once and migrates only when the schema is behind it (each
 * wrangler run takes about 2 s, so `npm run leads` takes half the time); `writes` migrates first,
 * so that statements are never applied in part and then again.
 */
export function queryDb(sql, { remote = false, persistTo, writes = false } = {}) {
  const command = ['d1', 'execute', 'DB', '--json', '--command', sql.replace(/\s+/g, ' ')];
  if (remote) return JSON.parse(wrangler([...command, '--remote']))[0]?.results ?? [];
  const local = () =>
    JSON.parse(wranglerOnLocalDb([...command, '--local', ...persistArgs(persistTo)]))[0]?.results ??
    [];
  if (!writes) {
    try {
      return local();
    } catch (error) {
      if (!schemaBehind.test(String(error))) throw error;
    }
  }
  migrateLocal(persistTo);
  return local();
}

/** Runs the SQL file on the local database, migrated first (bulk data for a benchmark). */
export function executeSqlFile(file, { persistTo } = {}) {
  migrateLocal(persistTo);
  wranglerOnLocalDb([
    'd1',
    'execute',
    'DB',
    '--local',
    '--yes',
    '--file',
    file,
    ...persistArgs(persistTo),
  ]);
}

const answers = (url) =>
  fetch(url).then(
    () => true,
    () => false,
  );

/**
 * What the local runtime tells the Worker about itself, unless the caller's vars say otherwise:
 * the keys of its own for the run of the rate limit (a deployment sets RATE_LIMIT_SECRET, or its
 * forms refuse posts) and of the proof of work (worker/proof.ts), and that the inbox opens here
 * without sign-in while Access is not configured (docs/INBOX-SETUP.md). Nothing else marks a
 * request as local: a Host or an address can be forged.
 */
const localVars = () => ({
  RATE_LIMIT_SECRET: randomBytes(32).toString('hex'),
  PROOF_SECRET: randomBytes(32).toString('hex'),
  INBOX_OPEN_LOCALLY: '1',
});

/**
 * Applies the migrations, starts `wrangler dev` on 127.0.0.1 and resolves once it answers, with
 * its origin, `scheduled()` (runs the cron handler once, as the deployed cron trigger would) and
 * `stop()`.
 */
export async function startRuntime({ port, persistTo, assets, vars = {}, stdio = 'ignore' }) {
  const origin = `http://127.0.0.1:${port}`;
  // Another server on the port would answer in this one's place: refuse instead.
  if (await answers(`${origin}/`))
    throw new Error(`Something already answers on ${origin}; stop it or choose another PORT.`);
  migrateLocal(persistTo);
  const args = [
    wranglerBin,
    'dev',
    '--port',
    String(port),
    // Any free port for the debugger: runtimes started at once all took wrangler's 9229, and all
    // but one exited.
    '--inspector-port',
    '0',
    '--ip',
    '127.0.0.1',
    '--log-level',
    stdio === 'inherit' ? 'info' : 'warn',
    '--show-interactive-dev-session=false',
    ...persistArgs(persistTo),
    ...(assets ? ['--assets', assets] : []),
    ...Object.entries({ ...localVars(), ...vars }).flatMap(([name, value]) => [
      '--var',
      `${name}:${value}`,
    ]),
  ];
  const child = spawn(process.execPath, args, {
    cwd: paths.root,
    env: { ...process.env, ...offlineEnv },
    stdio,
  });
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    await once(child, 'exit');
  };
  const until = Date.now() + 60_000;
  while (!(await answers(`${origin}/`))) {
    if (child.exitCode !== null) throw new Error(`wrangler dev exited (${child.exitCode})`);
    // A server that never answered must not keep the port.
    if (Date.now() > until) {
      await stop();
      throw new Error(`wrangler dev did not answer on ${origin}/ within 60 s`);
    }
    await sleep(100);
  }
  const scheduled = async () => {
    // Wrangler's local endpoint for the cron handler, answered before the assets and the Worker.
    const response = await fetch(`${origin}/cdn-cgi/local/scheduled`);
    if (!response.ok) throw new Error(`The scheduled run failed: ${response.status}`);
  };
  return { origin, scheduled, stop };
}

/** `--var` settings from env RUNTIME_VARS ("NAME=value,NAME=value"), for test and benchmark runs. */
const varsFromEnv = () =>
  Object.fromEntries(
    (process.env.RUNTIME_VARS ?? '')
      .split(',')
      .filter(Boolean)
      .map((pair) => pair.split(/=(.*)/s, 2)),
  );

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const port = Number(process.env.PORT ?? 4173);
  if (process.env.PERSIST_TO && process.env.PERSIST_FRESH === '1')
    rmSync(process.env.PERSIST_TO, { recursive: true, force: true });
  const assets = process.env.OUT_DIR ? relative(paths.root, paths.dist) : undefined;
  const runtime = await startRuntime({
    port,
    persistTo: process.env.PERSIST_TO,
    assets,
    vars: varsFromEnv(),
    stdio: 'inherit',
  });
  console.log(`Serving the site and its receiver on http://localhost:${port}`);
  const stop = () => runtime.stop().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}
