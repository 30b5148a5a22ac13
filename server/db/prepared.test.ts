import { expect, test } from 'vitest';
import { prepared } from './connection.js';
import { freshDb } from '../test/db.js';

test('a prepared statement runs again and again on the same connection, with new parameters each time', async () => {
  const { db, drop } = await freshDb();
  try {
    const days = prepared('SELECT $1::date + 1 AS next');
    for (const [day, next] of [
      ['2027-03-01', '2027-03-02'],
      ['2027-12-31', '2028-01-01'],
    ])
      expect((await db.query<{ next: string }>(days, [day])).rows).toEqual([{ next }]);
    await db.transaction(async (tx) => {
      for (let i = 0; i < 3; i++) expect((await tx.query<{ next: string }>(days, ['2027-02-28'])).rows[0].next).toBe('2027-03-01');
    });
  } finally {
    await drop();
  }
});

test('a prepared statement names its columns: one with * is refused when it is written', () => {
  expect(() => prepared('SELECT u.* FROM users u WHERE uuid = $1')).toThrow(/names its columns/);
  expect(() => prepared('SELECT * FROM users WHERE uuid = $1')).toThrow(/names its columns/);
  expect(() => prepared('INSERT INTO t (a) VALUES ($1) RETURNING *')).toThrow(/names its columns/);
  expect(prepared('SELECT count(*) AS n FROM users WHERE role = $1').text).toContain('count(*)');
});
