import { expect, it } from 'vitest';
import { centreOf, mapCoordinates } from '../../domain/floors/geometry.js';
import { floorPlan, PLAN } from '../../domain/floors/layout.js';
import { desksOnDay } from '../desks/queries.js';
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

// Migration 018 (decisions §18): a database of today's releases (migrations up to 017) with desks,
// rooms and reservations comes out with the same desks, rooms and reservations, its floors made
// from the first layout, and every desk and room where the map showed it.
it('018 keeps every desk, room and reservation of a database made by 017 and makes its floors', async () => {
  const { db, drop } = await freshDb();
  try {
    await migrate(db, '017_live_notify.sql');
    const user = '00000000-0000-4000-8000-000000000018';
    await db.query(`INSERT INTO users (uuid, username, name, email, password_hash) VALUES ($1, 'ana', 'Ana', 'ana@example.com', 'x')`, [
      user,
    ]);
    const plans = [floorPlan(4), floorPlan(5)];
    for (const p of plans) {
      for (const d of p.desks) {
        const c = mapCoordinates(d, PLAN.height);
        await db.query('INSERT INTO desks (desk_id, floor, latitude, longitude, groups_id_list) VALUES ($1, $2, $3, $4, $5)', [
          d.deskId,
          p.floor,
          c.latitude,
          c.longitude,
          d.groupsIdList,
        ]);
      }
      for (const r of p.rooms) {
        const c = mapCoordinates(centreOf(r), PLAN.height);
        await db.query('INSERT INTO rooms (id, floor, name, latitude, longitude) VALUES ($1, $2, $3, $4, $5)', [
          r.id,
          p.floor,
          r.name,
          c.latitude,
          c.longitude,
        ]);
      }
    }
    // A floor of no layout (the benchmark's company has such): a desk and a room of their own.
    await db.query("INSERT INTO desks (desk_id, floor, latitude, longitude) VALUES ('7-1001', 7, 100, 300)");
    await db.query("INSERT INTO rooms (id, floor, name, latitude, longitude) VALUES ('E7-101', 7, 'Sala 7', 500, 60)");
    await db.query(
      `INSERT INTO desk_reservations (id, desk_id, uuid, creator_uuid, day, reservation_date, creation_date, status, reservation_used)
       SELECT gen_random_uuid(), d, $1, $1, day, day + time '09:00', now(), s, u
         FROM (VALUES ('4-1', date '2026-02-02', 'busy', true), ('4-96', date '2026-02-03', 'booked', false),
                      ('5-40', date '2026-03-10', 'booked', null), ('7-1001', date '2026-03-11', 'cancelled', null)) AS v(d, day, s, u)`,
      [user],
    );
    await db.query(
      `INSERT INTO room_reservations (id, room_id, uuid, date_begin, date_end, creation_date, status)
       VALUES (gen_random_uuid(), 'E4-02', $1, '2026-03-10T08:00:00Z', '2026-03-10T09:00:00Z', now(), 'booked')`,
      [user],
    );
    const reservations = async () => [
      // 022 adds where a reservation came from ('person' for every earlier one): the rest stays as it was.
      (await db.query<{ source?: string }>('SELECT * FROM desk_reservations ORDER BY id')).rows.map(({ source: _source, ...r }) => r),
      // 032 adds what a door booking and a release mark (false and null for every earlier one): the rest stays as it was.
      (
        await db.query<{ door?: boolean; display_id?: string | null; released?: boolean }>('SELECT * FROM room_reservations ORDER BY id')
      ).rows.map(({ door: _door, display_id: _display, released: _released, ...r }) => r),
    ];
    const before = await reservations();
    const mapBefore = (
      await db.query<{ desk_id: string; latitude: number; longitude: number }>(
        'SELECT desk_id, latitude, longitude FROM desks ORDER BY desk_id',
      )
    ).rows;

    expect((await migrate(db))[0]).toBe('018_floors.sql');

    expect(await reservations()).toEqual(before);
    const { rows: floors } = await db.query('SELECT floor, name, width, height, zones, plan FROM floors ORDER BY floor');
    const zones = (n: 4 | 5) => floorPlan(n).zones.map(({ groupId, label, x, y, w, h }) => ({ groupId, label, x, y, w, h }));
    expect(floors).toEqual([
      { floor: 4, name: 'Etajul 4', width: 1000, height: 600, zones: zones(4), plan: null },
      { floor: 5, name: 'Etajul 5', width: 1000, height: 600, zones: zones(5), plan: null },
      { floor: 7, name: 'Etajul 7', width: 1000, height: 600, zones: [], plan: null },
    ]);
    // Every desk as the map showed it: the same id, the same point (its place on the plan and its coordinates).
    const mapAfter = (await desksOnDay(db, '2026-03-10')).map((d) => ({ desk_id: d.desk_id, ...mapCoordinates(d, d.floor_height) }));
    expect(mapAfter.sort((a, b) => a.desk_id.localeCompare(b.desk_id))).toEqual(mapBefore);
    const { rows: placed } = await db.query<{ desk_id: string; x: number; y: number }>(
      'SELECT desk_id, x, y FROM desks WHERE floor = 4 ORDER BY desk_id',
    );
    expect(placed.map((d) => ({ deskId: d.desk_id, x: d.x, y: d.y })).sort((a, b) => a.deskId.localeCompare(b.deskId))).toEqual(
      floorPlan(4)
        .desks.map((d) => ({ deskId: d.deskId, x: d.x, y: d.y }))
        .sort((a, b) => a.deskId.localeCompare(b.deskId)),
    );
    // The layout's rooms get its rectangles; another room a rectangle around its point.
    const { rows: boxes } = await db.query<{ id: string; x: number; y: number; w: number; h: number }>(
      'SELECT id, x, y, w, h FROM rooms ORDER BY id',
    );
    expect(boxes).toEqual([
      ...plans.flatMap((p) => p.rooms.map((r) => ({ id: r.id, x: r.x, y: r.y, w: r.w, h: r.h }))),
      { id: 'E7-101', x: 0, y: 60, w: 120, h: 80 },
    ]);
  } finally {
    await drop();
  }
});
