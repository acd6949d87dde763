// @vitest-environment node
import { expect, test } from 'vitest';
import { testDatabase } from './harness';

// The test database stands in for D1 in every receiver test: it must answer and fail as D1 does.

const database = testDatabase({ clearEach: false });

test('answers first, all, run and batch as D1 does, and a failing statement rejects with its reason', async () => {
  const { db } = database;
  await db.prepare('CREATE TABLE notes (id INTEGER PRIMARY KEY, body TEXT NOT NULL)').run();
  const [inserted] = await db.batch<{ id: number }>([
    db.prepare('INSERT INTO notes (body) VALUES (?) RETURNING id').bind('first'),
  ]);
  expect(inserted?.results).toEqual([{ id: 1 }]);
  expect(
    (await db.prepare('INSERT INTO notes (body) VALUES (?)').bind('second').run()).meta.changes,
  ).toBe(1);
  expect(await db.prepare('SELECT body FROM notes WHERE id = ?').bind(2).first()).toEqual({
    body: 'second',
  });
  expect(await db.prepare('SELECT body FROM notes WHERE id = ?').bind(3).first()).toBeNull();
  expect((await db.prepare('SELECT body FROM notes ORDER BY id').all()).results).toEqual([
    { body: 'first' },
    { body: 'second' },
  ]);
  await expect(db.prepare('INSERT INTO notes (body) VALUES (NULL)').run()).rejects.toThrow(
    /NOT NULL constraint failed: notes.body/,
  );
  expect(() => db.prepare('SELECT ?').bind(undefined)).toThrow(/undefined/);
});

test('runs a batch as one transaction: a failing statement undoes the others', async () => {
  const { db } = database;
  await db.prepare('CREATE TABLE tallies (name TEXT PRIMARY KEY)').run();
  await expect(
    db.batch([
      db.prepare(`INSERT INTO tallies VALUES ('a')`),
      db.prepare(`INSERT INTO tallies VALUES ('a')`),
    ]),
  ).rejects.toThrow(/UNIQUE/);
  expect((await db.prepare('SELECT * FROM tallies').all()).results).toEqual([]);
});
