import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Queryable } from '../db/connection.js';
import { freeDesksByDay } from '../desk-reservations/free-days-queries.js';
import { officeCounts } from '../desk-reservations/queries.js';
import { createTestApp, type TestApp } from '../test/harness.js';
import { desksOnDay } from './queries.js';

// The snapshots (the map of a day, the status card, the week strip) are served under the office
// day's version, which triggers bump in the transaction of every write (migrations 007, 008). A
// table those reads come to use without a trigger would serve a stale snapshot with nobody told:
// the tables are read from the plans of the reads themselves, so a new JOIN shows up here.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ demo: false });
});
afterAll(() => t.close());

/** Each table the snapshots read, and the writes of it that must bump a version (why, when not all). */
const VERSIONED: Record<string, string[]> = {
  desks: ['INSERT', 'UPDATE', 'DELETE', 'TRUNCATE'],
  desk_reservations: ['INSERT', 'UPDATE', 'DELETE', 'TRUNCATE'],
  rooms: ['INSERT', 'DELETE', 'TRUNCATE'], // a room's other fields are not counted by the status card
  room_reservations: ['INSERT', 'UPDATE', 'DELETE', 'TRUNCATE'],
  users: ['UPDATE'], // the map shows occupants' names; a new user has no reservation yet
};

async function tablesRead(reads: (q: Queryable) => Promise<unknown>): Promise<Set<string>> {
  const statements: { sql: string; params?: unknown[] }[] = [];
  await reads({ query: (sql, params) => (statements.push({ sql, params }), t.ctx.db.query(sql, params)) } as Queryable);
  const tables = new Set<string>();
  const walk = (node: unknown) => {
    if (typeof node !== 'object' || node === null) return;
    const relation = (node as Record<string, unknown>)['Relation Name'];
    if (typeof relation === 'string') tables.add(relation);
    for (const child of Object.values(node)) walk(child);
  };
  for (const s of statements) walk((await t.ctx.db.query(`EXPLAIN (FORMAT JSON) ${s.sql}`, s.params)).rows);
  return tables;
}

/** The events (INSERT, UPDATE, DELETE, TRUNCATE) of each table's triggers that bump an office version. */
async function bumpingEvents(): Promise<Record<string, Set<string>>> {
  const { rows } = await t.ctx.db.query<{ relname: string; tgtype: number; proname: string }>(
    `SELECT c.relname, t.tgtype, p.proname FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid JOIN pg_proc p ON p.oid = t.tgfoid WHERE NOT t.tgisinternal`,
  );
  const out: Record<string, Set<string>> = {};
  for (const r of rows.filter((x) => /bump/.test(x.proname))) {
    const events = (out[r.relname] ??= new Set());
    // pg_trigger.tgtype bits: 4 INSERT, 8 DELETE, 16 UPDATE, 32 TRUNCATE.
    for (const [bit, name] of [[4, 'INSERT'], [8, 'DELETE'], [16, 'UPDATE'], [32, 'TRUNCATE']] as const) if (Number(r.tgtype) & bit) events.add(name);
  }
  return out;
}

describe("the snapshots' versions", () => {
  it('every table the map, the status card and the week strip read has triggers that bump the version', async () => {
    const day = '2026-03-04';
    const read = new Set([
      ...(await tablesRead((q) => desksOnDay(q, day))),
      ...(await tablesRead((q) => desksOnDay(q, day, { groupId: 'it' }))),
      ...(await tablesRead((q) => officeCounts(q, day, new Date('2026-03-03T22:00:00Z'), new Date('2026-03-04T22:00:00Z')))),
      ...(await tablesRead((q) => freeDesksByDay(q, 'it', day, '2026-03-10'))),
    ]);
    read.delete('desk_map_versions');
    expect([...read].sort()).toEqual(Object.keys(VERSIONED).sort());
    const bumped = await bumpingEvents();
    const missing = Object.entries(VERSIONED).flatMap(([table, events]) => events.filter((e) => !bumped[table]?.has(e)).map((e) => `${table} ${e}`));
    expect(missing).toEqual([]);
  });
});
