import { gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deskHelpers } from '../test/desks.js';
import { aBooking, aDesk, aFloor, aGroup, aPerson, aRoom, unique, type Floor, type Person } from '../test/factories.js';
import { anotherProcess } from '../test/another-process.js';
import { createTestApp, type TestApp } from '../test/harness.js';

// The map of a day is served from a per-day snapshot (issue #12): it must never be stale, in the
// process that wrote nor in another one on the same database.
let t: TestApp;
let h: ReturnType<typeof deskHelpers>;
let other: FastifyInstance; // a second server process: its own cache and, on PostgreSQL, its own pool
let second: Awaited<ReturnType<typeof anotherProcess>>;
let admin: string;
let floor: Floor;
let managerP: Person;
const DAY = '2026-03-04';

/** A group of its own with `desks` desks on the shared floor, and a person of the office in it (of both buildings when `both`). */
async function aTeam(o: { desks?: number; both?: boolean } = {}) {
  const group = await aGroup(t);
  const desks: string[] = [];
  for (let i = 0; i < (o.desks ?? 1); i++) desks.push(await aDesk(t, { floor, groups: [group] }));
  const person = await aPerson(t, { groups: [group], ...(o.both ? { buildings: ['1', '2'] } : {}) });
  return { group, desks, person };
}
const book = (token: string, body: Record<string, unknown>) => t.call('POST', '/api/reservations/desks/update', { token, body });

