import { expect, it } from 'vitest';
import { freshDb } from '../test/db.js';
import { migrate, splitStatements, underStartupLock } from './migrate.js';

it('splits a migration into statements, keeping $$ bodies whole and dropping comments', () => {
  const sql = `-- a comment\nCREATE TABLE a (x int);\nCREATE FUNCTION f() RETURNS int AS $$\nBEGIN\n  RETURN 1;\nEND;\n$$ LANGUAGE plpgsql;\nINSERT INTO a VALUES (1);\n`;
  expect(splitStatements(sql)).toEqual([
    'CREATE TABLE a (x int);',
    'CREATE FUNCTION f() RETURNS int AS $$\nBEGIN\n  RETURN 1;\nEND;\n$$ LANGUAGE plpgsql;',
    'INSERT INTO a VALUES (1);',
  ]);
});

it('applies each migration once, under the start-up lock or on the Db itself', async () => {
  const { db, drop } = await freshDb();
  try {
    expect((await underStartupLock(db, migrate)).length).toBeGreaterThan(0);
    expect(await migrate(db)).toEqual([]);
  } finally {
    await drop();
  }
});
