import type { ParsedMail } from 'mailparser';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CHECKIN_MSG } from '../../domain/desks/checkin.js';
import { deskHelpers } from '../test/desks.js';
import { aDesk, aFloor, aGroup, aPerson, type Group, type Person } from '../test/factories.js';
import { createTestApp, type TestApp } from '../test/harness.js';

// The auto-release of decisions §13 through the app's scheduler: the test clock is moved by the API,
// which runs every job that fell due on the way (decisions §5). Each test takes days of its own in
// March 2026 and starts the release and reminder jobs afresh at its first instant (as if the server
// had started then), so that tests stand alone in any order; bookings and bans it makes go after it.
let t: TestApp;
let h: ReturnType<typeof deskHelpers>;
let angajat: string, ambele: string, admin: string;
let ana: Person;
let it_: Group, financiar: Group;
const JOBS = ['desk-auto-release', 'desk-reminders'];
const RELEASE = 'desk-auto-release';

// IT (40 parking spots) and Financiar with two desks each; Ana Angajat of IT, with a parking right;
// ambele of Financiar; an administrator. No other booking: what a test looks at is its own bookings.
beforeAll(async () => {
  t = await createTestApp({ start: '2026-03-02T08:00:00Z' });
  h = deskHelpers(t);
  [it_, financiar] = [await aGroup(t, { parkingSpots: 40 }), await aGroup(t)];
  const floor = await aFloor(t);
  for (const g of [it_, it_, financiar, financiar]) await aDesk(t, { floor, groups: [g] });
  ana = await aPerson(t, { name: 'Ana Angajat', email: 'angajat@example.com', groups: [it_], parkingRight: true });
  angajat = ana.token;
  ambele = (await aPerson(t, { email: 'ambele@example.com', groups: [financiar], buildings: ['1', '2'] })).token;
  admin = (await aPerson(t, { role: 'admin', adminOf: ['1', '2'] })).token;
});
afterAll(() => t.close());

let restoreCalendar: () => Promise<void>;
let lastBan: number;
beforeEach(async () => {
  restoreCalendar = await h.calendarRestorePoint();
  lastBan = (await t.ctx.db.query<{ n: number }>('SELECT COALESCE(max(id), 0)::int AS n FROM bans')).rows[0].n;
});
afterEach(async () => {
  await restoreCalendar();
  await t.ctx.db.query('DELETE FROM bans WHERE id > $1', [lastBan]);
});

/** The clock at `at` (UTC), and the two desk jobs as if the server had started then: no run of theirs recorded. */
async function startAt(at: string) {
  t.clock.set(new Date(at));
  await t.ctx.db.query('DELETE FROM job_runs WHERE job = ANY ($1)', [JOBS]);
  await t.ctx.db.query('UPDATE job_cursors SET since = $2 WHERE job = ANY ($1)', [JOBS, new Date(at)]);
}
/** Moves the clock through the API; answers the due times of the release that ran on the way. */
async function moveTo(at: string): Promise<string[]> {
  return (await t.moveClock(at)).filter((x) => x.job === RELEASE).map((x) => x.dueAt);
}
async function bookFree(token: string, group: string, day: string, extra: object = {}) {
  const [deskId] = await h.freeDesks(token, group, day);
  const r = await h.book(token, { deskId, reservationDate: day, ...extra });
  expect(r.body.err).toBe(0);
  return r.body.payload as { _id: string; deskId: string };
}
/** The e-mail that matches, once the outbox has sent everything enqueued (the releases of other tests' days included). */
async function mailThat(pred: (m: ParsedMail) => boolean): Promise<ParsedMail> {
  await t.ctx.outbox.drain();
  const found = t.smtp.messages.filter(pred);
  expect(found).toHaveLength(1);
  return found[0];
}
const reservation = async (token: string, id: string) => (await t.call('GET', `/api/reservations/desks/${id}`, { token })).body.payload;
const released = { status: 'cancelled', released: true, parkingSpot: false };

