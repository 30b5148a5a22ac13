import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TYPE } from '../../domain/tower/engine.js';
import {
  aBooking,
  aDesk,
  aDriver,
  aFloor,
  aGroup,
  aPerson,
  aRoom,
  aTowerRequest,
  type Floor,
  type Group,
  type Person,
} from '../test/factories.js';
import { createTestApp, type TestApp } from '../test/harness.js';

// Absences (decisions §20) on the real app and database: what recording one cancels and keeps, who
// may record it, and its refusals. The clock stands on Monday 2 March 2026, 19:00 Bucharest: the
// tower's second round for Tuesday has run (Monday 18:00), and Tuesday's desks are within 24 hours.
const NOW = '2026-03-02T17:00:00Z';
let t: TestApp;
let it_: Group, fin: Group;
let floor: Floor;
let manager: Person, admin1: Person, admin2: Person;

beforeAll(async () => {
  t = await createTestApp({ start: NOW });
  it_ = await aGroup(t, { parkingSpots: 3 });
  fin = await aGroup(t);
  floor = await aFloor(t);
  manager = await aPerson(t, { role: 'manager', groups: [it_], managerOf: [it_] });
  // Building administrators who are not role admin: each administers one building only.
  admin1 = await aPerson(t, { adminOf: ['1'] });
  admin2 = await aPerson(t, { building: '2', adminOf: ['2'] });
});
afterAll(() => t.close());

const record = (token: string, body: Record<string, unknown>) => t.call('POST', '/api/absences/update', { token, body });
const deskOf = async (id: string) =>
  (
    await t.ctx.db.query<{ status: string; parking_spot: boolean }>('SELECT status, parking_spot FROM desk_reservations WHERE id = $1', [
      id,
    ])
  ).rows[0];
const typeOf = async (id: string) =>
  (await t.ctx.db.query<{ type: number }>('SELECT type FROM parking_reservations WHERE id = $1', [id])).rows[0].type;
const absencesOf = async (uuid: string) =>
  (await t.ctx.db.query<{ from_day: string }>('SELECT from_day FROM absences WHERE uuid = $1', [uuid])).rows;
const auditOf = async (target: string) =>
  (
    await t.ctx.db.query<{ kind: string; actor_uuid: string; details: Record<string, unknown> }>(
      'SELECT kind, actor_uuid, details FROM audit_log WHERE target = $1 ORDER BY id',
      [target],
    )
  ).rows;
/** A person of IT holding a desk (with a parking spot) on each of these days. */
async function anItPersonWith(days: string[], o: { parking?: boolean } = {}) {
  const p = await aPerson(t, { groups: [it_], parkingRight: true });
  const ids: Record<string, string> = {};
  for (const day of days)
    ids[day] = await aBooking(t, { person: p, desk: await aDesk(t, { floor, groups: [it_] }), day, group: it_, ...o });
  return { p, ids };
}

