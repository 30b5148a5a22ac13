import { afterAll, beforeAll, expect, it } from 'vitest';
import { freshDb, onPostgres, type FreshDb } from '../test/db.js';
import { freePort } from '../test/free-port.js';
import { openPglite, openPostgres } from './connection.js';
import { databaseUnavailable } from './unavailable.js';

// What counts as the database being out of reach (503), from the errors the drivers really raise,
// and what does not: a statement the database refuses stays the refusal or fault it was.

let fresh: FreshDb;
beforeAll(async () => {
  fresh = await freshDb();
});
afterAll(() => fresh.drop());

const failure = (p: Promise<unknown>) =>
  p.then(
    () => {
      throw new Error('it succeeded');
    },
    (e: unknown) => e,
  );

it('a server nobody listens for: refused', async () => {
  const db = await openPostgres(`postgres://postgres@127.0.0.1:${await freePort()}/postgres`, 1, {
    connectMs: 2_000,
    statementMs: 2_000,
    answerMs: 2_000,
  });
  try {
    expect(databaseUnavailable(await failure(db.query('SELECT 1')))).toBe(true);
    expect(databaseUnavailable(await failure(db.transaction((tx) => tx.query('SELECT 1'))))).toBe(true);
  } finally {
    await db.close();
  }
});

it('the embedded database once closed (a request that outlived the drain)', async () => {
  const db = await openPglite();
  await db.close();
  expect(databaseUnavailable(await failure(db.query('SELECT 1')))).toBe(true);
  expect(databaseUnavailable(await failure(db.transaction((tx) => tx.query('SELECT 1'))))).toBe(true);
});

it("a statement the database refuses is not the database's absence", async () => {
  expect(databaseUnavailable(await failure(fresh.db.query('SELECT 1/0')))).toBe(false);
  expect(databaseUnavailable(await failure(fresh.db.query('SELECT * FROM no_such_table')))).toBe(false);
  expect(databaseUnavailable(new TypeError('x is undefined'))).toBe(false);
});

it.skipIf(!onPostgres())('a session the server ends (57P01), and the connection it leaves behind', async () => {
  const db = await openPostgres(fresh.url!, 1);
  try {
    const left = await failure(
      db.transaction(async (tx) => {
        const ended = await failure(tx.query('SELECT pg_terminate_backend(pg_backend_pid())'));
        expect((ended as { code?: string }).code).toBe('57P01');
        expect(databaseUnavailable(ended)).toBe(true);
        return tx.query('SELECT 1');
      }),
    );
    expect(databaseUnavailable(left)).toBe(true);
    // That connection was thrown away: the pool's next one serves.
    expect((await db.query<{ one: number }>('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
  } finally {
    await db.close();
  }
});

it.skipIf(!onPostgres())('a statement past the serving pool’s statement timeout (57014)', async () => {
  const db = await openPostgres(fresh.url!, 1, { connectMs: 3_000, statementMs: 100, answerMs: 5_000 });
  try {
    const late = await failure(db.query('SELECT pg_sleep(1)'));
    expect((late as { code?: string }).code).toBe('57014');
    expect(databaseUnavailable(late)).toBe(true);
  } finally {
    await db.close();
  }
});
