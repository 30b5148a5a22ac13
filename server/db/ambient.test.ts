import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.js';
import { deferToCommit, runAfterCommit, withinAmbient } from './ambient.js';
import { sqlState, UNIQUE_VIOLATION } from './connection.js';

// The transaction a keyed booking's handler joins (#38, point 11): inside its scope the Db's queries
// run on it and its transactions are savepoints, a failed one rolled back alone; once the scope closes,
// the Db is its own again. On the embedded database and on PostgreSQL (TEST_DATABASE_URL).
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await t.ctx.db.query('CREATE TABLE ambient_probe (id int PRIMARY KEY)');
});
afterAll(() => t.close());

const ids = async () => (await t.ctx.db.query<{ id: number }>('SELECT id FROM ambient_probe ORDER BY id')).rows.map((r) => r.id);

it("runs the Db's queries and transactions on the scope's transaction: a failed inner one is undone alone, all of it with the outer", async () => {
  const db = t.ctx.db;
  let kicked = 0;
  const { afterCommit } = await db.transaction((tx) =>
    withinAmbient(tx, async () => {
      await db.query('INSERT INTO ambient_probe VALUES (1)');
      // A service that catches its transaction's failure and goes on, as a check-in does.
      const failed = await db
        .transaction(async (inner) => {
          await inner.query('INSERT INTO ambient_probe VALUES (2)');
          await inner.query('INSERT INTO ambient_probe VALUES (1)');
        })
        .catch((e: unknown) => sqlState(e));
      expect(failed).toBe(UNIQUE_VIOLATION);
      await db.transaction((inner) => inner.query('INSERT INTO ambient_probe VALUES (3)'));
      expect(deferToCommit(() => kicked++)).toBe(true);
      expect(kicked).toBe(0);
    }),
  );
  runAfterCommit(afterCommit);
  expect(kicked).toBe(1);
  expect(await ids()).toEqual([1, 3]);
  // Outside a scope nothing is deferred; and a rolled-back outer transaction takes its savepoints' work with it.
  expect(deferToCommit(() => kicked++)).toBe(false);
  await expect(
    db.transaction((tx) =>
      withinAmbient(tx, async () => {
        await db.transaction((inner) => inner.query('INSERT INTO ambient_probe VALUES (4)'));
        throw new Error('refused');
      }),
    ),
  ).rejects.toThrow('refused');
  expect(await ids()).toEqual([1, 3]);
});

it('defers work asked in a plain transaction to after its commit, when the rows exist, and drops it with a rollback', async () => {
  // A service wakes its worker where it queued the rows (QueueWorker.kick): the worker must find them.
  const db = t.ctx.db;
  // A table of its own: the other test counts the rows of ambient_probe.
  await db.query('CREATE TABLE commit_probe (id int PRIMARY KEY)');
  const committed = async () => (await db.query<{ id: number }>('SELECT id FROM commit_probe ORDER BY id')).rows.map((r) => r.id);
  const seen: number[][] = [];
  const see = () => void committed().then((rows) => seen.push(rows));
  let ran = 0;
  await db.transaction(async (tx) => {
    await tx.query('INSERT INTO commit_probe VALUES (10)');
    expect(deferToCommit(() => (ran++, see()))).toBe(true);
    expect(ran).toBe(0);
  });
  expect(ran).toBe(1);
  await expect.poll(() => seen).toEqual([expect.arrayContaining([10])]);
  await expect(
    db.transaction(async (tx) => {
      await tx.query('INSERT INTO commit_probe VALUES (11)');
      deferToCommit(() => ran++);
      throw new Error('refused');
    }),
  ).rejects.toThrow('refused');
  expect(ran).toBe(1);
  // A timer a transaction left behind fires in its context once it has ended: nothing is deferred, the caller goes on at once.
  let late!: Promise<boolean>;
  await db.transaction(async () => {
    late = new Promise((resolve) => setTimeout(() => resolve(deferToCommit(() => ran++)), 20));
  });
  expect(await late).toBe(false);
  expect(await committed()).toEqual([10]);
});
