import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { statementText, type Queryable } from '../db/connection.js';
import { freeDesksByDay } from '../desk-reservations/free-days-queries.js';
import { officeCounts } from '../desk-reservations/queries.js';
import { createTestApp, type TestApp } from '../test/harness.js';
import { dayVersion, officeVersion, rangeVersion } from '../versions/version-service.js';
import { desksOnDay } from './queries.js';

// The snapshots (the map of a day, the status card, the week strip) are served under the office
// day's version, which triggers bump in the transaction of every write (migrations 007, 008) and
// one SQL function reads (office_days_version, migration 013, through server/versions/). A
// table those reads come to use without a trigger would serve a stale snapshot with nobody told:
// the tables are read from the plans of the reads themselves, so a new JOIN shows up here.
let t: TestApp;
const DAY = '2026-03-04';
const USER = '00000000-0000-4000-8000-000000000001';
beforeAll(async () => {
  t = await createTestApp({ demo: false });
  // One of each row the map and the status card show on DAY, for the writes below to change.
  for (const sql of [
    `INSERT INTO users (uuid, username, name, email, password_hash) VALUES ('${USER}', 'versiuni', 'Ana Versiune', 'versiuni@example.com', 'x')`,
    "INSERT INTO floors (floor, name, width, height) VALUES (4, 'Etajul 4', 1000, 600)",
    "INSERT INTO desks (desk_id, floor, x, y) VALUES ('4-1', 4, 0, 0)",
    `INSERT INTO desk_reservations (id, desk_id, uuid, creator_uuid, day, reservation_date, creation_date, status)
     VALUES (gen_random_uuid(), '4-1', '${USER}', '${USER}', '${DAY}', '${DAY}T06:00:00Z', now(), 'booked')`,
    "INSERT INTO rooms (id, floor, name, x, y, w, h) VALUES ('E4-1', 4, 'Sala 1', 0, 0, 10, 10)",
    `INSERT INTO room_reservations (id, room_id, uuid, date_begin, date_end, creation_date, status)
     VALUES (gen_random_uuid(), 'E4-1', '${USER}', '${DAY}T08:00:00Z', '${DAY}T09:00:00Z', now(), 'booked')`,
  ]) {
    await t.ctx.db.query(sql);
  }
});
afterAll(() => t.close());

/**
 * Each table the snapshots read, and the writes of it that must bump a version (why, when not all).
 * The views desks and rooms (migration 018) read all_desks and all_rooms; a room's update (moved,
 * deleted) bumps too, so that open maps are told (decisions §18), and so does any change of a floor.
 */
const VERSIONED: Record<string, string[]> = {
  all_desks: ['INSERT', 'UPDATE', 'DELETE', 'TRUNCATE'],
  desk_reservations: ['INSERT', 'UPDATE', 'DELETE', 'TRUNCATE'],
  all_rooms: ['INSERT', 'UPDATE', 'DELETE', 'TRUNCATE'],
  room_reservations: ['INSERT', 'UPDATE', 'DELETE', 'TRUNCATE'],
  floors: ['INSERT', 'UPDATE', 'DELETE', 'TRUNCATE'],
  users: ['UPDATE'], // the map shows occupants' names; a new user has no reservation yet
};

