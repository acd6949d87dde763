// `npm run bench:desk`: a benchmark of the inbox at scale, not a test (docs/PERFORMANCE.md).
// Builds first unless --no-build. Fills a throwaway local D1 with leads in bulk (SQL that makes
// them, run by `wrangler d1 execute --file`; the search index's triggers fire as for any insert),
// messages of a usual length and some of the longest the form takes, then asks the inbox's API on
// the local runtime (open without sign-in there) for its first list, a search by e-mail and a
// search by a word of a message: the median time of 5 and the size of each answer.
// --leads N (100000) --runs N (5)
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inboxApiPrefix } from '../src/addresses.mjs';
import { contactForm } from '../src/forms/contract.mjs';
import { median, parseBenchArgs, printTable, serveDist } from '../scripts/perf/harness.mjs';
import { executeSqlFile } from '../scripts/runtime.mjs';

const { values } = parseBenchArgs({
  options: {
    leads: { type: 'string', default: '100000' },
    runs: { type: 'string', default: '5' },
  },
});
const leads = Number(values.leads);
const runs = Number(values.runs);
const targetMs = 300;
const targetBytes = 1_000_000;
/** One lead in this many has a message of the longest length the form takes. */
const longEvery = 20;
/** Rows per INSERT: one statement for all of them ran past what the local D1 allows one. */
const rowsPerStatement = 10_000;
const maxMessage = contactForm.fields.message.length.max;

// What people ask an IT services company; each message strings three of them together.
const sentences = [
  'Our office network drops every afternoon and the video calls freeze for everyone.',
  'We are moving to a new building in March and need the cabling and the Wi-Fi planned.',
  'Could you quote for managed backups of twelve laptops and one file server?',
  'Our accountant asks for two-factor sign-in on every mailbox before the audit.',
  'The printers in the warehouse stopped scanning to e-mail after the last update.',
  'We would like someone to look after our computers each month, on site if needed.',
  'A supplier sent an invoice that turned out to be phishing; what should we check now?',
  'Our website is slow on phones and we are not sure whether the hosting is to blame.',
  'We need six new laptops set up with our software before the new staff start.',
  'The shop till and the card reader lose their connection a few times a day.',
  'Can you move our e-mail from the old provider without losing the archive?',
  'We have a server under the stairs that nobody has updated in three years.',
  'Please call me back about a support contract for our two dental practices.',
  'Our remote staff cannot reach the shared drive since we changed the router.',
  'We are a charity with a small budget and need advice on licences and security.',
  'The phones ring on the old system and we would like them moved to the internet.',
];
const firstNames = ['Anna', 'Jorge', 'Mei', 'Oliver', 'Lucía', 'Tomás', 'Grace', 'Noah'];
const lastNames = ['Berg', 'Íñiguez', 'Okafor', 'Novak', 'Schmidt', 'García', 'Lee', 'Kowalski'];
const domains = ['example.com', 'mail.example', 'studio.example', 'clinic.example'];
const sources = ['direct', 'google', 'newsletter', 'linkedin', 'partner.example'];

const quote = (text) => `'${text.replaceAll("'", "''")}'`;
const table = (name, list) =>
  `${name}(k, t) AS (VALUES ${list.map((text, k) => `(${k}, ${quote(text)})`).join(', ')})`;
/** The row of table `name` (of `size` rows) at `index` modulo its size. */
const pick = (name, size, index) => `(SELECT t FROM ${name} WHERE k = (${index}) % ${size})`;

/**
 * One INSERT of the leads numbered from `first` to `last`: newest first, a lead about every five
 * minutes back over the past year, one in ten spam, names with accents, each address its own.
 */
