// `npm run bench:receiver`: a benchmark of the forms' receiver, not a test (docs/RECEIVER.md).
// Builds first unless --no-build. Sends contact messages to the local runtime, repeating some
// idempotency keys as double clicks and retries do, then prints what the database accepted, stored,
// duplicated and lost, and the latency. --messages N (300) --concurrency N (25) --repeats N (60:
// sends reusing an earlier key)
import { apiPaths } from '../src/addresses.mjs';
import { inLanes, parseBenchArgs, serveDist } from '../scripts/perf/harness.mjs';
import { queryDb } from '../scripts/runtime.mjs';

const { values } = parseBenchArgs({
  options: {
    messages: { type: 'string', default: '300' },
    concurrency: { type: 'string', default: '25' },
    repeats: { type: 'string', default: '60' },
  },
});
const total = Number(values.messages);
const concurrency = Number(values.concurrency);
const repeats = Number(values.repeats);

// The rate limit, the site-wide cap and the minimum fill time would refuse a benchmark from
// one client, which would measure them rather than the receiver: lifted for the run.
const server = await serveDist({
  vars: { RATE_LIMIT_MAX: '1000000', SITE_MESSAGES_PER_HOUR: '1000000', MIN_FILL_MS: '0' },
});

// Unique messages first in the plan, then repeats of earlier keys shuffled in among them.
const unique = total - repeats;
const keyOf = (n) => `bench-${String(n).padStart(6, '0')}-${'x'.repeat(10)}`;
const plan = Array.from({ length: unique }, (_, n) => n);
for (let r = 0; r < repeats; r += 1) {
  const original = Math.floor(Math.random() * unique);
  // Soon after the original: many repeats are in flight at the same time as it.
  const at = Math.min(
    plan.length,
    plan.indexOf(original) + 1 + Math.floor(Math.random() * concurrency),
  );
  plan.splice(at, 0, original);
}

const results = [];
async function send(n) {
  const started = performance.now();
  try {
    const response = await fetch(`${server.origin}${apiPaths.contact}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: server.origin },
      body: JSON.stringify({
        name: `Bench Visitor ${n}`,
        email: `visitor${n}@bench.example`,
        phone: '',
        budget: 'Not sure yet',
        message: `Benchmark message number ${n}: please get in touch about our network.`,
        idempotencyKey: keyOf(n),
        fillMs: 10_000,
      }),
    });
    const body = await response.json().catch(() => ({}));
    results.push({
      n,
      status: response.status,
      reference: body.reference,
      ms: performance.now() - started,
    });
  } catch (error) {
    results.push({ n, status: 0, error: String(error), ms: performance.now() - started });
  }
}

const startedAll = performance.now();
await inLanes(plan, concurrency, send);
const wallMs = performance.now() - startedAll;

const rows = queryDb(
  "SELECT idempotency_key AS key, reference FROM enquiries WHERE idempotency_key LIKE 'bench-%'",
  { persistTo: server.persistTo },
);
await server.stop();

const accepted = results.filter(({ status }) => status === 200 || status === 201);
const acceptedKeys = new Set(accepted.map(({ n }) => keyOf(n)));
const storedByKey = new Map();
for (const { key, reference } of rows)
  storedByKey.set(key, [...(storedByKey.get(key) ?? []), reference]);
const duplicated = rows.length - storedByKey.size;
const lost = [...acceptedKeys].filter((key) => !storedByKey.has(key)).length;
// Every answer for one key must carry the reference that was stored for it.
const wrongReference = accepted.filter(
  ({ n, reference }) => storedByKey.get(keyOf(n))?.[0] !== reference,
).length;
const refused = results.length - accepted.length;

const sorted = results.map(({ ms }) => ms).sort((a, b) => a - b);
const percentile = (p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

console.log(
  `Receiver benchmark: ${results.length} submissions (${unique} messages, ${repeats} repeated keys), concurrency ${concurrency}`,
);
console.log(
  `  accepted     ${accepted.length} (${accepted.filter(({ status }) => status === 201).length} new, ${accepted.filter(({ status }) => status === 200).length} answered as repeats)`,
);
console.log(
  `  refused      ${refused}${refused ? ` (statuses: ${[...new Set(results.filter((r) => !accepted.includes(r)).map(({ status }) => status))].join(', ')})` : ''}`,
);
console.log(`  stored       ${rows.length} rows for ${storedByKey.size} keys`);
console.log(`  duplicated   ${duplicated}`);
console.log(`  lost         ${lost}`);
console.log(`  reference mismatches ${wrongReference}`);
console.log(
  `  latency      p50 ${percentile(50).toFixed(0)} ms, p95 ${percentile(95).toFixed(0)} ms, max ${sorted.at(-1).toFixed(0)} ms`,
);
console.log(
  `  throughput   ${(results.length / (wallMs / 1000)).toFixed(0)} submissions/s over ${(wallMs / 1000).toFixed(1)} s`,
);
process.exit(duplicated || lost || wrongReference ? 1 : 0);