type Desk = {
  deskId: string;
  status: string;
  uuid: string | null;
  name: string | null;
  type: string | null;
  managerName: string | null;
  groupsIdList: string[];
  parkingSpot: boolean;
};
type Via = 'this' | 'other';
async function map(via: Via, url: string, token: string, headers: Record<string, string> = {}) {
  const app = via === 'this' ? t.app : other;
  return app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}`, ...headers } });
}
/** A desk of the map, its left-out empty fields read as null (the lean map, issue #12). */
async function desk(via: Via, deskId: string, url = `/api/desks?date=${DAY}`): Promise<Desk> {
  const r = await map(via, url, admin);
  expect(r.statusCode).toBe(200);
  const found = (r.json().payload as Partial<Desk>[]).find((d) => d.deskId === deskId)!;
  return { uuid: null, name: null, type: null, managerName: null, ...found } as Desk;
}
/** Reads through both apps first, so that both hold a snapshot a stale cache would serve. */
async function warm(deskId: string) {
  await desk('this', deskId);
  await desk('other', deskId);
}

beforeAll(async () => {
  t = await createTestApp();
  h = deskHelpers(t); // its clock only
  floor = await aFloor(t);
  admin = (await aPerson(t, { role: 'admin' })).token;
  const managed = await aGroup(t);
  managerP = await aPerson(t, { role: 'manager', name: 'Mihai Manager', groups: [managed], managerOf: [managed] });
  // A floor of 120 desks, some booked on the day, for the map's size.
  const big = await aGroup(t);
  const bigFloor = await aFloor(t);
  for (let i = 0; i < 120; i++) {
    const d = await aDesk(t, { floor: bigFloor, groups: [big] });
    if (i % 20 === 0) await aBooking(t, { person: await aPerson(t, { groups: [big] }), desk: d, day: DAY, group: big });
  }
  second = await anotherProcess(t);
  other = second.app;
});
afterAll(async () => {
  await second.close();
  await t.close();
});

describe('the map of a day is never stale', () => {
  it('a booking, a presence confirmation and a cancellation show on the next read, through either app', async () => {
    const { group, desks, person } = await aTeam();
    const [d] = desks;
    await warm(d);
    const booked = await book(person.token, { deskId: d, reservationDate: DAY });
    expect(booked.body.err).toBe(0);
    for (const via of ['this', 'other'] as const) expect(await desk(via, d)).toMatchObject({ status: 'booked', uuid: person.uuid });

    // The same day through the group's map too.
    expect((await desk('other', d, `/api/desks/group/${group.id}?date=${DAY}`)).status).toBe('booked');

    const id = booked.body.payload.id ?? booked.body.payload._id;
    await t.ctx.db.query("UPDATE desk_reservations SET status = 'busy' WHERE id = $1", [id]); // as a job or a confirmation would
    expect((await desk('other', d)).status).toBe('busy');

    const cancelled = await t.call('POST', '/api/reservations/desks/delete', { token: admin, body: { _id: id } });
    expect(cancelled.body.err).toBe(0);
    for (const via of ['this', 'other'] as const) expect(await desk(via, d)).toMatchObject({ status: 'free', uuid: null });
  });

  it('a random booking shows', async () => {
    const { group, desks, person } = await aTeam({ desks: 3, both: true });
    for (const d of desks) await warm(d);
    const r = await t.call('POST', '/api/reservations/desks/random', {
      token: person.token,
      body: { groupId: group.id, reservationDate: DAY },
    });
    expect(r.body.err).toBe(0);
    const deskId = r.body.payload.deskId as string;
    expect(desks).toContain(deskId);
    expect((await desk('other', deskId)).status).toBe('booked');
  });

  it('a desk blocked for someone, and its groups changed, show on every day', async () => {
    const {
      group: financiar,
      desks: [d],
    } = await aTeam();
    const itDept = await aGroup(t);
    await warm(d);
    expect(
      (
        await t.call('POST', '/api/desks/update', {
          token: admin,
          body: { deskId: d, type: 'Manager', manager: managerP.uuid, groupsIdList: [financiar.id, itDept.id] },
        })
      ).body.err,
    ).toBe(0);
    for (const via of ['this', 'other'] as const) {
      expect(await desk(via, d)).toMatchObject({
        status: 'busy',
        type: 'Manager',
        managerName: managerP.name,
        groupsIdList: [financiar.id, itDept.id],
      });
    }
    expect((await desk('other', d, `/api/desks/group/${itDept.id}?date=${DAY}`)).deskId).toBe(d);
    await t.call('POST', '/api/desks/update', {
      token: admin,
      body: { deskId: d, type: null, manager: null, groupsIdList: [financiar.id] },
    });
    expect(await desk('other', d)).toMatchObject({ status: 'free', type: null, groupsIdList: [financiar.id] });
  });

  it('a group given desks, then deleted, shows on the next read', async () => {
    const {
      desks: [d],
    } = await aTeam();
    await warm(d);
    const made = await t.call('POST', '/api/groups/update', {
      token: admin,
      body: { name: unique('Proiect Cache '), type: 'Proiect', desks: [d] },
    });
    expect(made.body.err).toBe(0);
    const gid = made.body.payload._id ?? made.body.payload.id;
    expect((await desk('other', d)).groupsIdList).toContain(gid);
    expect((await t.call('POST', '/api/groups/delete', { token: admin, body: { _id: gid } })).body.err).toBe(0);
    expect((await desk('other', d)).groupsIdList).not.toContain(gid);
  });

  it("an occupant's new name shows on the next read", async () => {
    const {
      desks: [d],
      person,
    } = await aTeam({ both: true });
    expect((await book(person.token, { deskId: d, reservationDate: '2026-03-06' })).body.err).toBe(0);
    const url = '/api/desks?date=2026-03-06';
    const before = (await desk('other', d, url)).name!;
    expect(before).toBe(person.name);
    const uuid = person.uuid;
    expect((await t.call('POST', '/api/users/update', { token: admin, body: { uuid, name: 'Nume Schimbat' } })).body.err).toBe(0);
    expect((await desk('other', d, url)).name).toBe('Nume Schimbat');
    await t.call('POST', '/api/users/update', { token: admin, body: { uuid, name: before } });
    expect((await desk('this', d, url)).name).toBe(before);
  });
});

describe("today's status card is never stale", () => {
  const status = async (via: Via) => {
    const r = await map(via, '/api/reservations/status', admin);
    expect(r.statusCode).toBe(200);
    return r.json().payload as { reservedOffices: number; emptyOffices: number; reservedConfRooms: number; emptyConfRooms: number };
  };
  const THURSDAY = '2026-03-12';

  it('a booking and a cancellation of today, and a room booked today, show on the next read through either app', async () => {
    const {
      group,
      desks: [d],
      person: ambele,
    } = await aTeam({ both: true });
    // A room of angajat's groups that nobody has booked that day, so that the count moves.
    const freeRoom = await aRoom(t, { floor, groups: [group] });
    const angajat = await aPerson(t, { groups: [group] });
    const before = await h.withClock(`${THURSDAY}T08:00:00Z`, () => status('this'));
    const booked = await book(ambele.token, { deskId: d, reservationDate: THURSDAY }); // on Monday
    expect(booked.body.err).toBe(0);
    await h.withClock(`${THURSDAY}T08:00:00Z`, async () => {
      for (const via of ['this', 'other'] as const) {
        expect(await status(via)).toMatchObject({ reservedOffices: before.reservedOffices + 1, emptyOffices: before.emptyOffices - 1 });
      }
      const room = await t.call('POST', '/api/reservations/conference-rooms/update', {
        token: angajat.token,
        body: { conferenceRoomId: freeRoom.id, dateBegin: `${THURSDAY}T14:00:00Z`, dateEnd: `${THURSDAY}T14:30:00Z` },
      });
      expect(room.body.err).toBe(0);
      expect(await status('other')).toMatchObject({
        reservedConfRooms: before.reservedConfRooms + 1,
        emptyConfRooms: before.emptyConfRooms - 1,
      });
      expect(
        (await t.call('POST', '/api/reservations/conference-rooms/delete', { token: admin, body: { _id: room.body.payload._id } })).body
          .err,
      ).toBe(0);
      expect(
        (await t.call('POST', '/api/reservations/desks/delete', { token: admin, body: { _id: booked.body.payload._id } })).body.err,
      ).toBe(0);
      for (const via of ['this', 'other'] as const) expect(await status(via)).toEqual(before);
    });
  });

  it('each day counts its own reservations, and a poll that finds nothing new gets 304', async () => {
    // Reservations of its own on both days: two on Monday, three on Wednesday.
    const { group, desks, person: angajat } = await aTeam({ desks: 3 });
    for (const [i, day] of ['2026-03-02', '2026-03-02', '2026-03-04', '2026-03-04', '2026-03-04'].entries()) {
      await aBooking(t, { person: i === 0 ? angajat : await aPerson(t, { groups: [group] }), desk: desks[i % 3], day, group });
    }
    const count = async (day: string) =>
      (
        await t.ctx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM desk_reservations WHERE day = $1 AND status <> $2', [
          day,
          'cancelled',
        ])
      ).rows[0].n;
    expect(await count('2026-03-02')).toBeGreaterThanOrEqual(2);
    expect(await count('2026-03-04')).toBeGreaterThanOrEqual(3);
    expect((await status('this')).reservedOffices).toBe(await count('2026-03-02'));
    await h.withClock('2026-03-04T08:00:00Z', async () => expect((await status('other')).reservedOffices).toBe(await count('2026-03-04')));
    const first = await map('this', '/api/reservations/status', angajat.token);
    expect(
      (await map('other', '/api/reservations/status', angajat.token, { 'if-none-match': first.headers.etag as string })).statusCode,
    ).toBe(304);
  });
});

describe('the lean, compressed map', () => {
  it('leaves out empty fields and sends gzip to a client that accepts it', async () => {
    const plain = await map('this', `/api/desks?date=${DAY}`, admin);
    const desks = plain.json().payload as Record<string, unknown>[];
    expect(desks.length).toBeGreaterThan(100);
    expect(desks.some((d) => Object.values(d).includes(null))).toBe(false);
    const free = desks.find((d) => d.status === 'free')!;
    expect(free).not.toHaveProperty('uuid');
    expect(free).toMatchObject({
      deskId: expect.any(String),
      floor: expect.any(Number),
      coordinates: expect.any(Object),
      groupsIdList: expect.any(Array),
    });

    const zipped = await map('other', `/api/desks?date=${DAY}`, admin, { 'accept-encoding': 'gzip, deflate, br' });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toMatch(/accept-encoding/i);
    const body = gunzipSync(zipped.rawPayload).toString('utf8');
    expect(JSON.parse(body)).toEqual(plain.json());
    expect(zipped.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
  });
});

describe('ETag', () => {
  it('a poll that finds nothing new gets 304; after a write, 200 with a new ETag', async () => {
    const { group: itDept, desks, person } = await aTeam({ desks: 2 });
    const { group: financiar } = await aTeam();
    const angajat = person.token;
    const url = `/api/desks/group/${itDept.id}?date=2026-03-05`;
    const first = await map('this', url, angajat);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    expect(first.json().err).toBe(0);

    for (const via of ['this', 'other'] as const) {
      const again = await map(via, url, angajat, { 'if-none-match': etag });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
    }
    // Another day's or another group's ETag is not this one's.
    expect((await map('this', `/api/desks/group/${financiar.id}?date=2026-03-05`, angajat, { 'if-none-match': etag })).statusCode).toBe(
      200,
    );
    expect((await map('this', `/api/desks/group/${itDept.id}?date=2026-03-06`, angajat, { 'if-none-match': etag })).statusCode).toBe(200);

    const [d] = desks;
    expect((await book(angajat, { deskId: d, reservationDate: '2026-03-05' })).body.err).toBe(0);
    const after = await map('other', url, angajat, { 'if-none-match': etag });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(etag);
    expect((after.json().payload as Desk[]).find((x) => x.deskId === d)!.status).toBe('booked');
  });
});
