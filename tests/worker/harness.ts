import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { Miniflare } from 'miniflare';
import { vi } from 'vitest';
import type { D1Database, Env, ExecutionContext } from '../../worker/env';

const migrations = join(import.meta.dirname, '../../migrations');

/** The migrations' statements, in order, comments removed. */
const statements = readdirSync(migrations)
  .filter((file) => file.endsWith('.sql'))
  .sort()
  .flatMap((file) =>
    readFileSync(join(migrations, file), 'utf8')
      .replace(/--.*$/gm, '')
      .split(';')
      .map((statement) => statement.trim())
      .filter(Boolean),
  );

const tables = ['enquiries', 'subscribers', 'outbox', 'rate_limits', 'vitals'];

/**
 * A real D1 (SQLite in workerd, through Miniflare) with the migrations applied. The
 * handlers are called directly with it: Request in, Response out, no server.
 */
export async function createDatabase() {
  const mf = new Miniflare({ modules: true, script: 'export default { fetch: () => new Response(null) }', d1Databases: ['DB'] });
  const db = (await mf.getD1Database('DB')) as unknown as D1Database;
  for (const statement of statements) await db.prepare(statement).run();
  return {
    db,
    clear: () => db.batch(tables.map((table) => db.prepare(`DELETE FROM ${table}`))),
    dispose: () => mf.dispose(),
  };
}

export const origin = 'https://www.vantix.example';

/** The settings a test runs with; each test may override some. */
export const testEnv = (db: D1Database, vars: Partial<Env> = {}): Env => ({
  DB: db,
  ASSETS: { fetch: async () => new Response('asset') },
  RATE_LIMIT_MAX: '5',
  RATE_LIMIT_WINDOW_SECONDS: '600',
  MIN_FILL_MS: '3000',
  NOTIFY_RETRY_BASE_SECONDS: '60',
  RETENTION_DAYS: '365',
  RATE_LIMIT_SECRET: 'test-secret-0123456789',
  ...vars,
});

/** An ExecutionContext whose background work a test can wait for. */
export function testContext() {
  const pending: Promise<unknown>[] = [];
  const ctx: ExecutionContext = { waitUntil: (promise) => void pending.push(promise) };
  return { ctx, settled: () => Promise.all(pending) };
}

type PostOptions = { headers?: Record<string, string>; client?: string };

export const postJson = (path: string, body: unknown, { headers = {}, client = '198.51.100.1' }: PostOptions = {}) =>
  new Request(`${origin}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: origin, 'CF-Connecting-IP': client, ...headers },
    body: JSON.stringify(body),
  });

export const postForm = (path: string, fields: Record<string, string>, { headers = {}, client = '198.51.100.1' }: PostOptions = {}) =>
  new Request(`${origin}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: origin, 'CF-Connecting-IP': client, ...headers },
    body: new URLSearchParams(fields).toString(),
  });

/**
 * A webhook at `url` that answers with the statuses given, in turn (the last one from
 * then on); records what it was sent. Every other request goes to the real fetch.
 */
export function stubWebhook(url: string, statuses: number[]) {
  const received: Record<string, unknown>[] = [];
  const realFetch = globalThis.fetch;
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const target = input instanceof Request ? input.url : String(input);
    if (!target.startsWith(url)) return realFetch(input, init);
    received.push(JSON.parse(String(init?.body)));
    const status = statuses[Math.min(received.length, statuses.length) - 1] ?? 200;
    return new Response('{}', { status, headers: { 'Content-Type': 'application/json' } });
  });
  return received;
}
