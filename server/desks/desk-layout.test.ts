import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESK_REASON } from '../../domain/desks/rules.js';
import { FLOOR_REASON } from '../../domain/floors/rules.js';
import { APP_REASON } from '../../domain/messages.js';
import type { Desk, MapDesk } from '../../domain/schemas/desk-answers.js';
import type { ReservationStatisticsPage } from '../../domain/schemas/statistics-answers.js';
import { aDesk, aFloor, aGroup, aPerson, type Group, type Person } from '../test/factories.js';
import { createTestApp, type TestApp } from '../test/harness.js';

// The floor-plan editor's desks (decisions §18): made on a floor that exists, at a place on its
// plan, numbered next when no number is given; moved; deleted with their future reservations
// cancelled and their holders e-mailed, their past kept in the statistics.
let t: TestApp;
let admin: string, angajat: string;
let angajatP: Person;
let itDept: Group, financiar: Group;

beforeAll(async () => {
  t = await createTestApp();
  [itDept, financiar] = [await aGroup(t), await aGroup(t)];
  admin = (await aPerson(t, { role: 'admin' })).token;
  angajatP = await aPerson(t, { groups: [itDept] });
  angajat = angajatP.token;
});
afterAll(() => t.close());

const create = (body: unknown) => t.call('POST', '/api/desks/create', { token: admin, body });
const move = (body: unknown) => t.call('POST', '/api/desks/update', { token: admin, body });
const remove = (body: unknown) => t.call('POST', '/api/desks/delete', { token: admin, body });
const mapOf = async (day: string, floor: number) =>
  (await t.call('GET', `/api/desks?date=${day}&floor=${floor}`, { token: angajat })).body.payload as MapDesk[];
const book = (token: string, body: Record<string, unknown>) => t.call('POST', '/api/reservations/desks/update', { token, body });
const freeDesks = async (token: string, groupId: string, day: string) =>
  ((await t.call('GET', `/api/desks/group/${groupId}?date=${day}`, { token })).body.payload as { deskId: string; status: string }[])
    .filter((d) => d.status === 'free')
    .map((d) => d.deskId);

describe('a desk made by an administrator', () => {
  it('takes the next number of its floor, or the one given, and shows on the map at its place', async () => {
    // A floor of 1000 × 600 with desks 1 to 3.
    const { floor } = await aFloor(t);
    for (const number of [1, 2, 3]) await aDesk(t, { floor, number, groups: [itDept] });
    const next = `${floor}-4`;
    const made = await create({ floor, x: 500, y: 120, groupsIdList: [itDept.id] });
    expect(made.status).toBe(200);
    expect(made.body.payload).toMatchObject({
      deskId: next,
      id: next,
      floor,
      status: 'free',
      type: null,
      groupsIdList: [itDept.id],
      coordinates: { latitude: 480, longitude: 500 },
    } satisfies Partial<Desk>);
    expect((await create({ floor, number: 120, x: 10, y: 10, groupsIdList: [] })).body.payload.deskId).toBe(`${floor}-120`);
    expect((await create({ floor, x: 20, y: 20, groupsIdList: [itDept.id, financiar.id] })).body.payload.deskId).toBe(`${floor}-121`);
    const map = await mapOf('2026-03-04', floor);
    expect(map.find((d) => d.deskId === next)).toMatchObject({ status: 'free', coordinates: { latitude: 480, longitude: 500 } });
    const { rows } = await t.ctx.db.query("SELECT details FROM audit_log WHERE kind = 'desks.create' AND target = $1", [next]);
    expect(rows).toEqual([{ details: { floor, x: 500, y: 120, groupsIdList: [itDept.id] } }]);
  });

  it('refuses a taken id (409), a floor that does not exist (404), a place off the plan and unknown groups (400)', async () => {
    const { floor } = await aFloor(t);
    await aDesk(t, { floor, number: 1, groups: [itDept] });
    const count = async () => (await mapOf('2026-03-04', floor)).length;
    const before = await count();
    const taken = await create({ floor, number: 1, x: 10, y: 10, groupsIdList: [] });
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({ reason: DESK_REASON.idTaken, message: `Biroul ${floor}-1 există deja. Alegeți alt număr.` });
    const noFloor = await create({ floor: 9, x: 10, y: 10, groupsIdList: [] }); // no factory makes floor 9
    expect(noFloor.status).toBe(404);
    expect(noFloor.body).toMatchObject({
      reason: FLOOR_REASON.notFound,
      message: 'Etajul 9 nu există. Creați-l mai întâi în secțiunea Planuri.',
    });
    const off = await create({ floor, x: 1001, y: 10, groupsIdList: [] });
    expect(off.body).toMatchObject({ err: 400, reason: FLOOR_REASON.outsidePlan });
    const group = await create({ floor, x: 10, y: 10, groupsIdList: ['nu-exista'] });
    expect(group.body).toMatchObject({ err: 400, reason: APP_REASON.groupUnknown });
    for (const body of [
      { floor, x: -1, y: 0, groupsIdList: [] },
      { floor, number: 0, x: 1, y: 1, groupsIdList: [] },
      { floor, x: 1, y: 1 },
    ]) {
      const r = await create(body);
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.body.message).toMatch(/\S/);
    }
    expect(await count()).toBe(before);
  });

  it('moves on its plan with its other settings as they were, within the plan only', async () => {
    const { floor } = await aFloor(t);
    const deskId = `${floor}-200`;
    expect((await create({ floor, number: 200, x: 500, y: 120, groupsIdList: [itDept.id] })).body.payload.deskId).toBe(deskId);
    const r = await move({ deskId, x: 700, y: 300 });
    expect(r.status).toBe(200);
    expect(r.body.payload).toMatchObject({ deskId, groupsIdList: [itDept.id], coordinates: { latitude: 300, longitude: 700 } });
    const off = await move({ deskId, y: 650 });
    expect(off.body).toMatchObject({ err: 400, reason: FLOOR_REASON.outsidePlan });
    expect((await mapOf('2026-03-04', floor)).find((d) => d.deskId === deskId)!.coordinates).toEqual({ latitude: 300, longitude: 700 });
  });
});

