import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../domain/messages.js';
import { ROOM_MSG } from '../../domain/rooms/rules.js';
import { openPostgres } from '../db/connection.js';
import { Scheduler } from '../jobs/scheduler.js';
import { aFloor, aGroup, aPerson, aRoom, aRoomBooking, type Person } from '../test/factories.js';
import { createTestApp, type TestApp } from '../test/harness.js';
import { roomReleaseJob } from './release-job.js';

// Meetings nobody starts (decisions §24): with roomReleaseMinutes ≥ 0, a room reservation whose start
// was confirmed neither on the door's display nor by its booker is released that many minutes after
// it began: exactly once, its booker e-mailed, an audit entry with no actor. Monday 2 March 2026,
// Bucharest winter time (UTC+2).
const at = (hhmm: string) => new Date(`2026-03-02T${hhmm}:00+02:00`);
const JOB = 'room-release';
let t: TestApp;
let ana: Person, ion: Person, root: Person;
let room: string, other: string;

beforeAll(async () => {
  t = await createTestApp({ start: at('09:00').toISOString() });
  const floor = await aFloor(t);
  const team = await aGroup(t);
  room = (await aRoom(t, { floor, name: 'Sala Olt', groups: [team] })).id;
  other = (await aRoom(t, { floor, groups: [team] })).id;
  ana = await aPerson(t, { name: 'Ana Angajat', email: 'ana@example.com', groups: [team] });
  ion = await aPerson(t, { name: 'Ion Ionescu' });
  root = await aPerson(t, { role: 'admin' });
});
afterEach(async () => {
  await setMinutes(-1);
  await t.ctx.db.query('DELETE FROM room_reservations');
});
afterAll(() => t.close());

const setMinutes = (value: unknown) =>
  t.call('POST', '/api/config/update', { token: root.token, body: { name: 'roomReleaseMinutes', value, building: '1' } });
/** The clock at `hhmm`, and the release job as if the server had started then. */
async function startAt(hhmm: string) {
  t.clock.set(at(hhmm));
  await t.ctx.db.query('DELETE FROM job_runs WHERE job = $1', [JOB]);
  await t.ctx.db.query('UPDATE job_cursors SET since = $2 WHERE job = $1', [JOB, at(hhmm)]);
}
/** Moves the clock through the API, running what fell due; answers the release's due times, as HH:MM Bucharest. */
async function moveTo(hhmm: string): Promise<string[]> {
  return (await t.moveClock(at(hhmm).toISOString()))
    .filter((x) => x.job === JOB)
    .map((x) => new Date(x.dueAt).toLocaleTimeString('ro-RO', { timeZone: 'Europe/Bucharest', hour: '2-digit', minute: '2-digit' }));
}
const reservation = async (id: string, token = root.token) =>
  (await t.call('GET', `/api/reservations/conference-rooms/${id}`, { token })).body.payload;
const checkin = (id: string, token: string) => t.call('POST', '/api/reservations/conference-rooms/checkin', { token, body: { _id: id } });
const meeting = (begin: string, end: string, o: { person?: Person; status?: 'booked' | 'busy'; room?: string } = {}) =>
  aRoomBooking(t, {
    person: o.person ?? ana,
    room: o.room ?? room,
    begin: at(begin).toISOString(),
    end: at(end).toISOString(),
    status: o.status,
  });

describe('the setting roomReleaseMinutes', () => {
  it('takes −1 or 5 to 60, and is the office’s alone', async () => {
    for (const bad of [0, 4, 61, 1.5]) expect((await setMinutes(bad)).status, String(bad)).toBe(400);
    expect((await setMinutes(4)).body.message).toBe(MSG.paramRoomReleaseMinutes);
    for (const good of [5, 60, -1]) expect((await setMinutes(good)).body.err, String(good)).toBe(0);
    const tower = await t.call('POST', '/api/config/update', {
      token: root.token,
      body: { name: 'roomReleaseMinutes', value: 5, building: '2' },
    });
    expect(tower.status).toBe(400);
  });
});

describe("the booker's check-in", () => {
  it('confirms from 10 minutes before the start until the end, once; the booker or role admin only', async () => {
    await startAt('09:49');
    const id = await meeting('10:00', '11:00');
    expect((await checkin(id, ana.token)).body).toMatchObject({ err: 409, reason: 'room.checkinNotNow', message: ROOM_MSG.checkinNotNow });
    t.clock.set(at('09:50'));
    expect((await checkin(id, ion.token)).status).toBe(403);
    expect((await checkin(id, ana.token)).body.payload).toMatchObject({ _id: id, status: 'busy' });
    expect((await checkin(id, ana.token)).body.payload.status).toBe('busy');
    expect((await checkin('00000000-0000-4000-8000-000000000000', ana.token)).status).toBe(404);
  });

  it("audits role admin's confirming of someone else's meeting, not the booker's own", async () => {
    await startAt('10:05');
    const id = await meeting('10:00', '11:00', { room: other });
    expect((await checkin(id, root.token)).body.payload.status).toBe('busy');
    const rows = (await t.call('GET', '/api/audit?kind=reservations.forOther', { token: root.token })).body.payload.rows;
    expect(rows.filter((e: { details: { reservation: string } }) => e.details.reservation === id)).toEqual([
      expect.objectContaining({ target: ana.uuid, details: expect.objectContaining({ action: 'room.checkin', roomId: other }) }),
    ]);
  });

  it('refuses a cancelled reservation, and one past its end', async () => {
    await startAt('10:10');
    const id = await meeting('10:00', '10:30');
    await t.call('POST', '/api/reservations/conference-rooms/delete', { token: ana.token, body: { _id: id } });
    expect((await checkin(id, ana.token)).body.reason).toBe('room.checkinCancelled');
    const ended = await meeting('09:00', '09:30');
    expect((await checkin(ended, ana.token)).body.reason).toBe('room.checkinNotNow');
  });
});

