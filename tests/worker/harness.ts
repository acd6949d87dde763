import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { Miniflare } from 'miniflare';
import { createChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';
import { afterAll, beforeAll, beforeEach, vi } from 'vitest';
import { proofCost } from '../../worker/proof';
import type {
  D1Database,
  D1PreparedStatement,
  D1Result,
  Env,
  ExecutionContext,
} from '../../worker/env';

const migrations = join(import.meta.dirname, '../../migrations');

/** A migration's statements: split at each `;`, but for those inside a trigger's BEGIN … END. */
function statementsOf(sql: string) {
  const statements: string[] = [];
  let pending = '';
  for (const part of sql.replace(/--.*$/gm, '').split(';')) {
    pending = pending ? `${pending};${part}` : part;
    if (/\bBEGIN\b/i.test(pending) && !/\bEND$/i.test(pending.trim())) continue;
    if (pending.trim()) statements.push(pending.trim());
    pending = '';
  }
  return statements;
}

/** The migrations' statements, in order, comments removed. */
const migrationStatements = readdirSync(migrations)
  .filter((file) => file.endsWith('.sql'))
  .sort()
  .flatMap((file) => statementsOf(readFileSync(join(migrations, file), 'utf8')));

const tables = [
  'enquiries',
  'subscribers',
  'outbox',
  'rate_limits',
  'vitals',
  'traffic_salts',
  'traffic_visitors',
  'traffic_daily',
  'cap_notices',
  'lead_changes',
  'erasures',
  'deletions',
];

/**
 * Runs each query in the Worker below and answers with its result as JSON. Miniflare's
 * own D1 proxy answers prepare() and bind() over a synchronous channel that, on a busy
 * machine, found a reply that was not the call's own (an assertion in its fetch-sync.ts);
 * every later call then failed. Here every call is an ordinary asynchronous request.
 */
const databaseWorker = `export default {
  async fetch(request, env) {
    const { method, statements } = await request.json();
    try {
      const prepared = statements.map(({ sql, params }) => env.DB.prepare(sql).bind(...params));
      const result = method === 'batch' ? await env.DB.batch(prepared) : await prepared[0][method]();
      return Response.json({ result });
    } catch (error) {
      return Response.json({ error: String(error?.message ?? error) });
    }
  },
};`;

type Query = (
  method: 'first' | 'all' | 'run' | 'batch',
  statements: Statement[],
) => Promise<unknown>;

/** A statement as the Worker's code sees one; it runs when one of its results is asked for. */
class Statement implements D1PreparedStatement {
  constructor(
    private readonly query: Query,
    readonly sql: string,
    readonly params: unknown[] = [],
  ) {}

  bind(...params: unknown[]) {
    // JSON would send undefined as null; D1 refuses it.
    if (params.includes(undefined))
      throw new TypeError(`D1_TYPE_ERROR: undefined bound to ${this.sql}`);
    return new Statement(this.query, this.sql, params);
  }
  first<T>() {
    return this.query('first', [this]) as Promise<T | null>;
  }
  all<T>() {
    return this.query('all', [this]) as Promise<D1Result<T>>;
  }
  run() {
    return this.query('run', [this]) as Promise<D1Result<unknown>>;
  }
}

/**
 * A real D1 (SQLite in workerd, through Miniflare) with the migrations applied. The
 * handlers are called directly with it: Request in, Response out, no server.
 */
async function createDatabase() {
  const mf = new Miniflare({ modules: true, script: databaseWorker, d1Databases: ['DB'] });
  const query: Query = async (method, statements) => {
    const body = JSON.stringify({
      method,
      statements: statements.map(({ sql, params }) => ({ sql, params })),
    });
    const response = await mf.dispatchFetch('http://database.test/', { method: 'POST', body });
    const { result, error } = (await response.json()) as { result?: unknown; error?: string };
    if (error !== undefined) throw new Error(error);
    return result;
  };
  const db: D1Database = {
    prepare: (sql) => new Statement(query, sql),
    batch: <T>(statements: D1PreparedStatement[]) =>
      query(
        'batch',
        statements.map((statement) => {
          if (!(statement instanceof Statement))
            throw new TypeError('batch() takes statements from this database only');
          return statement;
        }),
      ) as Promise<D1Result<T>[]>,
  };
  for (const sql of migrationStatements) await db.prepare(sql).run();
  return {
    db,
    clear: () => db.batch(tables.map((table) => db.prepare(`DELETE FROM ${table}`))),
    dispose: () => mf.dispose(),
  };
}

/**
 * A database for the tests around the call (a file's, or a describe block's): created before
 * them, disposed of after them and, unless `clearEach` is false, emptied before each.
 */
export function testDatabase({ clearEach = true } = {}) {
  const database = {} as Awaited<ReturnType<typeof createDatabase>>;
  beforeAll(async () => {
    Object.assign(database, await createDatabase());
  });
  afterAll(() => database.dispose());
  if (clearEach) beforeEach(() => database.clear());
  return database;
}

export const origin = 'https://www.vantix.example';

const proofSecret = 'test-proof-secret';
const hex = (bytes: Uint8Array) =>
  Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
const fromHex = (text: string) => Uint8Array.from(text.match(/../g) ?? [], (h) => parseInt(h, 16));

/**
 * A valid proof of work as the site's script sends it, made without the search: the challenge is
 * drawn for a known answer, so one derivation finds its key. Good until 2100, whatever a test's
 * clock says.
 */
export async function mintProof(secret = proofSecret): Promise<string> {
  const counter = 1_234;
  const challenge = await createChallenge({
    algorithm: 'PBKDF2/SHA-256',
    cost: proofCost,
    counter,
    deriveKey,
    expiresAt: new Date('2100-01-01'),
    hmacSignatureSecret: secret,
    hmacKeySignatureSecret: `${secret}:key`,
  });
  const password = new Uint8Array([...fromHex(challenge.parameters.nonce), 0, 0, 0, 0]);
  new DataView(password.buffer).setUint32(password.length - 4, counter);
  const { derivedKey } = await deriveKey(
    challenge.parameters,
    fromHex(challenge.parameters.salt),
    password,
  );
  return btoa(JSON.stringify({ challenge, solution: { counter, derivedKey: hex(derivedKey) } }));
}

// Each proof is good for one post in a database: the script's posts take the next of these.
const proofs = await Promise.all(Array.from({ length: 400 }, () => mintProof()));
let nextProof = 0;

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
  PROOF_SECRET: proofSecret,
  ...vars,
});

