// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  countLine,
  csvCell,
  leadsQueries,
  terminalRow,
  toCsv,
} from '../../scripts/leadsFormat.mjs';
import { testDatabase } from '../worker/harness';

describe('npm run leads -- --csv', () => {
  it.each([
    [
      '=HYPERLINK("https://evil.example","Invoice")',
      `"'=HYPERLINK(""https://evil.example"",""Invoice"")"`,
    ],
    ['+1 (972) 555-0100', `"'+1 (972) 555-0100"`],
    ['-2+3', `"'-2+3"`],
    ['@SUM(A1:A9)', `"'@SUM(A1:A9)"`],
    ['\t=1+1', `"'\t=1+1"`],
    ['\r=1+1', `"'\r=1+1"`],
  ])('exports %j as text, not a formula', (value, cell) => expect(csvCell(value)).toBe(cell));

  // Excel set to Spanish or German splits a line on `;`, quotes or not: each part that
  // would start a cell is defused too, as is each line of a cell.
  it.each([
    [
      'Hi;=HYPERLINK("https://evil.example","Invoice")',
      `"Hi;'=HYPERLINK(""https://evil.example"",""Invoice"")"`,
    ],
    ['Hi,+1', `"Hi,'+1"`],
    ['Hi\t-2', `"Hi\t'-2"`],
    ['Hi\n@SUM(A1)', `"Hi\n'@SUM(A1)"`],
    ['Hi\r\n=1;=2', `"Hi\r\n'=1;'=2"`],
    ['Hi;\t=1', `"Hi;'\t=1"`],
  ])('exports %j with every formula after a separator defused', (value, cell) =>
    expect(csvCell(value)).toBe(cell),
  );

  it.each([
    ['Jane Cooper', '"Jane Cooper"'],
    ['Cooper, Jane', '"Cooper, Jane"'],
    ['a "quote"', '"a ""quote"""'],
    ['two\nlines', '"two\nlines"'],
    ['1 + 1 = 2; a - b', '"1 + 1 = 2; a - b"'],
    ['', '""'],
  ])('leaves %j as it is, quoted', (value, cell) => expect(csvCell(value)).toBe(cell));

  it('writes a header line and one record a row, every cell quoted, CRLF between them', () => {
    expect(toCsv([{ name: '=1+1', email: 'jane@acme.example' }])).toBe(
      `"name","email"\r\n"'=1+1","jane@acme.example"`,
    );
  });
});

describe('npm run leads in the terminal', () => {
  it('ends with how many rows it listed, one in the singular', () => {
    expect(countLine('enquiries', 1)).toBe('1 enquiry.');
    expect(countLine('enquiries', 3)).toBe('3 enquiries.');
    expect(countLine('subscribers', 1)).toBe('1 subscriber.');
    expect(countLine('subscribers', 2)).toBe('2 subscribers.');
  });

  it("leaves out escape sequences, control characters and text-direction marks, keeping a message's lines", () => {
    const text = terminalRow({
      name: 'Jane\u202Eexe.pdf',
      message: 'Hello\u001b[2J\u001b]0;owned\u0007\r\nsecond\u2066 line\tend',
    });
    expect(text).toBe(
      [
        'name         Janeexe.pdf',
        'message      Hello[2J]0;owned',
        '             second line end',
      ].join('\n'),
    );
  });
});

describe('the enquiries query', () => {
  const database = testDatabase({ clearEach: false });

  it('shows a notification given up as failed, with its last error', async () => {
    const db = database.db;
    await db.batch([
      db.prepare(
        `INSERT INTO enquiries (id, reference, idempotency_key, name, email, phone, budget, message, received_at) VALUES
         (1, 'VX-DEAD0001', 'k1-0123456789abcdef', 'Jane', 'jane@acme.example', '', 'Not sure yet', 'Message one.', 1000),
         (2, 'VX-QUEUED02', 'k2-0123456789abcdef', 'Ann', 'ann@acme.example', '', 'Not sure yet', 'Message two.', 2000)`,
      ),
      db.prepare(
        `INSERT INTO outbox (kind, lead_id, channel, origin, attempts, next_attempt_at, dead_at, last_error, created_at) VALUES
         ('enquiry', 1, 'webhook', 'https://x', 12, 0, 5000, 'HTTP 404', 1000),
         ('enquiry', 2, 'webhook', 'https://x', 1, 0, NULL, 'HTTP 500', 2000)`,
      ),
    ]);
    const { results } = await db
      .prepare(leadsQueries.enquiries)
      .all<{ reference: string; notification: string }>();
    expect(results.map(({ reference, notification }) => [reference, notification])).toEqual([
      ['VX-QUEUED02', 'queued'],
      ['VX-DEAD0001', 'FAILED: gave up after 12 attempts (webhook: HTTP 404)'],
    ]);
  });
});
