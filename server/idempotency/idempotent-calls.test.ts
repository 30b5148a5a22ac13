import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDEMPOTENT_CALLS } from '../../domain/api/idempotent.js';
import { CHECKIN_MSG } from '../../domain/desks/checkin.js';
import { purgeExpiredJob } from '../accounts/purge-expired-job.js';
import { deskHelpers } from '../test/desks.js';
import { aBooking, aDesk, aDriver, aFloor, aGroup, aPerson, aRoom, type Group, type Person } from '../test/factories.js';
import { createTestApp, type TestApp } from '../test/harness.js';
import { keyedCalls, type KeyedAnswer } from '../test/keyed-calls.js';

// Issue #38, point 11, beyond the desk booking (idempotency.test.ts): the rooms, the tower's requests
// and their cancellation, the check-in that may book (walk-up), the key in the API's document, and
// the nightly purge. Monday 2 March 2026, 10:00 Bucharest.
const START = '2026-03-02T08:00:00Z';
let t: TestApp;
let h: ReturnType<typeof deskHelpers>;
let group: Group;
let floorNo: number;

beforeAll(async () => {
  t = await createTestApp({ start: START });
  h = deskHelpers(t);
  group = await aGroup(t);
  floorNo = (await aFloor(t)).floor;
});
afterAll(async () => {
  try {
    // The harness fails a call when any answer so far (these tests send theirs with inject) differed from its route's schema.
    await t.call('GET', '/api/meta');
  } finally {
    await t.close();
  }
});

const send = keyedCalls(() => t);
let keys = 0;
const newKey = () => `calls-key-${++keys}-${Date.now()}`;
const count = async (sql: string, params: unknown[]) => (await t.ctx.db.query<{ n: number }>(sql, params)).rows[0].n;

/** Sends a call twice with one key: the repeat must be the first answer, marked a repeat. */
async function twice(method: 'GET' | 'POST', url: string, token: string, body?: unknown): Promise<KeyedAnswer> {
  const key = newKey();
  const first = await send(method, url, token, { key, body });
  expect(first.status).toBe(200);
  expect(await send(method, url, token, { key, body })).toEqual({ ...first, replayed: true });
  return first;
}

describe('rooms', () => {
  it('a room booked twice with one key: one reservation; its cancellation twice: one answer', async () => {
    const ana = await aPerson(t, { groups: [group] });
    const room = (await aRoom(t, { floor: floorNo, groups: [group] })).id;
    // Tuesday 09:00–10:00 Bucharest.
    const body = { conferenceRoomId: room, dateBegin: '2026-03-03T07:00:00.000Z', dateEnd: '2026-03-03T08:00:00.000Z' };
    const booked = await twice('POST', '/api/reservations/conference-rooms/update', ana.token, body);
    expect(await count("SELECT count(*)::int AS n FROM room_reservations WHERE room_id = $1 AND status <> 'cancelled'", [room])).toBe(1);
    // Its confirmation e-mail, enqueued in the booking's transaction, goes once.
    await t.ctx.outbox.drain();
    await t.smtp.waitFor((m) => JSON.stringify(m.to).includes(ana.email));
    expect(t.smtp.messages.filter((m) => JSON.stringify(m.to).includes(ana.email))).toHaveLength(1);
    const id = JSON.parse(booked.body).payload._id;
    const cancelled = await twice('POST', '/api/reservations/conference-rooms/delete', ana.token, { _id: id });
    expect(JSON.parse(cancelled.body).payload).toMatchObject({ _id: id, status: 'cancelled' });
  });
});

describe('the tower', () => {
  it('a request made twice with one key: one request (not 409); its cancellation twice: one answer', async () => {
    const driver = await aDriver(t);
    const body = { reservation_dates: ['2026-03-04'], car_id: driver.carId };
    const made = await twice('POST', '/api/reservations/parking/add', driver.token, body);
    expect(await count('SELECT count(*)::int AS n FROM parking_reservations WHERE user_id = $1', [driver.uuid])).toBe(1);
    const id = JSON.parse(made.body).payload[0]._id;
    const cancelled = await twice('GET', `/api/reservations/parking/delete/${id}`, driver.token);
    expect(JSON.parse(cancelled.body).payload).toMatchObject({ _id: id, type: 5 });
  });

  it("an administrator's request for someone, repeated: one request", async () => {
    const admin = await aPerson(t, { role: 'admin', adminOf: ['1', '2'], buildings: ['1', '2'] });
    const driver = await aDriver(t);
    const body = { user_id: driver.uuid, car_id: driver.carId, reservation_dates: ['2026-03-05'] };
    await twice('POST', '/api/reservations/parking/add', admin.token, body);
    expect(await count('SELECT count(*)::int AS n FROM parking_reservations WHERE user_id = $1', [driver.uuid])).toBe(1);
  });
});