describe('the release job', () => {
  it('does nothing with roomReleaseMinutes −1, the default', async () => {
    await startAt('09:00');
    const id = await meeting('10:00', '11:00');
    expect(await moveTo('12:00')).toEqual([]);
    expect(await reservation(id)).toMatchObject({ status: 'booked', released: false });
  });

  it('releases a meeting nobody started at its start plus the minutes, not a minute before; e-mails and audits it', async () => {
    await startAt('09:00');
    await setMinutes(15);
    const id = await meeting('10:30', '11:30');
    const started = await meeting('11:00', '12:00', { person: ion, room: other });
    expect(await moveTo('10:44')).toEqual([]);
    expect((await reservation(id)).status).toBe('booked');
    expect(await moveTo('10:50')).toEqual(['10:45']);
    expect(await reservation(id)).toMatchObject({ status: 'cancelled', released: true });
    t.clock.set(at('11:05'));
    expect((await checkin(started, ion.token)).body.payload.status).toBe('busy');
    expect(await moveTo('12:30')).toEqual([]);
    expect((await reservation(started)).status).toBe('busy');
    await t.ctx.outbox.drain();
    // Other tests of the file release meetings of their own (in any order): this one's e-mail is the one of its hours.
    const mails = t.smtp.messages.filter((m) => m.subject?.includes('Sălii Olt') && m.text?.includes('între 10:30 și 11:30'));
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toContain('anulată automat');
    expect(mails[0].text).toContain('15 de minute');
    const rows = (await t.call('GET', '/api/audit?kind=room.released', { token: root.token })).body.payload.rows;
    expect(rows.filter((e: { details: { reservation: string } }) => e.details.reservation === id)).toEqual([
      expect.objectContaining({ actorUuid: null, target: ana.uuid }),
    ]);
  });

  it('leaves a door booking and a meeting started on the display alone, and catches up after downtime only what has not ended', async () => {
    await startAt('09:00');
    await setMinutes(5);
    const ended = await meeting('10:00', '10:30');
    const goingOn = await meeting('10:30', '12:00');
    const busy = await meeting('11:00', '11:30', { status: 'busy', room: other });
    // No pass ran from 09:00 to 11:00 (the server was down): the due times 10:05, 10:35 are caught up at once.
    t.clock.set(at('11:00'));
    const ran = await moveTo('11:01');
    expect(ran).toEqual(['10:05', '10:35']);
    expect(await reservation(ended)).toMatchObject({ status: 'booked', released: false });
    expect(await reservation(goingOn)).toMatchObject({ status: 'cancelled', released: true });
    expect((await reservation(busy)).status).toBe('busy');
  });

  it('releases each meeting once when two processes run the job at the same time', async () => {
    await startAt('09:00');
    await setMinutes(10);
    const id = await meeting('10:00', '11:00');
    t.clock.set(at('10:20'));
    const second = t.dbUrl ? await openPostgres(t.dbUrl) : t.ctx.db;
    try {
      const a = new Scheduler(t.ctx.db, t.clock, [roomReleaseJob(t.ctx)]);
      const b = new Scheduler(second, t.clock, [roomReleaseJob(t.ctx)]);
      const [ra, rb] = await Promise.all([a.runDue(), b.runDue()]);
      expect(ra.length + rb.length).toBe(1);
    } finally {
      if (second !== t.ctx.db) await second.close();
    }
    expect((await reservation(id)).released).toBe(true);
    const entries = (await t.call('GET', '/api/audit?kind=room.released', { token: root.token })).body.payload.rows;
    expect(entries.filter((e: { details: { reservation: string } }) => e.details.reservation === id)).toHaveLength(1);
  });

  it("puts the check-in link in the booking's e-mail while meetings are released", async () => {
    await startAt('09:00');
    await setMinutes(15);
    const r = await t.call('POST', '/api/reservations/conference-rooms/update', {
      token: ana.token,
      body: { conferenceRoomId: room, dateBegin: at('14:00').toISOString(), dateEnd: at('15:00').toISOString() },
    });
    await t.ctx.outbox.drain();
    const mail = t.smtp.messages.find((m) => m.subject?.startsWith('Rezervare confirmată') && m.text?.includes(r.body.payload._id));
    expect(mail?.text).toContain(`http://localhost:3000/sala/confirmare/${r.body.payload._id}`);
    expect(mail?.text).toContain('la 15 de minute după ora de început');
  });
});
