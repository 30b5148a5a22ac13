import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { freshDb, onPostgres } from '../test/db.js';
import type { Queryable } from './connection.js';
import { LOCKS, lockGlobal, lockKey } from './locks.js';

// Issue #37 point 4: every advisory lock is named in db/locks.ts, under a number of its own, and
// whether a lock is needed on this engine is the database layer's answer, never a service's.

const SERVER = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Every .ts file under server/, as a path relative to it with '/' separators. */
function sources(dir = SERVER): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return e.name === 'node_modules' ? [] : sources(path);
    return e.name.endsWith('.ts') ? [relative(SERVER, path).split(sep).join('/')] : [];
  });
}
const read = (file: string) => readFileSync(join(SERVER, file), 'utf8');

/** A Queryable that only writes down what it is asked. */
function recorder() {
  const asked: { sql: string; params?: unknown[] }[] = [];
  const q: Queryable = {
    query: async (sql, params) => {
      asked.push({ sql: typeof sql === 'string' ? sql : sql.text, params });
      return { rows: [], rowCount: 0 };
    },
  };
  return { q, asked };
}

describe('the registry of advisory locks', () => {
  it('gives every named lock a number of its own', () => {
    const numbers = Object.values(LOCKS);
    expect(numbers.length).toBeGreaterThanOrEqual(5);
    expect(new Set(numbers).size).toBe(numbers.length);
    for (const n of numbers) expect(Number.isInteger(n) && n > 0 && n < 2 ** 31).toBe(true);
  });

  it('is the only place that takes an advisory lock', () => {
    const outside = sources().filter((f) => !f.startsWith('db/') && /pg_(try_)?advisory/i.test(read(f)));
    expect(outside).toEqual([]);
    // Inside server/db, only the registry and this test name them.
    const inside = sources().filter((f) => f.startsWith('db/') && /pg_(try_)?advisory/i.test(read(f)));
    expect(inside.sort()).toEqual(['db/locks.test.ts', 'db/locks.ts']);
  });

  it('leaves the question of the engine to the database layer', () => {
    // Tests may run only on one engine (what they prove needs a server); the product's code may not ask.
    const product = sources().filter((f) => !f.startsWith('db/') && !f.startsWith('test/') && !f.endsWith('.test.ts'));
    const asking = product.filter((f) => /\bdb\.kind\b|\.kind\s*[!=]==?\s*['"](postgres|pglite)['"]/.test(read(f)));
    expect(asking).toEqual([]);
  });
});

describe('taking a lock', () => {
  it('on PostgreSQL, asks for the named number (and the key hashed)', async () => {
    const { q, asked } = recorder();
    await lockGlobal({ kind: 'postgres' }, q, 'startup');
    await lockKey({ kind: 'postgres' }, q, 'login', 'ana');
    expect(asked).toEqual([
      { sql: 'SELECT pg_advisory_xact_lock($1)', params: [LOCKS.startup] },
      { sql: 'SELECT pg_advisory_xact_lock($1, hashtext($2))', params: [LOCKS.login, 'ana'] },
    ]);
  });

  it('on PGlite, asks nothing: its one connection runs one transaction at a time', async () => {
    const { q, asked } = recorder();
    await lockGlobal({ kind: 'pglite' }, q, 'startup');
    await lockKey({ kind: 'pglite' }, q, 'oidcStart', '10.0.0.1');
    expect(asked).toEqual([]);
  });

  it.runIf(onPostgres())('holds the lock until the transaction ends, for that key only', async () => {
    const { db, drop } = await freshDb();
    try {
      const held = (tx: Queryable) =>
        tx.query<{ n: number }>("SELECT count(*)::int AS n FROM pg_locks WHERE locktype = 'advisory' AND pid = pg_backend_pid()");
      await db.transaction(async (tx) => {
        await lockKey(db, tx, 'resetAddress', 'ana@example.com');
        expect((await held(tx)).rows[0].n).toBe(1);
        // Another connection: the same key waits, another key of the same lock does not.
        const other = await db.transaction(async (tx2) => {
          const free = (key: string) =>
            tx2
              .query<{ ok: boolean }>('SELECT pg_try_advisory_xact_lock($1, hashtext($2)) AS ok', [LOCKS.resetAddress, key])
              .then((r) => r.rows[0].ok);
          return { same: await free('ana@example.com'), another: await free('ion@example.com') };
        });
        expect(other).toEqual({ same: false, another: true });
      });
      expect((await held(db)).rows[0].n).toBe(0);
    } finally {
      await drop();
    }
  });
});
