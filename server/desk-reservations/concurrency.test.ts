import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESK_MSG } from '../../domain/desks/rules.js';
import { deskHelpers } from '../test/desks.js';
import { createTestApp, type TestApp } from '../test/harness.js';

// Simultaneous requests: the database constraints and locks must keep every rule.
// On PostgreSQL (TEST_DATABASE_URL) the requests really run in parallel on a pool of connections.
let t: TestApp;
let h: ReturnType<typeof deskHelpers>;
const DAY = '2026-03-04';

beforeAll(async () => {
  t = await createTestApp({ demo: true, start: '2026-03-02T08:00:00Z' });
  h = deskHelpers(t);
  // A clean calendar from the demo's bookings, and enough people and desks in IT for fifty at once.
  await t.ctx.db.query("DELETE FROM desk_reservations WHERE day >= '2026-03-02'");
  await t.ctx.db.query(
    "UPDATE desks SET groups_id_list = array_append(groups_id_list, 'it') WHERE floor = 5 AND NOT 'it' = ANY (groups_id_list)",
  );
  await t.ctx.db.query(
    "UPDATE users SET group_list = array_append(group_list, 'it') WHERE uuid IN (SELECT uuid FROM users WHERE role = 'user' AND NOT 'it' = ANY (group_list) ORDER BY username LIMIT 40)",
  );
});
afterAll(() => t.close());

async function itPeople(n: number): Promise<{ uuid: string; token: string }[]> {
  const { rows } = await t.ctx.db.query<{ uuid: string }>(
    "SELECT uuid FROM users WHERE 'it' = ANY (group_list) AND role = 'user' ORDER BY username LIMIT $1",
    [n],
  );
  expect(rows.length).toBe(n);
  return Promise.all(rows.map(async (r) => ({ uuid: r.uuid, token: await h.tokenFor(r.uuid) })));
}

describe('concurrent desk bookings', () => {
  it('50 people asking for one desk on one day: exactly one booking', async () => {
    await t.ctx.db.query('DELETE FROM desk_reservations WHERE day = $1', [DAY]);
    const people = await itPeople(50);
    const results = await Promise.all(people.map((p) => h.book(p.token, { deskId: '4-49', reservationDate: DAY })));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status !== 200).every((r) => r.status === 409 && r.body.message === DESK_MSG.taken)).toBe(true);
    const { rows } = await t.ctx.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM desk_reservations WHERE desk_id = '4-49' AND day = $1 AND status <> 'cancelled'",
      [DAY],
    );
    expect(rows[0].n).toBe(1);
  });

  it('one person asking for 50 desks on one day: exactly one booking', async () => {
    const day = '2026-03-05';
    await t.ctx.db.query('DELETE FROM desk_reservations WHERE day = $1', [day]);
    const [me] = await itPeople(1);
    const desks = (await h.freeDesks(me.token, 'it', day)).slice(0, 40);
    expect(desks.length).toBe(40);
    const results = await Promise.all(
      [...desks, ...desks.slice(0, 10)].map((deskId) => h.book(me.token, { deskId, reservationDate: day })),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(49);
    const { rows } = await t.ctx.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM desk_reservations WHERE uuid = $1 AND day = $2 AND status <> 'cancelled'",
      [me.uuid, day],
    );
    expect(rows[0].n).toBe(1);
  });

  it('50 parking requests never exceed the group spots', async () => {
    const day = '2026-03-06';
    await t.ctx.db.query('DELETE FROM desk_reservations WHERE day = $1', [day]);
    await h.withParkingSpots('it', 7, async () => {
      const people = await itPeople(40);
      await t.ctx.db.query('UPDATE users SET parking_right = true WHERE uuid = ANY($1)', [people.map((p) => p.uuid)]);
      const desks = await h.freeDesks(people[0].token, 'it', day);
      expect(desks.length).toBeGreaterThanOrEqual(50);
      // 40 new bookings with parking, and 10 more asking for a spot on bookings made without one.
      const plain = await itPeople(50);
      const extra = plain.slice(40);
      const held = await Promise.all(extra.map((p, i) => h.book(p.token, { deskId: desks[40 + i], reservationDate: day, groupId: 'it' })));
      await t.ctx.db.query('UPDATE users SET parking_right = true WHERE uuid = ANY($1)', [extra.map((p) => p.uuid)]);
      const results = await Promise.all([
        ...people.map((p, i) => h.book(p.token, { deskId: desks[i], reservationDate: day, parkingSpot: true, groupId: 'it' })),
        ...held.map((r, i) =>
          t.call('POST', '/api/reservations/desks/updateParking', {
            token: extra[i].token,
            body: { _id: r.body.payload._id, parkingSpot: true },
          }),
        ),
      ]);
      expect(held.every((r) => r.status === 200)).toBe(true);
      expect(results.filter((r) => r.status === 200)).toHaveLength(7);
      expect(results.filter((r) => r.status === 409 && r.body.message === DESK_MSG.noParkingSpots)).toHaveLength(43);
      const { rows } = await t.ctx.db.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM desk_reservations WHERE group_id = 'it' AND day = $1 AND status <> 'cancelled' AND parking_spot",
        [day],
      );
      expect(rows[0].n).toBe(7);
    });
  });
  it('bookings racing the deletion of their desk: none is left live on it, and the deletion cancelled each one made before it', async () => {
    const admin = await t.login('admin');
    const made = await t.call('POST', '/api/desks/create', {
      token: admin,
      body: { floor: 4, number: 800, x: 100, y: 100, groupsIdList: ['it'] },
    });
    const deskId = made.body.payload.deskId as string;
    const days = ['2026-03-09', '2026-03-10', '2026-03-11', '2026-03-12', '2026-03-13', '2026-03-16', '2026-03-17', '2026-03-18'];
    const people = await itPeople(days.length);
    const [deletion, ...bookings] = await Promise.all([
      t.call('POST', '/api/desks/delete', { token: admin, body: { deskId } }),
      ...people.map((p, i) => h.book(p.token, { deskId, reservationDate: days[i] })),
    ]);
    expect(deletion.status).toBe(200);
    const booked = bookings.filter((r) => r.status === 200).length;
    // A booking after the deletion finds no desk; one before it is cancelled by it.
    expect(bookings.filter((r) => r.status !== 200).every((r) => r.status === 404)).toBe(true);
    expect(deletion.body.payload).toEqual({ cancelled: booked });
    const { rows } = await t.ctx.db.query<{ status: string; n: number }>(
      'SELECT status, count(*)::int AS n FROM desk_reservations WHERE desk_id = $1 GROUP BY status',
      [deskId],
    );
    expect(rows).toEqual(booked ? [{ status: 'cancelled', n: booked }] : []);
  });
});