describe('a desk deleted by an administrator', () => {
  it('cancels its future reservations and e-mails their holders, and keeps its past in the statistics', async () => {
    t.clock.set(new Date('2026-03-02T08:00:00Z'));
    const { floor } = await aFloor(t);
    const deskId = (await create({ floor, number: 300, x: 400, y: 400, groupsIdList: [itDept.id] })).body.payload.deskId as string;
    // Booked on Tuesday and Thursday while it is Monday; deleted on Wednesday.
    for (const day of ['2026-03-03', '2026-03-05']) expect((await book(angajat, { deskId, reservationDate: day })).body.err).toBe(0);
    t.clock.set(new Date('2026-03-04T09:00:00Z'));

    const dry = await remove({ deskId, dryRun: true });
    expect(dry.body).toEqual({ err: 0, payload: { cancelled: 1 } });
    expect((await mapOf('2026-03-05', floor)).find((d) => d.deskId === deskId)).toMatchObject({ status: 'booked' });

    const done = await remove({ deskId });
    expect(done.body).toEqual({ err: 0, payload: { cancelled: 1 } });
    const { rows } = await t.ctx.db.query<{ day: string; status: string }>(
      'SELECT day::text AS day, status FROM desk_reservations WHERE desk_id = $1 ORDER BY day',
      [deskId],
    );
    expect(rows).toEqual([
      { day: '2026-03-03', status: 'booked' },
      { day: '2026-03-05', status: 'cancelled' },
    ]);
    // Not the reminder of the 3rd, e-mailed at once when it was booked (decisions §6): the cancellation.
    const mail = await t.smtp.waitFor(
      (m) => JSON.stringify(m.to).includes(angajatP.email) && /anulată$/.test(m.subject ?? '') && (m.subject ?? '').includes(deskId),
    );
    expect(mail.subject).toBe(`Rezervarea biroului ${deskId} din 05.03.2026 a fost anulată`);
    expect(mail.text).toContain('biroul a fost scos de pe planul etajului de un administrator');

    // Gone from the map, the group's desks and booking; its past still counted.
    expect((await mapOf('2026-03-05', floor)).some((d) => d.deskId === deskId)).toBe(false);
    expect((await freeDesks(angajat, itDept.id, '2026-03-06')).includes(deskId)).toBe(false);
    expect((await book(angajat, { deskId, reservationDate: '2026-03-06' })).body).toMatchObject({
      err: 404,
      reason: DESK_REASON.deskNotFound,
    });
    const stats = await t.call('GET', `/api/statistics/reservations?from=2026-03-03&to=2026-03-03&floor=${floor}`, { token: admin });
    expect((stats.body.payload as ReservationStatisticsPage).rows.filter((r) => r.deskId === deskId)).toHaveLength(1);
    const audit = await t.ctx.db.query<{ details: { cancelled: { day: string }[] } }>(
      "SELECT details FROM audit_log WHERE kind = 'desks.delete' AND target = $1",
      [deskId],
    );
    expect(audit.rows[0].details.cancelled.map((c) => c.day)).toEqual(['2026-03-05']);

    // Deleted, it is not found; its id may be given again, to a free desk with the same past.
    expect((await remove({ deskId })).body).toMatchObject({ err: 404, reason: DESK_REASON.deskNotFound });
    expect((await move({ deskId, x: 1, y: 1 })).status).toBe(404);
    const again = await create({ floor, number: 300, x: 50, y: 50, groupsIdList: [financiar.id] });
    expect(again.body.payload).toMatchObject({
      deskId,
      status: 'free',
      groupsIdList: [financiar.id],
      coordinates: { latitude: 550, longitude: 50 },
    });
    const { rows: past } = await t.ctx.db.query('SELECT 1 FROM desk_reservations WHERE desk_id = $1', [deskId]);
    expect(past).toHaveLength(2);
  });
});