/** A write of each event of VERSIONED, each changing what DAY shows. */
const WRITES: Record<string, Record<string, string>> = {
  all_desks: {
    INSERT: "INSERT INTO desks (desk_id, floor, x, y) VALUES ('4-2', 4, 0, 0)",
    UPDATE: "UPDATE all_desks SET deleted_at = now() WHERE desk_id = '4-1'",
    DELETE: "DELETE FROM all_desks WHERE desk_id = '4-1'",
    TRUNCATE: 'TRUNCATE all_desks CASCADE',
  },
  desk_reservations: {
    INSERT: `INSERT INTO desk_reservations (id, desk_id, uuid, creator_uuid, day, reservation_date, creation_date, status)
             VALUES (gen_random_uuid(), '4-1', '${USER}', '${USER}', '${DAY}', '${DAY}T06:00:00Z', now(), 'cancelled')`,
    UPDATE: "UPDATE desk_reservations SET status = 'busy'",
    DELETE: 'DELETE FROM desk_reservations',
    TRUNCATE: 'TRUNCATE desk_reservations',
  },
  all_rooms: {
    INSERT: "INSERT INTO rooms (id, floor, name, x, y, w, h) VALUES ('E4-2', 4, 'Sala 2', 0, 0, 10, 10)",
    UPDATE: "UPDATE rooms SET x = 20 WHERE id = 'E4-1'",
    DELETE: "DELETE FROM all_rooms WHERE id = 'E4-1'",
    TRUNCATE: 'TRUNCATE all_rooms CASCADE',
  },
  floors: {
    INSERT: "INSERT INTO floors (floor, name, width, height) VALUES (5, 'Etajul 5', 1000, 600)",
    UPDATE: 'UPDATE floors SET height = 700 WHERE floor = 4',
    DELETE: 'DELETE FROM floors WHERE floor = 4',
    TRUNCATE: 'TRUNCATE floors CASCADE', // the displays of a floor (migration 032) go with it
  },
  room_reservations: {
    INSERT: `INSERT INTO room_reservations (id, room_id, uuid, date_begin, date_end, creation_date, status)
             VALUES (gen_random_uuid(), 'E4-1', '${USER}', '${DAY}T10:00:00Z', '${DAY}T11:00:00Z', now(), 'booked')`,
    UPDATE: "UPDATE room_reservations SET status = 'cancelled'",
    DELETE: 'DELETE FROM room_reservations',
    TRUNCATE: 'TRUNCATE room_reservations',
  },
  users: { UPDATE: "UPDATE users SET name = 'Ana Schimbată'" },
};

/** Runs fn in a transaction that is then rolled back, so that each write starts from the same rows. */
async function rolledBack(fn: (q: Queryable) => Promise<void>): Promise<void> {
  const undo = new Error('rolled back');
  await t.ctx.db
    .transaction(async (tx) => {
      await fn(tx);
      throw undo;
    })
    .catch((e: unknown) => {
      if (e !== undo) throw e;
    });
}

async function tablesRead(reads: (q: Queryable) => Promise<unknown>): Promise<Set<string>> {
  const statements: { sql: string; params?: unknown[] }[] = [];
  await reads({ query: (sql, params) => (statements.push({ sql: statementText(sql), params }), t.ctx.db.query(sql, params)) } as Queryable);
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
    for (const [bit, name] of [
      [4, 'INSERT'],
      [8, 'DELETE'],
      [16, 'UPDATE'],
      [32, 'TRUNCATE'],
    ] as const)
      if (Number(r.tgtype) & bit) events.add(name);
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
    expect([...read].sort()).toEqual(Object.keys(VERSIONED).sort());
    const bumped = await bumpingEvents();
    const missing = Object.entries(VERSIONED).flatMap(([table, events]) =>
      events.filter((e) => !bumped[table]?.has(e)).map((e) => `${table} ${e}`),
    );
    expect(missing).toEqual([]);
  });

  it('every such write changes the version the versions module reads for the day, the range and the office', async () => {
    const unchanged: string[] = [];
    for (const [table, events] of Object.entries(VERSIONED)) {
      for (const event of events) {
        const write = WRITES[table]?.[event];
        if (!write) {
          unchanged.push(`${table} ${event}: no write listed`);
          continue;
        }
        await rolledBack(async (tx) => {
          const versions = () => Promise.all([dayVersion(tx, DAY), rangeVersion(tx, '2026-03-02', '2026-03-06'), officeVersion(tx)]);
          const before = await versions();
          await tx.query(write);
          const after = await versions();
          if (after.some((v, i) => v <= before[i])) unchanged.push(`${table} ${event}: ${before.join(',')} → ${after.join(',')}`);
        });
      }
    }
    expect(unchanged).toEqual([]);
  });

  it('a day is changed by its own writes, not by those of another day', async () => {
    await rolledBack(async (tx) => {
      const before = await dayVersion(tx, '2026-03-05');
      await tx.query(WRITES.desk_reservations.UPDATE);
      await tx.query(WRITES.room_reservations.INSERT);
      expect(await dayVersion(tx, '2026-03-05')).toBe(before);
    });
  });
});
