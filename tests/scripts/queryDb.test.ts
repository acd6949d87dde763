// @vitest-environment node
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { queryDb } from '../../scripts/runtime.mjs';

const persistTo = mkdtempSync(join(tmpdir(), 'vantix-query-'));
afterAll(() => rmSync(persistTo, { recursive: true, force: true }));

// Each step is a wrangler run of seconds on a busy machine.
it(
  'reads a local database never migrated: it migrates, then answers, and a later read runs on the migrated schema',
  { timeout: 120_000 },
  () => {
    expect(queryDb('SELECT reference FROM enquiries', { persistTo })).toEqual([]);
    const applied = queryDb('SELECT name FROM d1_migrations ORDER BY id', { persistTo }).map(
      (row) => row.name,
    );
    expect(applied).toEqual(readdirSync('migrations').sort());
  },
);
