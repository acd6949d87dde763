// `npm run leads`: what the forms' receiver has stored, newest first: enquiries (with
// the language the visitor wrote in, and whether the company has been notified, or that
// notifying it failed for good) or, with --subscribers, newsletter addresses (with their
// language; a pending one with its confirmation link).
//   --remote           the deployed D1 database (needs `wrangler login`); default: the local one
//   --csv              CSV on stdout, for a spreadsheet or a CRM import
//   --json             JSON on stdout
//   --persist-to DIR   another local database folder than .wrangler/state
//   --erase EMAIL      erases everything held for the address (as the inbox's Erase
//                      does: worker/erase.mjs) and says how many rows went
import { userInfo } from 'node:os';
import { parseArgs } from 'node:util';
import { addressKeyUpdates, unkeyedAddresses } from '../worker/address.mjs';
import { erasure, inlined } from '../worker/erase.mjs';
import { countLine, leadsQueries, terminalRow, toCsv } from './leadsFormat.mjs';
import { queryDb } from './runtime.mjs';

const { values: options } = parseArgs({
  options: {
    remote: { type: 'boolean', default: false },
    csv: { type: 'boolean', default: false },
    json: { type: 'boolean', default: false },
    subscribers: { type: 'boolean', default: false },
    'persist-to': { type: 'string' },
    erase: { type: 'string' },
  },
});
const where = { remote: options.remote, persistTo: options['persist-to'] };

if (options.erase !== undefined) {
  if (!options.erase.trim()) throw new Error('--erase needs the e-mail address to erase.');
  // Rows stored before addresses were normalised get their key first, as the inbox's Erase does.
  const unkeyed = queryDb(unkeyedAddresses(Number.MAX_SAFE_INTEGER), { ...where, writes: true });
  if (unkeyed.length)
    queryDb(addressKeyUpdates(unkeyed).map(inlined).join(';\n'), { ...where, writes: true });
  // The audit line names who ran it: the terminal's user, as the inbox names the signed-in person.
  const statements = erasure(options.erase, Date.now(), `terminal: ${userInfo().username}`);
  const [counts] = queryDb(statements.map(inlined).join(';\n'), { ...where, writes: true });
  console.log(
    options.json
      ? JSON.stringify({ erased: counts }, null, 2)
      : `Erased for that address: enquiries ${counts?.enquiries ?? 0}, subscriptions ${counts?.subscribers ?? 0}, queued notices ${counts?.notices ?? 0}.`,
  );
  process.exit(0);
}

const kind = options.subscribers ? 'subscribers' : 'enquiries';
const rows = queryDb(leadsQueries[kind], where);

if (options.json) {
  console.log(JSON.stringify(rows, null, 2));
} else if (options.csv) {
  console.log(toCsv(rows));
} else if (rows.length === 0) {
  console.log(`No ${kind} stored ${options.remote ? 'in the deployed database' : 'locally'} yet.`);
} else {
  for (const row of rows) {
    console.log(terminalRow(row));
    console.log('');
  }
  console.log(countLine(kind, rows.length));
}