describe('the release job', () => {
  it('does nothing with autoReleaseHour −1, the default', async () => {
    await startAt('2026-03-02T10:00:00Z');
    const r = await bookFree(angajat, it_.id, '2026-03-03');
    expect(await moveTo('2026-03-03T15:00:00Z')).toEqual([]);
    expect(await reservation(angajat, r._id)).toMatchObject({ status: 'booked', released: false });
  });

  it('at HH:00 releases today’s desks still booked, with every effect; confirmed ones stay', () =>
    h.withSettings({ autoReleaseHour: 10 }, async () => {
      await startAt('2026-03-03T10:00:00Z');
      const day = '2026-03-04';
      const mine = await bookFree(angajat, it_.id, day, { parkingSpot: true });
      const theirs = await bookFree(ambele, financiar.id, day);
      const spots = async () =>
        (await t.call('POST', '/api/groups/availableParkingSpots', { token: angajat, body: { groupId: it_.id, date: day } })).body.payload;
      const spotsBooked = await spots();
      // Ambele scans her desk at 09:00; the map of the day is read (and cached) before the release.
      await moveTo('2026-03-04T07:00:00Z');
      expect(
        (await t.call('POST', '/api/reservations/desks/checkin', { token: ambele, body: { deskId: theirs.deskId } })).body.payload.action,
      ).toBe('confirmed');
      const before = (await t.call('GET', `/api/desks?date=${day}`, { token: admin })).body.payload;
      expect(before.find((d: { deskId: string }) => d.deskId === mine.deskId).status).toBe('booked');

      expect(await moveTo('2026-03-04T08:00:00Z')).toEqual(['2026-03-04T08:00:00.000Z']);
      expect(await reservation(angajat, mine._id)).toMatchObject(released);
      expect(await reservation(ambele, theirs._id)).toMatchObject({ status: 'busy', released: false });
      // Its spot is given back (with those of the group's other bookings released that day).
      expect(await spots()).toBeGreaterThan(spotsBooked);
      // Every answer that lists it says so; the open map shows the desk free (the day's version changed).
      const listed = (await t.call('GET', '/api/reservations/desks', { token: angajat })).body.payload.find(
        (x: { _id: string }) => x._id === mine._id,
      );
      expect(listed).toMatchObject(released);
      const after = (await t.call('GET', `/api/desks?date=${day}`, { token: admin })).body.payload;
      expect(after.find((d: { deskId: string }) => d.deskId === mine.deskId).status).toBe('free');

      const sentence = `Rezervarea biroului ${mine.deskId} din 04.03.2026 a fost anulată automat: prezența nu a fost confirmată până la ora 10:00.`;
      expect(CHECKIN_MSG.released(mine.deskId, day, 10)).toBe(sentence);
      const mail = await mailThat((m) => JSON.stringify(m.to).includes('angajat@example.com') && (m.text ?? '').includes(sentence));
      expect(mail.subject).toBe(`Rezervarea biroului ${mine.deskId} a fost anulată automat`);
      expect(mail.text).toContain(sentence);

      const log = (await t.call('GET', '/api/audit?kind=reservation.released&limit=500', { token: admin })).body.payload;
      const entries = log.rows.filter((e: { details: { reservation?: string } }) => e.details.reservation === mine._id);
      expect(entries).toEqual([
        {
          at: expect.stringMatching(/^2026-03-04T08:00:0/),
          actorUuid: null,
          actorName: null,
          kind: 'reservation.released',
          target: ana.uuid,
          targetName: 'Ana Angajat',
          details: { reservation: mine._id, deskId: mine.deskId, day, hour: 10, parkingSpot: true },
        },
      ]);
      expect(log.rows.some((e: { details: { reservation?: string } }) => e.details.reservation === theirs._id)).toBe(false);
      // Released, the desk is free for a walk-up, its former holder included.
      await h.withSettings({ walkUpBooking: 1 }, async () => {
        const again = await t.call('POST', '/api/reservations/desks/checkin', { token: angajat, body: { deskId: mine.deskId } });
        expect(again.body.payload).toMatchObject({ action: 'booked', reservation: { status: 'busy', released: false } });
      });
    }));

  it('caught up at HH:59 it runs once; not again later that day', () =>
    h.withSettings({ autoReleaseHour: 10 }, async () => {
      await startAt('2026-03-04T10:00:00Z');
      const r = await bookFree(angajat, it_.id, '2026-03-05');
      expect(await moveTo('2026-03-05T07:59:00Z')).toEqual([]);
      expect(await reservation(angajat, r._id)).toMatchObject({ status: 'booked' });
      expect(await moveTo('2026-03-05T08:59:00Z')).toEqual(['2026-03-05T08:00:00.000Z']);
      expect(await reservation(angajat, r._id)).toMatchObject(released);
      expect(await moveTo('2026-03-05T09:30:00Z')).toEqual([]);
    }));

  it('does not run on a weekend', () =>
    h.withSettings({ autoReleaseHour: 10 }, async () => {
      await startAt('2026-03-06T10:00:00Z');
      const monday = await bookFree(angajat, it_.id, '2026-03-09');
      expect(await moveTo('2026-03-07T09:00:00Z')).toEqual([]);
      expect(await moveTo('2026-03-08T09:00:00Z')).toEqual([]);
      expect(await moveTo('2026-03-09T09:00:00Z')).toEqual(['2026-03-09T08:00:00.000Z']);
      expect(await reservation(angajat, monday._id)).toMatchObject(released);
    }));

  it('after downtime releases today’s bookings only: a day already over keeps its own', () =>
    h.withSettings({ autoReleaseHour: 10 }, async () => {
      await startAt('2026-03-09T10:00:00Z');
      const tuesday = await bookFree(angajat, it_.id, '2026-03-10');
      const wednesday = await bookFree(ambele, financiar.id, '2026-03-11');
      // The server stops on Tuesday at 09:00 and comes back on Wednesday at 11:00.
      await startAt('2026-03-10T07:00:00Z');
      expect(await moveTo('2026-03-11T09:00:00Z')).toEqual(['2026-03-10T08:00:00.000Z', '2026-03-11T08:00:00.000Z']);
      expect(await reservation(angajat, tuesday._id)).toMatchObject({ status: 'booked', released: false });
      expect(await reservation(ambele, wednesday._id)).toMatchObject(released);
    }));

  it('set to an hour already past today, releases from the next weekday on, not retroactively', () =>
    h.withSettings({ autoReleaseHour: -1 }, async () => {
      await startAt('2026-03-11T10:00:00Z');
      const thursday = await bookFree(angajat, it_.id, '2026-03-12');
      const friday = await bookFree(ambele, financiar.id, '2026-03-13');
      expect(await moveTo('2026-03-12T09:00:00Z')).toEqual([]);
      const set = await t.call('POST', '/api/config/update', { token: admin, body: { name: 'autoReleaseHour', value: 10, building: '1' } });
      expect(set.body).toEqual({ err: 0, payload: { name: 'autoReleaseHour', value: 10, building: '1' } });
      expect(await moveTo('2026-03-12T09:30:00Z')).toEqual([]);
      expect(await reservation(angajat, thursday._id)).toMatchObject({ status: 'booked', released: false });
      expect(await moveTo('2026-03-13T08:00:00Z')).toEqual(['2026-03-13T08:00:00.000Z']);
      expect(await reservation(ambele, friday._id)).toMatchObject(released);
    }));
});

