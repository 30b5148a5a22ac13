import { expect } from 'vitest';
import { AUDIT_KIND } from '../../domain/audit.js';
import { TYPE } from '../../domain/tower/engine.js';
import { aBooking, aCar, aDesk, aFloor, aGroup, aPerson, aRoom, aRoomBooking, aTowerRequest } from './factories.js';
import { createTestApp, type TestApp } from './harness.js';

// The world of the retention's tests (decisions §25), shared by their three files: Tuesday 15 September
// 2026, 11:00 Bucharest; the night of Wednesday 16 keeps six months, from 16 March 2026. February's rows
// lose their person, September's keep theirs. Each test makes its own app; closeRetentionApps ends them.

const apps: TestApp[] = [];
/** Closes the apps the file's tests made: each file calls it after each test. */
export async function closeRetentionApps(): Promise<void> {
  for (const t of apps.splice(0)) await t.close();
}

export const START = '2026-09-15T08:00:00Z';
/** 02:30 Bucharest (summer time) on Wednesday 16: the night's due time has passed. */
export const NIGHT = '2026-09-15T23:40:00Z';

export async function world() {
  const t = await createTestApp({ start: START });
  apps.push(t);
  const admin = await aPerson(t, { role: 'admin', name: 'Admin Retentie' });
  const group = await aGroup(t, { name: 'Retentie Grup' });
  const floor = await aFloor(t);
  const desks = [await aDesk(t, { floor, groups: [group] }), await aDesk(t, { floor, groups: [group] })];
  const room = await aRoom(t, { floor, groups: [group] });
  const ana = await aPerson(t, { name: 'Ana Veche', groups: [group], buildings: ['1', '2'], parkingRight: true });
  const dan = await aPerson(t, { name: 'Dan Vechi', groups: [group], buildings: ['1', '2'], parkingRight: true });
  const [anaCar, danCar] = [await aCar(t, { person: ana }), await aCar(t, { person: dan })];
  const ids = {
    // February: both on one day, so that 'Anonim' holds two desks and two requests of one day.
    oldA: await aBooking(t, { person: ana, desk: desks[0], day: '2026-02-02', group, status: 'busy' }),
    oldD: await aBooking(t, { person: dan, desk: desks[1], day: '2026-02-02', group, creator: ana, used: false }),
    oldCancelled: await aBooking(t, { person: dan, desk: desks[1], day: '2026-02-03', group, status: 'cancelled' }),
    newA: await aBooking(t, { person: ana, desk: desks[0], day: '2026-09-14', group, status: 'busy' }),
    oldRoom: await aRoomBooking(t, { person: ana, room: room.id, begin: '2026-02-02T08:00:00Z', end: '2026-02-02T09:00:00Z' }),
    newRoom: await aRoomBooking(t, { person: dan, room: room.id, begin: '2026-09-14T08:00:00Z', end: '2026-09-14T09:00:00Z' }),
    oldReqA: await aTowerRequest(t, { person: ana, car: anaCar, day: '2026-02-02', type: TYPE.first, confirmed: true }),
    oldReqD: await aTowerRequest(t, { person: dan, car: danCar, day: '2026-02-02', type: TYPE.absent }),
    newReq: await aTowerRequest(t, { person: dan, car: danCar, day: '2026-09-14', type: TYPE.second, confirmed: true }),
  };
  await t.ctx.db.query('UPDATE parking_reservations SET indiscipline_score = 1 WHERE type = $1', [TYPE.absent]);
  // An audit entry of February and one of September.
  await t.ctx.db.query(
    `INSERT INTO audit_log (at, actor_uuid, actor_name, kind, target, details) VALUES
       ('2026-02-10T10:00:00Z', $1, 'Admin Retentie', 'users.update', $2, '{"name": {"from": "Ana", "to": "Ana Veche"}}'),
       ('2026-09-10T10:00:00Z', $1, 'Admin Retentie', 'users.update', $3, '{"name": {"from": "Dan", "to": "Dan Vechi"}}')`,
    [admin.uuid, ana.uuid, dan.uuid],
  );
  const setting = (name: string, value: number, building = '1', token = admin.token) =>
    t.call('POST', '/api/config/update', { token, body: { name, value, building } });
  const moveTo = (iso: string) => t.moveClock(iso);
  const runs = async () =>
    (await t.ctx.db.query<{ details: Record<string, unknown> }>('SELECT details FROM audit_log WHERE kind = $1', [AUDIT_KIND.retentionRun]))
      .rows;
  return { t, admin, group, ana, dan, ids, setting, moveTo, runs };
}

export const holders = async (t: TestApp) => {
  const q = async (sql: string) =>
    Object.fromEntries((await t.ctx.db.query<{ id: string; who: string }>(sql)).rows.map((r) => [r.id, r.who]));
  return {
    ...(await q("SELECT id::text, uuid::text || '/' || creator_uuid::text AS who FROM desk_reservations")),
    ...(await q('SELECT id::text, uuid::text AS who FROM room_reservations')),
    ...(await q("SELECT id::text, user_id::text || '/' || car_id::text AS who FROM parking_reservations")),
  };
};

/** Every statistic that counts: their JSON answers, to compare before and after. */
export async function statistics(t: TestApp, token: string) {
  const out: Record<string, unknown> = {};
  for (const path of [
    '/api/statistics/groups?from=2026-01-01&to=2026-09-15',
    '/api/statistics/occupancy?from=2026-01-26&to=2026-03-06',
    '/api/statistics/occupancy?from=2026-09-07&to=2026-09-15',
    '/api/statistics/tower/days?from=2026-02-01&to=2026-09-15',
  ]) {
    const r = await t.call('GET', path, { token });
    expect(r.body.err, `${path}: ${r.body.message}`).toBe(0);
    out[path] = r.body.payload;
  }
  return out;
}
