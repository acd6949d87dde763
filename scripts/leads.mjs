// `npm run leads`: what the forms' receiver has stored, newest first: enquiries (with
// whether the company has been notified) or, with --subscribers, newsletter addresses.
//   --remote           the deployed D1 database (needs `wrangler login`); default: the local one
//   --csv              CSV on stdout, for a spreadsheet or a CRM import
//   --json             JSON on stdout
//   --persist-to DIR   another local database folder than .wrangler/state
import { parseArgs } from 'node:util';
import { queryDb } from './runtime.mjs';

const { values: options } = parseArgs({
  options: {
    remote: { type: 'boolean', default: false },
    csv: { type: 'boolean', default: false },
    json: { type: 'boolean', default: false },
    subscribers: { type: 'boolean', default: false },
    'persist-to': { type: 'string' },
  },
});

const queries = {
  enquiries: `SELECT e.reference, strftime('%Y-%m-%dT%H:%M:%SZ', e.received_at / 1000, 'unixepoch') AS received,
      e.name, e.email, e.phone, e.budget, e.message,
      CASE
        WHEN NOT EXISTS (SELECT 1 FROM outbox o WHERE o.kind = 'enquiry' AND o.lead_id = e.id) THEN 'stored only'
        WHEN EXISTS (SELECT 1 FROM outbox o WHERE o.kind = 'enquiry' AND o.lead_id = e.id AND o.delivered_at IS NULL) THEN 'queued'
        ELSE 'notified'
      END AS notification
    FROM enquiries e ORDER BY e.received_at DESC, e.id DESC`,
  subscribers: `SELECT reference, strftime('%Y-%m-%dT%H:%M:%SZ', received_at / 1000, 'unixepoch') AS received, email, status,
      '/api/newsletter/unsubscribe?token=' || token AS unsubscribe
    FROM subscribers ORDER BY received_at DESC, id DESC`,
};

const kind = options.subscribers ? 'subscribers' : 'enquiries';
const rows = queryDb(queries[kind], { remote: options.remote, persistTo: options['persist-to'] });

const csvCell = (value) => {
  const text = String(value ?? '');
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

if (options.json) {
  console.log(JSON.stringify(rows, null, 2));
} else if (options.csv) {
  const columns = Object.keys(rows[0] ?? {});
  console.log([columns, ...rows.map((row) => columns.map((column) => row[column]))].map((line) => line.map(csvCell).join(',')).join('\r\n'));
} else if (rows.length === 0) {
  console.log(`No ${kind} stored ${options.remote ? 'in the deployed database' : 'locally'} yet.`);
} else {
  for (const row of rows) {
    console.log(Object.entries(row).map(([name, value]) => `${name.padEnd(13)}${String(value).replace(/\n/g, '\n             ')}`).join('\n'));
    console.log('');
  }
  console.log(`${rows.length} ${kind}.`);
}
