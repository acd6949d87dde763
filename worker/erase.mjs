// Erasure on request: everything held for one e-mail address (its enquiries and their
// change history, its newsletter subscription, and their notices still queued), however
// it was typed (matched normalised: worker/address.mjs), and one audit line that holds only
// the time, who erased it and how many rows went. One home for the statements: the inbox's POST /api/admin/erase
// binds them; `npm run leads -- --erase` runs them through `wrangler d1 execute`, which
// binds nothing, so it writes each value in as an SQL literal. Plain JavaScript, so that
// plain Node script shares it. Rows stored before addresses were normalised are given their
// key first (`unkeyedAddresses`).
import { normalisedAddress } from './address.mjs';

const byAddress = 'email_key = ?1';
const enquiries = `SELECT id FROM enquiries WHERE ${byAddress}`;
const subscribers = `SELECT id FROM subscribers WHERE ${byAddress}`;
const notices = `FROM outbox WHERE (kind IN ('enquiry', 'acknowledgement') AND lead_id IN (${enquiries})) OR (kind IN ('subscriber', 'confirmation') AND lead_id IN (${subscribers}))`;

/**
 * The erasure's statements, in order, each with its parameters; the first writes the
 * audit line, counting before anything is deleted, and returns the counts.
 * @param {string} email
 * @param {number} at Unix milliseconds
 * @param {string} editor who erased it: the signed-in person, or the terminal's user
 * @returns {{ sql: string, params: (string | number)[] }[]}
 */
export function erasure(email, at, editor) {
  const address = normalisedAddress(email);
  return [
    {
      sql: `INSERT INTO erasures (at, editor, enquiries, subscribers, notices)
        VALUES (?2, ?3, (SELECT COUNT(*) FROM enquiries WHERE ${byAddress}), (SELECT COUNT(*) FROM subscribers WHERE ${byAddress}), (SELECT COUNT(*) ${notices}))
        RETURNING enquiries, subscribers, notices`,
      params: [address, at, editor],
    },
    ...[
      `DELETE ${notices}`,
      `DELETE FROM lead_changes WHERE enquiry_id IN (${enquiries})`,
      `DELETE FROM enquiries WHERE ${byAddress}`,
      `DELETE FROM subscribers WHERE ${byAddress}`,
    ].map((sql) => ({ sql, params: [address] })),
  ];
}

/** @param {string | number} value */
const literal = (value) =>
  typeof value === 'number' ? String(value) : `'${value.replace(/'/g, "''")}'`;

/**
 * A statement with its parameters written in as literals (a string quoted, its quotes doubled).
 * @param {{ sql: string, params: (string | number)[] }} statement
 */
export const inlined = ({ sql, params }) =>
  sql.replace(/\?(\d+)/g, (_, index) =>
    literal(/** @type {string | number} */ (params[Number(index) - 1])),
  );