describe('absences', () => {
  it('an absence recorded twice with one key: one absence, its bookings cancelled once (not 409); its deletion twice: one answer', async () => {
    const ana = await aPerson(t, { groups: [group] });
    const desk = await aDesk(t, { floor: floorNo, groups: [group] });
    await aBooking(t, { person: ana, desk, day: '2026-03-05', group });
    const recorded = await twice('POST', '/api/absences/update', ana.token, { from: '2026-03-04', to: '2026-03-06', kind: 'concediu' });
    const { absence, cancelled } = JSON.parse(recorded.body).payload;
    expect(cancelled.desks).toHaveLength(1);
    expect(await count('SELECT count(*)::int AS n FROM absences WHERE uuid = $1', [ana.uuid])).toBe(1);
    expect(await count("SELECT count(*)::int AS n FROM desk_reservations WHERE uuid = $1 AND status = 'cancelled'", [ana.uuid])).toBe(1);
    const deleted = await twice('POST', '/api/absences/delete', ana.token, { _id: absence._id });
    expect(JSON.parse(deleted.body).payload).toMatchObject({ _id: absence._id });
    expect(await count('SELECT count(*)::int AS n FROM absences WHERE uuid = $1', [ana.uuid])).toBe(0);
  });
});

describe('check-in at the desk', () => {
  it('a walk-up repeated with its key answers "booked" again, not "already", and books once', async () => {
    const ana = await aPerson(t, { groups: [group] });
    const desk = await aDesk(t, { floor: floorNo, groups: [group] });
    await h.withSettings({ walkUpBooking: 1 }, async () => {
      const first = await twice('POST', '/api/reservations/desks/checkin', ana.token, { deskId: desk });
      expect(JSON.parse(first.body).payload).toMatchObject({ action: 'booked', reservation: { deskId: desk, status: 'busy' } });
    });
    expect(await count("SELECT count(*)::int AS n FROM desk_reservations WHERE desk_id = $1 AND status <> 'cancelled'", [desk])).toBe(1);
  });

  it('two people walking up to one desk at once, each with a key: one has it, the other hears who', async () => {
    const [ana, ion]: Person[] = [
      await aPerson(t, { groups: [group], name: 'Ana Ionescu' }),
      await aPerson(t, { groups: [group], name: 'Ion Pop' }),
    ];
    const desk = await aDesk(t, { floor: floorNo, groups: [group] });
    await h.withSettings({ walkUpBooking: 1 }, async () => {
      const answers = await Promise.all(
        [ana, ion].map((p) => send('POST', '/api/reservations/desks/checkin', p.token, { key: newKey(), body: { deskId: desk } })),
      );
      const won = answers.findIndex((a) => a.status === 200);
      expect(won).toBeGreaterThanOrEqual(0);
      const lost = JSON.parse(answers[1 - won].body);
      expect(lost).toMatchObject({ err: 409, reason: 'checkin.taken', message: CHECKIN_MSG.taken([ana, ion][won].name) });
    });
    expect(await count("SELECT count(*)::int AS n FROM desk_reservations WHERE desk_id = $1 AND status <> 'cancelled'", [desk])).toBe(1);
  });
});

describe('the key in the API', () => {
  it('the document offers the Idempotency-Key header on the bookings and cancellations, and on no other call', async () => {
    const doc = (await t.app.inject('/api/docs/json')).json() as {
      paths: Record<string, Record<string, { parameters?: { in: string; name: string }[] }>>;
    };
    const withKey = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.entries(ops)
        .filter(([, op]) => op.parameters?.some((p) => p.in === 'header' && p.name === 'Idempotency-Key'))
        .map(([method]) => `${method.toUpperCase()} ${path.replace(/^\/api/, '').replace(/\{(\w+)\}/g, ':$1')}`),
    );
    expect(withKey.sort()).toEqual([...IDEMPOTENT_CALLS].sort());
  });

  it('keys past their 24 hours are purged at night, and the key then acts again', async () => {
    const ana = await aPerson(t, { groups: [group] });
    const room = (await aRoom(t, { floor: floorNo, groups: [group] })).id;
    const body = { conferenceRoomId: room, dateBegin: '2026-03-04T07:00:00.000Z', dateEnd: '2026-03-04T08:00:00.000Z' };
    const key = newKey();
    const first = JSON.parse((await send('POST', '/api/reservations/conference-rooms/update', ana.token, { key, body })).body).payload;
    await send('POST', '/api/reservations/conference-rooms/delete', ana.token, { key: newKey(), body: { _id: first._id } });
    const kept = () => count('SELECT count(*)::int AS n FROM idempotency_keys WHERE user_uuid = $1', [ana.uuid]);
    expect(await kept()).toBe(2);
    // The night of Tuesday 3 March: less than 24 hours; the next night: more.
    const purgeAt = (at: string) =>
      t.ctx.db.transaction((tx) => purgeExpiredJob.run({ tx, dueAt: new Date(at), now: new Date(at), afterCommit: () => undefined }));
    await purgeAt('2026-03-03T01:00:00Z');
    expect(await kept()).toBe(2);
    await purgeAt('2026-03-04T01:00:00Z');
    expect(await kept()).toBe(0);
    // A day later the same key is a new action: the room (free again) is booked anew.
    await h.withClock('2026-03-03T09:00:00Z', async () => {
      const again = await send('POST', '/api/reservations/conference-rooms/update', ana.token, { key, body });
      expect([again.status, again.replayed]).toEqual([200, false]);
      expect(JSON.parse(again.body).payload._id).not.toBe(first._id);
    });
  });
});
