// `npm run bench:flood`: a benchmark of the receiver under a flood, not a test (docs/RECEIVER.md).
// Builds first unless --no-build. Against the local runtime with a fresh database and the real
// limits, a webhook and an e-mail API of its own on loopback: scripted posts from many clients (by
// `CF-Connecting-IP`), some at a time, then people sending the contact form in Chromium with the
// site's script. Prints what was stored and refused, whether each person was confirmed, stored
// and notified exactly once (chat and e-mail), and how much the database grew.
// --posts N (1000) --clients N (200) --concurrency N (10) --people N (5)
import { createServer } from 'node:http';
import { apiPaths } from '../src/addresses.mjs';
import { headlessShellPath } from '../scripts/paths.mjs';
import {
  databaseBytes,
  inLanes,
  launchChromium,
  parseBenchArgs,
  serveDist,
} from '../scripts/perf/harness.mjs';
import { queryDb } from '../scripts/runtime.mjs';

const { values } = parseBenchArgs({
  options: {
    posts: { type: 'string', default: '1000' },
    clients: { type: 'string', default: '200' },
    concurrency: { type: 'string', default: '10' },
    people: { type: 'string', default: '5' },
  },
});
const posts = Number(values.posts);
const clients = Number(values.clients);
const concurrency = Number(values.concurrency);
const people = Number(values.people);
const companyAddress = 'leads@company.example';