describe('a released reservation', () => {
  it('is a no-show for bans and statistics until a later attendance list marks its holder present', () =>
    h.withSettings({ autoReleaseHour: 10, banAtScore: 1, calculateIndisciplineDays: 1 }, async () => {
      await startAt('2026-03-13T10:00:00Z');
      const day = '2026-03-16';
      const r = await bookFree(angajat, it_.id, day);
      // A booking its holder cancels counts nowhere (decisions §10).
      const cancelled = await bookFree(ambele, financiar.id, day);
      expect((await t.call('POST', '/api/reservations/desks/delete', { token: ambele, body: { _id: cancelled._id } })).body.err).toBe(0);
      expect(await moveTo('2026-03-16T08:00:00Z')).toEqual(['2026-03-16T08:00:00.000Z']);
      expect((await t.call('GET', '/api/users/banStatus', { token: angajat })).body.payload.banned).toBe(true);

      await moveTo('2026-03-17T08:00:00Z');
      const uuid = ana.uuid;
      const stats = async () => {
        const q = `from=${day}&to=${day}`;
        const rows = (await t.call('GET', `/api/statistics/reservations?${q}&limit=500`, { token: admin })).body.payload.rows;
        const manager = (await t.call('GET', `/api/statistics/manager?${q}`, { token: admin })).body.payload;
        const csv = (await t.call('GET', `/api/statistics/reservations/export?${q}&uuid=${uuid}`, { token: admin })).body.payload as string;
        const groups = (await t.call('GET', `/api/statistics/groups?${q}`, { token: admin })).body.payload;
        const occupancy = (await t.call('GET', `/api/statistics/occupancy?${q}&groupId=${it_.id}`, { token: admin })).body.payload;
        return {
          group: groups.find((g: { groupId: string }) => g.groupId === it_.id),
          occupancy,
          row: rows.find((x: { _id: string }) => x._id === r._id),
          cancelledListed: rows.some((x: { _id: string }) => x._id === cancelled._id),
          member: manager.find((m: { uuid: string; groupId: string }) => m.uuid === uuid && m.groupId === it_.id),
          csv,
        };
      };
      const before = await stats();
      expect(before.row).toMatchObject({ status: 'cancelled', released: true, present: false, deskId: r.deskId });
      expect(before.cancelledListed).toBe(false);
      expect(before.member).toMatchObject({ reservations: 1, present: 0, absent: 1, attendanceRate: 0 });
      expect(before.csv).toContain('Anulat automat');
      // The group's only booking that day is the released one.
      expect(before.group).toMatchObject({ reservations: 1, present: 0, attendanceRate: 0 });
      expect(before.occupancy).toEqual([expect.objectContaining({ date: day, reserved: 1, present: 0 })]);

      const list = await t.call('POST', '/api/reservations/desks/attending', {
        token: admin,
        body: { attendingList: [{ date: '16.03.2026', email: 'angajat@example.com' }] },
      });
      expect(list.body.err).toBe(0);
      expect((await t.call('GET', '/api/users/banStatus', { token: angajat })).body.payload.banned).toBe(false);
      expect(await reservation(angajat, r._id)).toMatchObject({ ...released, reservation_used: true });
      const after = await stats();
      expect(after.row).toMatchObject({ status: 'cancelled', released: true, present: true });
      expect(after.member).toMatchObject({ reservations: 1, present: 1, absent: 0, attendanceRate: 100 });
      expect(after.csv).toContain('Anulat automat');
      expect(after.group).toMatchObject({ reservations: 1, present: 1, attendanceRate: 100 });
      expect(after.occupancy).toEqual([expect.objectContaining({ date: day, reserved: 1, present: 1 })]);
    }));

  it('is announced in the reminder e-mail when the release is on, the hour in two digits', () =>
    h.withSettings({ autoReleaseHour: 9 }, async () => {
      await startAt('2026-03-17T12:00:00Z');
      const r = await bookFree(angajat, it_.id, '2026-03-18');
      await moveTo('2026-03-17T16:00:00Z');
      const mail = await mailThat((m) => (m.text ?? '').includes(`/confirmation/${r._id}`));
      expect(mail.text).toContain('Confirmați prezența până la ora 09:00, altfel rezervarea se anulează automat.');
    }));
});