/** An ExecutionContext whose background work a test can wait for. */
export function testContext() {
  const pending: Promise<unknown>[] = [];
  const ctx: ExecutionContext = { waitUntil: (promise) => void pending.push(promise) };
  return { ctx, settled: () => Promise.all(pending) };
}

type PostOptions = { headers?: Record<string, string>; client?: string; proof?: boolean };

/** The site's script's post: with a proof of work, unless `proof: false` (a script of someone else's). */
export const postJson = (
  path: string,
  body: unknown,
  { headers = {}, client = '198.51.100.1', proof = true }: PostOptions = {},
) =>
  new Request(`${origin}${path}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Origin: origin,
      'CF-Connecting-IP': client,
      ...headers,
    },
    body: JSON.stringify(
      proof && typeof body === 'object' && body !== null && !Array.isArray(body)
        ? { proof: proofs[nextProof++ % proofs.length], ...body }
        : body,
    ),
  });

export const postForm = (
  path: string,
  fields: Record<string, string>,
  { headers = {}, client = '198.51.100.1' }: PostOptions = {},
) =>
  new Request(`${origin}${path}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded',
      Origin: origin,
      'CF-Connecting-IP': client,
      ...headers,
    },
    body: new URLSearchParams(fields).toString(),
  });

/** A stubbed answer: a status, with `{}` for its body, or a status and a body of its own. */
type StubAnswer = number | { status: number; body: string };

/**
 * A webhook at `url` that answers with the answers given, in turn (the last one from
 * then on); records what it was sent. Every other request goes to the real fetch.
 */
export function stubWebhook(url: string, answers: StubAnswer[]) {
  const received: Record<string, unknown>[] = [];
  const realFetch = globalThis.fetch;
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const target = input instanceof Request ? input.url : String(input);
    if (!target.startsWith(url)) return realFetch(input, init);
    received.push(JSON.parse(String(init?.body)));
    const answer = answers[Math.min(received.length, answers.length) - 1] ?? 200;
    const { status, body } = typeof answer === 'number' ? { status: answer, body: '{}' } : answer;
    return new Response(body, { status, headers: { 'Content-Type': 'application/json' } });
  });
  return received;
}
