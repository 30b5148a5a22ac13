import { expect, it } from 'vitest';
import { splitStatements } from './migrate.js';

it('splits a migration into statements, keeping $$ bodies whole and dropping comments', () => {
  const sql = `-- a comment\nCREATE TABLE a (x int);\nCREATE FUNCTION f() RETURNS int AS $$\nBEGIN\n  RETURN 1;\nEND;\n$$ LANGUAGE plpgsql;\nINSERT INTO a VALUES (1);\n`;
  expect(splitStatements(sql)).toEqual([
    'CREATE TABLE a (x int);',
    'CREATE FUNCTION f() RETURNS int AS $$\nBEGIN\n  RETURN 1;\nEND;\n$$ LANGUAGE plpgsql;',
    'INSERT INTO a VALUES (1);',
  ]);
});