function insertLeads(first, last, now) {
  const sentence = (index) => pick('sentence', sentences.length, index);
  const first3 = `${sentence('i')} || ' ' || ${sentence('i / 16')} || ' ' || ${sentence('i / 256 + 7')}`;
  const name = `${pick('first', firstNames.length, 'i')} || ' ' || ${pick('last', lastNames.length, 'i / 8')}`;
  const email = `lower(${pick('first', firstNames.length, 'i')}) || '.' || i || '@' || ${pick('domain', domains.length, 'i')}`;
  const message = `CASE WHEN i % ${longEvery} = 0
      THEN substr(replace(hex(zeroblob(${Math.ceil(maxMessage / 40)})), '00', ${first3} || ' '), 1, ${maxMessage})
      ELSE ${first3} || ' Ask for ' || ${pick('first', firstNames.length, 'i')} || ', ticket ' || i || '.' END`;
  return `WITH RECURSIVE n(i) AS (SELECT ${first} UNION ALL SELECT i + 1 FROM n WHERE i < ${last}),
  ${table('sentence', sentences)}, ${table('first', firstNames)}, ${table('last', lastNames)},
  ${table('domain', domains)}, ${table('source', sources)},
  lead AS (SELECT i, ${name} AS name, ${email} AS email, ${message} AS message FROM n)
INSERT INTO enquiries (reference, idempotency_key, name, email, email_key, phone, budget, message,
  received_at, locale, status, spam_reason, source, lane, bytes)
SELECT printf('VX-%08d', i), printf('desk-bench-%010d', i), name, email, email, '+34 600 ' || i,
  'Not sure yet', message, ${now} - i * 300000, CASE WHEN i % 3 = 0 THEN 'es' ELSE 'en' END,
  CASE WHEN i % 10 = 9 THEN 'spam' WHEN i % 10 < 6 THEN 'new' ELSE 'replied' END,
  CASE WHEN i % 10 = 9 THEN 'repeated text' END, ${pick('source', sources.length, 'i')},
  CASE WHEN i % 10 = 9 THEN 'plain' ELSE 'proof' END, length(CAST(name || email || message AS BLOB))
FROM lead;`;
}

function fillLeads(persistTo) {
  const folder = mkdtempSync(join(tmpdir(), 'vantix-desk-'));
  const file = join(folder, 'leads.sql');
  const now = Date.now();
  const statements = [];
  for (let first = 1; first <= leads; first += rowsPerStatement)
    statements.push(insertLeads(first, Math.min(leads, first + rowsPerStatement - 1), now));
  writeFileSync(file, statements.join('\n'));
  const started = performance.now();
  executeSqlFile(file, { persistTo });
  rmSync(folder, { recursive: true, force: true });
  return (performance.now() - started) / 1000;
}

let fillSeconds = 0;
const server = await serveDist({
  seed: (persistTo) => {
    fillSeconds = fillLeads(persistTo);
  },
});

// The lead in the middle of the year: its address, and a word of one sentence, which about
// three leads in sixteen hold.
const middle = Math.floor(leads / 2);
const middleEmail = `${firstNames[middle % firstNames.length].toLowerCase()}.${middle}@${domains[middle % domains.length]}`;
const asks = [
  ['first list', ''],
  ['search by e-mail', `?q=${encodeURIComponent(middleEmail)}`],
  ['search by a word', '?q=warehouse'],
];

async function timed(query) {
  const started = performance.now();
  const response = await fetch(`${server.origin}${inboxApiPrefix}/leads${query}`);
  const body = await response.arrayBuffer();
  const ms = performance.now() - started;
  if (!response.ok) throw new Error(`${query || 'the list'} answered ${response.status}`);
  const { leads: listed, total } = JSON.parse(new TextDecoder().decode(body));
  return { ms, bytes: body.byteLength, listed: listed.length, total };
}

const rows = [];
let allWell = true;
try {
  for (const [what, query] of asks) {
    await timed(query); // The first ask warms the isolate and the database's pages.
    const results = [];
    for (let run = 0; run < runs; run += 1) results.push(await timed(query));
    const ms = median(results.map((result) => result.ms));
    const { bytes, listed, total } = results[0];
    const well = ms <= targetMs && bytes <= targetBytes;
    allWell &&= well;
    rows.push([
      what,
      `${ms.toFixed(0)} ms`,
      `${(bytes / 1000).toFixed(1)} kB`,
      `${listed} of ${total}`,
      well ? '✓' : '✗',
    ]);
  }
} finally {
  await server.stop();
}

console.log(
  `Desk benchmark: ${leads} leads (one in ${longEvery} of ${maxMessage} characters), filled in ${fillSeconds.toFixed(0)} s; median of ${runs}, targets ${targetMs} ms and ${targetBytes / 1e6} MB`,
);
printTable(['ask', 'time', 'answer', 'leads', ''], rows);
process.exit(allWell ? 0 : 1);
