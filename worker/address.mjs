// An e-mail address as the receiver stores and matches it, so that every way of typing one
// address finds the same rows: Unicode NFC, in lower case, the domain in its ASCII (punycode)
// form. What the visitor typed is kept beside it for the company to read. Plain JavaScript,
// so that `npm run leads -- --erase` shares it.

/** Characters that would make the domain part of a URL other than its host. */
const notHost = /[\s/?#:@\\%[\]]/;

/**
 * Composed and in lower case. Not folded further (ß to ss): `straße.de` and `strasse.de` are
 * two domains, and an erasure must not reach another person's rows.
 * @param {string} text
 */
const folded = (text) => text.normalize('NFC').toLowerCase().normalize('NFC');

/**
 * The domain's ASCII form, as the URL standard writes a host (IDNA: `exämple.com` is
 * `xn--exmple-cua.com`); a domain that is no host is only put in lower case.
 * @param {string} domain
 */
function asciiDomain(domain) {
  const name = folded(domain);
  if (!name || notHost.test(name)) return name;
  try {
    return new URL(`http://${name}`).hostname;
  } catch {
    return name;
  }
}

/**
 * The stored, matched form of an address: `Ünal@Exämple.com` and `ünal@EXÄMPLE.com` are both
 * `ünal@xn--exmple-cua.com`.
 * @param {string} address
 */
export function normalisedAddress(address) {
  const trimmed = address.trim();
  const at = trimmed.lastIndexOf('@');
  if (at < 0) return folded(trimmed);
  return `${folded(trimmed.slice(0, at))}@${asciiDomain(trimmed.slice(at + 1))}`;
}

/** The tables that hold an address, each beside its `email_key`. */
const addressTables = ['enquiries', 'subscribers'];

/**
 * Rows stored before addresses were normalised (a migration cannot do it: SQLite's lower()
 * knows ASCII only), `limit` at a time: `source` (the table), `id` and `email`.
 * @param {number} limit
 */
export const unkeyedAddresses = (limit) =>
  `SELECT * FROM (${addressTables
    .map((table) => `SELECT '${table}' AS source, id, email FROM ${table} WHERE email_key IS NULL`)
    .join(' UNION ALL ')}) LIMIT ${limit}`;

/**
 * The statements giving those rows their normalised address.
 * @param {{ source: string, id: number, email: string }[]} rows
 * @returns {{ sql: string, params: (string | number)[] }[]}
 */
export const addressKeyUpdates = (rows) =>
  rows.map(({ source, id, email }) => ({
    sql: `UPDATE ${source} SET email_key = ?1 WHERE id = ?2`,
    params: [normalisedAddress(email), id],
  }));