/** The company's webhook and e-mail API on 127.0.0.1: records every POST, answers 200. */
async function startNotifierFake() {
  const received = { hook: [], email: [] };
  const server = createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      const parsed = JSON.parse(body || '{}');
      (request.url === '/hook' ? received.hook : received.email).push(parsed);
      response.writeHead(200, { 'Content-Type': 'application/json' });
      response.end('{"ok":true}');
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${server.address().port}`;
  return { origin, received, close: () => new Promise((resolve) => server.close(resolve)) };
}

const fake = await startNotifierFake();
const server = await serveDist({
  vars: {
    NOTIFY_WEBHOOK_URL: `${fake.origin}/hook`,
    EMAIL_API_URL: `${fake.origin}/emails`,
    EMAIL_API_KEY: 'bench-key',
    NOTIFY_EMAIL_FROM: 'site@company.example',
    NOTIFY_EMAIL_TO: companyAddress,
    RATE_LIMIT_SECRET: 'bench-rate-limit-secret',
  },
});
const bytesBefore = await databaseBytes(server.persistTo);

// A script that read the page's script: the trap left empty, a fill time that passes, a key of
// its own; the same offer with a number changed, from addresses it rotates through.
const clientAddress = (n) => `192.0.2.${n % clients}`;
const scripted = async (n) => {
  try {
    const response = await fetch(`${server.origin}${apiPaths.contact}`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Origin: server.origin,
        'CF-Connecting-IP': clientAddress(n),
      },
      body: JSON.stringify({
        name: `Visitor ${n}`,
        email: `seo${n}@offers.example`,
        phone: '',
        budget: 'Not sure yet',
        message: `Boost your ranking today! Offer ${n}: 500 backlinks for your site, reply now.`,
        website: '',
        locale: 'en',
        idempotencyKey: `flood-${String(n).padStart(6, '0')}-${'x'.repeat(10)}`,
        fillMs: 9000,
      }),
    });
    return response.status;
  } catch {
    return 0;
  }
};

const floodStarted = performance.now();
const statuses = await inLanes(
  Array.from({ length: posts }, (_, n) => n),
  concurrency,
  scripted,
);
const floodSeconds = (performance.now() - floodStarted) / 1000;
const byStatus = {};
for (const status of statuses) byStatus[status] = (byStatus[status] ?? 0) + 1;

// People, each on their own connection and with words of their own, typing as a person types.
const needs = [
  'Our office network drops every afternoon; can you have a look this week?',
  'We are moving to a new building in March and need the cabling planned.',
  'Could you quote for managed backups of twelve laptops and one server?',
  'Our accountant asks for two-factor sign-in on e-mail. Can you set it up?',
  'The printers in the warehouse stopped scanning to e-mail after an update.',
];
const browser = await launchChromium([], headlessShellPath);
const sent = [];
for (let person = 0; person < people; person += 1) {
  const context = await browser.newContext({
    extraHTTPHeaders: { 'CF-Connecting-IP': `198.51.100.${person + 1}` },
  });
  const page = await context.newPage();
  await page.goto(`${server.origin}/contact`);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  const form = page.getByRole('form', { name: 'Send us a message' });
  const email = `person${person + 1}@client.example`;
  await form.getByLabel('Your name').pressSequentially(`Person ${person + 1}`, { delay: 40 });
  await form.getByLabel('E-mail address').pressSequentially(email, { delay: 40 });
  await form
    .getByLabel('Your message')
    .pressSequentially(needs[person % needs.length], { delay: 30 });
  await form.getByRole('button', { name: 'Send message' }).click();
  const clicked = performance.now();
  // The answer: the reference, or a refusal; "Sending your message…" is not one yet.
  const answer = form
    .getByRole('status')
    .filter({ hasText: /VX-[0-9A-Z]{8}/ })
    .or(form.getByRole('alert').filter({ hasText: /\S/ }));
  await answer.waitFor({ timeout: 30_000 }).catch(() => {});
  const seconds = (performance.now() - clicked) / 1000;
  const shown = (await page.getByRole('status').allTextContents()).join(' ');
  const alert = (await page.getByRole('alert').allTextContents()).join(' ');
  const reference = shown.match(/VX-[0-9A-Z]{8}/)?.[0];
  sent.push({
    email,
    reference,
    seconds,
    said: reference ? '' : (alert || shown).trim().slice(0, 160),
  });
  await context.close();
}
await browser.close();

// Give the immediate attempts their time, then one scheduled run, as the cron's next would.
await new Promise((resolve) => setTimeout(resolve, 3000));
await server.scheduled();

const rows = queryDb(
  `SELECT status, count(*) AS count, sum(length(message) + length(name) + length(email)) AS chars
   FROM enquiries GROUP BY status`,
  { persistTo: server.persistTo },
);
const stored = queryDb(
  `SELECT reference, status FROM enquiries WHERE email LIKE '%@client.example'`,
  {
    persistTo: server.persistTo,
  },
);
const bytesAfter = await databaseBytes(server.persistTo);
await server.stop();
await fake.close();

const count = (list, reference) =>
  list.filter((item) => JSON.stringify(item).includes(reference)).length;
const companyEmails = fake.received.email.filter(({ to }) => to?.includes(companyAddress));
const acknowledgements = fake.received.email.length - companyEmails.length;

console.log(
  `Flood benchmark: ${posts} scripted posts from ${clients} clients, ${concurrency} at a time, then ${people} people in Chromium`,
);
console.log(`  flood        ${floodSeconds.toFixed(1)} s`);
console.log(
  `  answers      ${Object.entries(byStatus)
    .map(([status, n]) => `${status}: ${n}`)
    .join(', ')}`,
);
for (const { status, count: rowCount, chars } of rows)
  console.log(`  stored       ${rowCount} as ${status} (${chars} characters)`);
console.log(
  `  notices      webhook ${fake.received.hook.length}, company e-mails ${companyEmails.length}, acknowledgements ${acknowledgements}`,
);
let allWell = true;
for (const { email, reference, seconds, said } of sent) {
  const row = stored.find((lead) => lead.reference === reference);
  const chat = reference ? count(fake.received.hook, reference) : 0;
  const mail = reference ? count(companyEmails, reference) : 0;
  const well = Boolean(reference) && row?.status === 'new' && chat === 1 && mail === 1;
  allWell &&= well;
  console.log(
    `  ${email.padEnd(26)} ${reference ? `confirmed ${reference}` : `not confirmed: “${said}”`} after ${seconds.toFixed(1)} s, stored ${row ? row.status : 'no'}, chat ${chat}, e-mail ${mail}`,
  );
}
console.log(
  `  database     ${(bytesBefore / 1024).toFixed(0)} kB → ${(bytesAfter / 1024).toFixed(0)} kB (+${((bytesAfter - bytesBefore) / 1024).toFixed(0)} kB)`,
);
process.exit(allWell ? 0 : 1);