describe('recording an absence', () => {
  it('cancels the desks the 24-hour rule still lets go, with their spots, and keeps the rest and the rooms', async () => {
    const { p, ids } = await anItPersonWith(['2026-03-03', '2026-03-05', '2026-03-09'], { parking: true });
    const gone = await aBooking(t, { person: p, desk: await aDesk(t, { floor, groups: [it_] }), day: '2026-03-04', status: 'cancelled' });
    const room = await aRoom(t, { floor, groups: [it_], name: 'Sala Olt' });
    const meeting = randomUUID();
    await t.ctx.db.query(
      `INSERT INTO room_reservations (id, room_id, uuid, date_begin, date_end, creation_date, status) VALUES ($1, $2, $3, $4, $5, $6, 'booked')`,
      [meeting, room.id, p.uuid, '2026-03-04T08:00:00Z', '2026-03-04T09:00:00Z', t.clock.now()],
    );

    const r = await record(p.token, { from: '2026-03-02', to: '2026-03-06', kind: 'concediu' });
    expect(r.status).toBe(200);
    const { absence, cancelled, kept } = r.body.payload;
    expect(absence).toMatchObject({ uuid: p.uuid, from: '2026-03-02', to: '2026-03-06', kind: 'concediu', createdBy: p.uuid });
    // Thursday is three days ahead: cancelled, its parking spot freed. Tuesday 11:00 is 16 hours away: kept.
    expect(cancelled.desks).toEqual([{ _id: ids['2026-03-05'], day: '2026-03-05', deskId: expect.any(String), floor: floor.floor }]);
    expect(kept.desks.map((d: { _id: string }) => d._id)).toEqual([ids['2026-03-03']]);
    expect(kept.rooms).toEqual([
      { _id: meeting, day: '2026-03-04', roomName: 'Sala Olt', dateBegin: '2026-03-04T08:00:00.000Z', dateEnd: '2026-03-04T09:00:00.000Z' },
    ]);
    expect(cancelled.tower).toEqual([]);
    expect(kept.tower).toEqual([]);
    expect(await deskOf(ids['2026-03-05'])).toEqual({ status: 'cancelled', parking_spot: false });
    expect(await deskOf(ids['2026-03-03'])).toEqual({ status: 'booked', parking_spot: true });
    // Outside the range, and already cancelled: untouched, and listed nowhere.
    expect(await deskOf(ids['2026-03-09'])).toEqual({ status: 'booked', parking_spot: true });
    expect(JSON.stringify(r.body.payload)).not.toContain(gone);
    // The room stays booked; one's own absence is no administrative change.
    expect((await t.ctx.db.query('SELECT status FROM room_reservations WHERE id = $1', [meeting])).rows[0]).toEqual({ status: 'booked' });
    expect(await auditOf(p.uuid)).toEqual([]);
  });

  it('cancels the tower requests before their cut-off and keeps those whose second round has run', async () => {
    const d = await aDriver(t);
    const tuesday = await aTowerRequest(t, { person: d, car: d.carId, day: '2026-03-03', type: TYPE.second });
    const wednesday = await aTowerRequest(t, { person: d, car: d.carId, day: '2026-03-04', type: TYPE.first });
    const thursday = await aTowerRequest(t, { person: d, car: d.carId, day: '2026-03-05' });
    const r = await record(d.token, { from: '2026-03-03', to: '2026-03-05', kind: 'deplasare' });
    expect(r.status).toBe(200);
    expect(r.body.payload.cancelled.tower).toEqual([
      { _id: wednesday, day: '2026-03-04' },
      { _id: thursday, day: '2026-03-05' },
    ]);
    expect(r.body.payload.kept).toEqual({ desks: [], tower: [{ _id: tuesday, day: '2026-03-03' }], rooms: [] });
    expect([await typeOf(tuesday), await typeOf(wednesday), await typeOf(thursday)]).toEqual([TYPE.second, TYPE.cancelled, TYPE.cancelled]);
  });

  it('refuses a reversed, too long or past absence, and changes nothing', async () => {
    const { p, ids } = await anItPersonWith(['2026-03-05']);
    const cases: [Record<string, string>, string][] = [
      [{ from: '2026-03-06', to: '2026-03-05' }, 'absence.reversed'],
      [{ from: '2026-03-03', to: '2027-03-04' }, 'absence.tooLong'],
      [{ from: '2026-03-01', to: '2026-03-06' }, 'absence.past'],
    ];
    for (const [days, reason] of cases) {
      const r = await record(p.token, { ...days, kind: 'altul' });
      expect(r.status, reason).toBe(400);
      expect(r.body.reason).toBe(reason);
    }
    expect(await deskOf(ids['2026-03-05'])).toEqual({ status: 'booked', parking_spot: false });
    expect(await absencesOf(p.uuid)).toEqual([]);
  });

  it('refuses an absence that overlaps another of the person, and lets one that touches it', async () => {
    const p = await aPerson(t, { groups: [it_] });
    expect((await record(p.token, { from: '2026-03-10', to: '2026-03-12', kind: 'concediu' })).status).toBe(200);
    const r = await record(p.token, { from: '2026-03-12', to: '2026-03-13', kind: 'telemunca' });
    expect(r.status).toBe(409);
    expect(r.body).toMatchObject({ reason: 'absence.overlap', message: 'Există deja o absență în acest interval.' });
    expect((await record(p.token, { from: '2026-03-13', to: '2026-03-13', kind: 'telemunca' })).status).toBe(200);
    // Another person's absence on the same days is theirs.
    expect((await record(manager.token, { from: '2026-03-10', to: '2026-03-12', kind: 'concediu' })).status).toBe(200);
  });

  it('lets only one of two overlapping absences recorded at the same moment through', async () => {
    const { p, ids } = await anItPersonWith(['2026-03-11']);
    const answers = await Promise.all([
      record(p.token, { from: '2026-03-09', to: '2026-03-11', kind: 'concediu' }),
      record(p.token, { from: '2026-03-11', to: '2026-03-13', kind: 'concediu' }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.status === 409)!.body.reason).toBe('absence.overlap');
    expect(await absencesOf(p.uuid)).toHaveLength(1);
    expect((await deskOf(ids['2026-03-11'])).status).toBe('cancelled');
  });
});

describe('who records an absence', () => {
  it('a manager, for a person of a group they manage, past days too; the audit log says so', async () => {
    const { p, ids } = await anItPersonWith(['2026-03-10']);
    const r = await record(manager.token, { from: '2026-02-27', to: '2026-03-10', kind: 'altul', uuid: p.uuid });
    expect(r.status).toBe(200);
    expect(r.body.payload.absence).toMatchObject({ uuid: p.uuid, createdBy: manager.uuid, from: '2026-02-27' });
    expect(r.body.payload.cancelled.desks.map((d: { _id: string }) => d._id)).toEqual([ids['2026-03-10']]);
    expect(await auditOf(p.uuid)).toEqual([
      {
        kind: 'absences.forOther',
        actor_uuid: manager.uuid,
        details: {
          action: 'absence.record',
          absence: r.body.payload.absence._id,
          firstDay: '2026-02-27',
          lastDay: '2026-03-10',
          absenceKind: 'altul',
          cancelledDesks: ['2026-03-10'],
          cancelledTower: [],
        },
      },
    ]);
    // The manager reads the person's absences, and may delete this one: logged too, and nothing comes back.
    expect((await t.call('GET', `/api/absences?uuid=${p.uuid}`, { token: manager.token })).body.payload).toHaveLength(1);
    const del = await t.call('POST', '/api/absences/delete', { token: manager.token, body: { _id: r.body.payload.absence._id } });
    expect(del.body.payload).toEqual(r.body.payload.absence);
    expect((await auditOf(p.uuid)).map((e) => e.details.action)).toEqual(['absence.record', 'absence.delete']);
    expect((await deskOf(ids['2026-03-10'])).status).toBe('cancelled');
  });

  it("refuses a manager another group's person, and a building's administrator the other building's people", async () => {
    const financiar = await aPerson(t, { groups: [fin] });
    const driver = await aDriver(t);
    const days = { from: '2026-03-16', to: '2026-03-17', kind: 'concediu' };
    for (const [who, whom] of [
      [manager, financiar],
      [admin2, financiar],
      [admin1, driver],
      [financiar, manager],
    ] as const) {
      const r = await record(who.token, { ...days, uuid: whom.uuid });
      expect(r.status).toBe(403);
      expect(r.body.reason).toBe('absence.notYourPerson');
      expect((await t.call('GET', `/api/absences?uuid=${whom.uuid}`, { token: who.token })).body.reason).toBe('absence.notYourPerson');
    }
    expect(await absencesOf(financiar.uuid)).toEqual([]);
    // Each building's administrator records for its own people.
    expect((await record(admin1.token, { ...days, uuid: financiar.uuid })).status).toBe(200);
    expect((await record(admin2.token, { ...days, uuid: driver.uuid })).status).toBe(200);
  });

  it('answers 404 for an unknown person', async () => {
    const r = await record(admin1.token, { from: '2026-03-16', to: '2026-03-17', kind: 'concediu', uuid: randomUUID() });
    expect(r.status).toBe(404);
    expect(r.body.reason).toBe('app.userNotFound');
  });
});

describe('listing and deleting absences', () => {
  it("lists one's own by their first day, and deletes one's own; another's is not found", async () => {
    const p = await aPerson(t, { groups: [it_] });
    const later = (await record(p.token, { from: '2026-04-06', to: '2026-04-10', kind: 'concediu' })).body.payload.absence;
    const sooner = (await record(p.token, { from: '2026-03-23', to: '2026-03-23', kind: 'telemunca' })).body.payload.absence;
    expect((await t.call('GET', '/api/absences', { token: p.token })).body.payload).toEqual([sooner, later]);
    const colleague = await aPerson(t, { groups: [it_] });
    for (const token of [colleague.token, admin2.token]) {
      const r = await t.call('POST', '/api/absences/delete', { token, body: { _id: later._id } });
      expect(r.status).toBe(404);
      expect(r.body.reason).toBe('absence.notFound');
    }
    expect((await t.call('POST', '/api/absences/delete', { token: p.token, body: { _id: later._id } })).body.payload).toEqual(later);
    expect((await t.call('POST', '/api/absences/delete', { token: p.token, body: { _id: later._id } })).body.reason).toBe(
      'absence.notFound',
    );
    expect((await t.call('GET', '/api/absences', { token: p.token })).body.payload).toEqual([sooner]);
  });

  it('refuses malformed input with 400', async () => {
    const p = await aPerson(t);
    for (const body of [
      { from: '2026-03-10', kind: 'concediu' },
      { from: '2026-03-10', to: '2026-02-30', kind: 'concediu' },
      { from: '10.03.2026', to: '2026-03-12', kind: 'concediu' },
      { from: '2026-03-10', to: '2026-03-12', kind: 'vacanta' },
      { from: '2026-03-10', to: '2026-03-12', kind: 'concediu', uuid: 'nu-e-uuid' },
    ])
      expect((await record(p.token, body)).status, JSON.stringify(body)).toBe(400);
    expect((await t.call('GET', '/api/absences?uuid=abc', { token: p.token })).status).toBe(400);
    expect((await t.call('POST', '/api/absences/delete', { token: p.token, body: { _id: 'x' } })).status).toBe(400);
    expect(await absencesOf(p.uuid)).toEqual([]);
  });
});
