// What `npm run leads` asks the database and how it shows the answer: a table for the
// terminal, CSV for a spreadsheet. Kept apart from the command so it is tested.
import { apiPaths } from '../src/addresses.mjs';
import { contactForm, fieldNames, localeField, newsletterForm } from '../src/forms/contract.mjs';
import { stripInvisible } from '../src/forms/invisibleCharacters.mjs';

// Each form's fields are its columns, as its contract lists them; `language` is the
// language the visitor wrote in (and the one to answer them in).
const enquiryColumns = fieldNames(contactForm)
  .map((field) => `e.${field}`)
  .join(', ');
const subscriberColumns = fieldNames(newsletterForm).join(', ');

export const leadsQueries = {
  // The notification shown is the first one given up on, else one still queued, else a delivered
  // one.
  enquiries: `SELECT e.reference, strftime('%Y-%m-%dT%H:%M:%SZ', e.received_at / 1000, 'unixepoch') AS received, e.locale AS language,
      ${enquiryColumns},
      COALESCE((SELECT CASE
          WHEN o.dead_at IS NOT NULL THEN 'FAILED: gave up after ' || o.attempts || CASE o.attempts WHEN 1 THEN ' attempt (' ELSE ' attempts (' END || o.channel || ': ' || COALESCE(o.last_error, 'no answer') || ')'
          WHEN o.delivered_at IS NULL THEN 'queued'
          ELSE 'notified' END
        FROM outbox o WHERE o.kind = 'enquiry' AND o.lead_id = e.id ORDER BY o.dead_at IS NULL, o.delivered_at IS NOT NULL, o.id LIMIT 1), 'stored only') AS notification
    FROM enquiries e ORDER BY e.received_at DESC, e.id DESC`,
  // A pending address is on no list until its owner confirms; without an e-mail service
  // the company sends it the confirmation link (prefixed with the site's address).
  subscribers: `SELECT reference, strftime('%Y-%m-%dT%H:%M:%SZ', received_at / 1000, 'unixepoch') AS received, locale AS language, ${subscriberColumns}, status,
      CASE WHEN status = 'pending' THEN '${apiPaths.newsletterConfirm}?token=' || token || '&${localeField}=' || locale ELSE '' END AS confirm,
      '${apiPaths.newsletterUnsubscribe}?token=' || token || '&${localeField}=' || locale AS unsubscribe
    FROM subscribers ORDER BY received_at DESC, id DESC`,
};

// A spreadsheet runs a cell that begins with = + - @ (or a tab or CR before them) as a
// formula: `=HYPERLINK(…)` would be a live link, `=cmd|…` worse. A leading apostrophe
// makes it text, the usual guard (OWASP's CSV injection advice). Excel set to a language
// whose list separator is `;` (Spanish, German) splits a line on it whatever the quotes,
// so `Hi;=HYPERLINK(…)` would start a live cell: such a start after `;`, `,`, a tab or a
// line break inside a cell gets its apostrophe too.
const formulaStarts = /(^|[;,\t\r\n])([=+\-@\t\r])/g;

/** One CSV cell: visitor text as text, every formula start defused, always quoted. */
export function csvCell(value) {
  const text = String(value ?? '').replace(formulaStarts, "$1'$2");
  return `"${text.replace(/"/g, '""')}"`;
}

/** The rows as CSV, a header line first, CRLF between records (RFC 4180), every cell quoted. */
export function toCsv(rows) {
  const columns = Object.keys(rows[0] ?? {});
  return [columns, ...rows.map((row) => columns.map((column) => row[column]))]
    .map((line) => line.map(csvCell).join(','))
    .join('\r\n');
}

const labelWidth = 13;

/**
 * One row for the terminal, a field a line. Control characters (an escape sequence can
 * rewrite the terminal) and text-direction marks are left out; a message keeps its line
 * breaks, indented under its label.
 */
export function terminalRow(row) {
  return Object.entries(row)
    .map(
      ([name, value]) =>
        `${name.padEnd(labelWidth)}${stripInvisible(String(value), { keepLines: true })
          .replace(/\t/g, ' ')
          .replace(/\n/g, `\n${' '.repeat(labelWidth)}`)}`,
    )
    .join('\n');
}

const countNouns = {
  enquiries: ['enquiry', 'enquiries'],
  subscribers: ['subscriber', 'subscribers'],
};

/** The line under the rows: how many there are, as a person says it ("1 enquiry", "3 enquiries"). */
export const countLine = (kind, count) => `${count} ${countNouns[kind][count === 1 ? 0 : 1]}.`;
