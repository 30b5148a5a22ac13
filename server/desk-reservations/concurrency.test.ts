import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESK_MSG } from '../../domain/desks/rules.js';
import { deskHelpers } from '../test/desks.js';
import { aDesk, aFloor, aGroup, aPerson, type Floor, type Group, type Person } from '../test/factories.js';
import { createTestApp, type TestApp } from '../test/harness.js';

// Simultaneous requests: the database constraints and locks must keep every rule.
// On PostgreSQL (TEST_DATABASE_URL) the requests really run in parallel on a pool of connections.
// Each test makes its own group, its people and its desks.
let t: TestApp;
let h: ReturnType<typeof deskHelpers>;
let floor: Floor;
const DAY = '2026-03-04';

beforeAll(async () => {
  t = await createTestApp({ start: '2026-03-02T08:00:00Z' });
  h = deskHelpers(t);
  floor = await aFloor(t);
});
afterAll(() => t.close());

/** A group of `people` members and `desks` desks. */
async function team(people: number, desks: number, o: { parkingSpots?: number; parkingRight?: boolean } = {}) {
  const group: Group = await aGroup(t, { parkingSpots: o.parkingSpots });
  const members: Person[] = await Promise.all(
    Array.from({ length: people }, () => aPerson(t, { groups: [group], parkingRight: o.parkingRight })),
  );
  const deskIds: string[] = [];
  for (let i = 0; i < desks; i++) deskIds.push(await aDesk(t, { floor, groups: [group] }));
  return { group, members, deskIds };
}

describe('concurrent desk bookings', () => {
  it('50 people asking for one desk on one day: exactly one booking', async () => {
    const {
      members: people,
      deskIds: [desk],
    } = await team(50, 1);
    const results = await Promise.all(people.map((p) => h.book(p.token, { deskId: desk, reservationDate: DAY })));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status !== 200).every((r) => r.status === 409 && r.body.message === DESK_MSG.taken)).toBe(true);
    const { rows } = await t.ctx.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM desk_reservations WHERE desk_id = $1 AND day = $2 AND status <> 'cancelled'",
      [desk, DAY],
    );
    expect(rows[0].n).toBe(1);
  });

  it('one person asking for 50 desks on one day: exactly one booking', async () => {
    const day = '2026-03-05';
    const {
      group,
      members: [me],
    } = await team(1, 40);
    const desks = (await h.freeDesks(me.token, group.id, day)).slice(0, 40);
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
    const { group, members, deskIds } = await team(50, 50, { parkingSpots: 7, parkingRight: true });
    const people = members.slice(0, 40);
    const desks = await h.freeDesks(people[0].token, group.id, day);
    expect(desks.length).toBeGreaterThanOrEqual(50);
    expect([...desks].sort()).toEqual([...deskIds].sort());
    // 40 new bookings with parking, and 10 more asking for a spot on bookings made without one.
    const extra = members.slice(40);
    const held = await Promise.all(
      extra.map((p, i) => h.book(p.token, { deskId: desks[40 + i], reservationDate: day, groupId: group.id })),
    );
    const results = await Promise.all([
      ...people.map((p, i) => h.book(p.token, { deskId: desks[i], reservationDate: day, parkingSpot: true, groupId: group.id })),
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
      "SELECT count(*)::int AS n FROM desk_reservations WHERE group_id = $1 AND day = $2 AND status <> 'cancelled' AND parking_spot",
      [group.id, day],
    );
    expect(rows[0].n).toBe(7);
  });

  it('bookings racing the deletion of their desk: none is left live on it, and the deletion cancelled each one made before it', async () => {
    const admin = (await aPerson(t, { role: 'admin' })).token;
    const { group, members: people } = await team(8, 0);
    const own = await aFloor(t);
    const made = await t.call('POST', '/api/desks/create', {
      token: admin,
      body: { floor: own.floor, number: 800, x: 100, y: 100, groupsIdList: [group.id] },
    });
    expect(made.body.err, made.body.message).toBe(0);
    const deskId = made.body.payload.deskId as string;
    const days = ['2026-03-09', '2026-03-10', '2026-03-11', '2026-03-12', '2026-03-13', '2026-03-16', '2026-03-17', '2026-03-18'];
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
