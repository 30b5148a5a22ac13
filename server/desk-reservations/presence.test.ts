import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DESK_MSG } from '../../domain/desks/rules.js';
import { deskHelpers } from '../test/desks.js';
import { aDesk, aFloor, aGroup, aPerson, type Group, type Person } from '../test/factories.js';
import { createTestApp, type TestApp } from '../test/harness.js';

// Presence and no-shows: the reminder e-mail, confirmation by the owner, the attendance
// list, no-shows, and the ban that follows (decisions §6). Starts Monday 2 March 2026.
let t: TestApp;
let h: ReturnType<typeof deskHelpers>;
let angajat: string, ambele: string, admin: string, manager: string;
let ambeleP: Person;
let it_: Group, financiar: Group;

/** Two groups with two desks each, a person of each ('angajat@example.com' in IT), IT's manager and an administrator. */
async function office(app: TestApp) {
  const [itGroup, finGroup] = [await aGroup(app), await aGroup(app)];
  const floor = await aFloor(app);
  for (const g of [itGroup, itGroup, finGroup, finGroup]) await aDesk(app, { floor, groups: [g] });
  return {
    it: itGroup,
    financiar: finGroup,
    angajat: await aPerson(app, { name: 'Ana Angajat', email: 'angajat@example.com', groups: [itGroup] }),
    ambele: await aPerson(app, { email: 'ambele@example.com', groups: [finGroup], buildings: ['1', '2'] }),
    manager: await aPerson(app, { role: 'manager', name: 'Mihai Manager', groups: [itGroup], managerOf: [itGroup] }),
    admin: await aPerson(app, { role: 'admin', adminOf: ['1', '2'] }),
  };
}

beforeAll(async () => {
  t = await createTestApp({ start: '2026-03-02T08:00:00Z' });
  h = deskHelpers(t);
  const o = await office(t);
  [it_, financiar, ambeleP] = [o.it, o.financiar, o.ambele];
  [angajat, ambele, admin, manager] = [o.angajat.token, o.ambele.token, o.admin.token, o.manager.token];
});
afterAll(() => t.close());

describe('the reminder', () => {
  it('e-mails the holders of tomorrow at the confirmation hour, with links that confirm presence', async () => {
    // Its own app: the attendance tests move the clock days ahead, and the reminders due on the way go out then.
    const own = await createTestApp({ start: '2026-03-02T08:00:00Z' });
    try {
      const oh = deskHelpers(own);
      const o = await office(own);
      const [angajat, manager] = [o.angajat.token, o.manager.token];
      const [desk] = await oh.freeDesks(angajat, o.it.id, '2026-03-03');
      const reservationId = (await oh.book(angajat, { deskId: desk, reservationDate: '2026-03-03' })).body.payload._id as string;
      const moved = await own.call('PUT', '/api/test/clock', { body: { now: '2026-03-02T16:00:00Z' } });
      expect(moved.body.payload.ran.map((r: { job: string }) => r.job)).toContain('desk-reminders');
      // The day's reminders go out in batches: wait for all of them, not for a few seconds.
      await own.ctx.outbox.drain();
      const mail = await own.smtp.waitFor(
        (m) => JSON.stringify(m.to).includes('angajat@example.com') && /Confirmați/.test(m.subject ?? ''),
      );
      expect(mail.text).toContain(`http://localhost:3000/confirmation/${reservationId}`);
      expect(mail.text).toContain(`http://localhost:3000/cancelation/${reservationId}`);
      expect(mail.text).toContain('03.03.2026');
      // The auto-release is off by default: the reminder does not speak of it (decisions §13).
      expect(mail.text).not.toContain('anulează automat');

      const confirm = (token: string) =>
        own.call('POST', '/api/reservations/desks/update', { token, body: { _id: reservationId, status: 'busy' } });
      expect((await confirm(manager)).body).toMatchObject({ err: 403, message: DESK_MSG.notOwner });
      expect((await confirm(angajat)).body.payload.status).toBe('busy');
      expect((await confirm(angajat)).body).toMatchObject({ err: 400, message: DESK_MSG.alreadyConfirmed });
      // The reminder went out once, even if the clock passes the hour again.
      await own.call('PUT', '/api/test/clock', { body: { now: '2026-03-02T16:30:00Z' } });
      expect(own.smtp.messages.filter((m) => JSON.stringify(m.to).includes('angajat@example.com'))).toHaveLength(1);
    } finally {
      await own.close();
    }
  });
});

describe('presence', () => {
  let reservationId: string;
  const booked: Record<string, string> = {};

  // The bookings every test of this scenario looks at: angajat on Tuesday, ambele Tuesday to Thursday.
  beforeAll(async () => {
    const [desk] = await h.freeDesks(angajat, it_.id, '2026-03-03');
    reservationId = (await h.book(angajat, { deskId: desk, reservationDate: '2026-03-03' })).body.payload._id;
    for (const day of ['2026-03-03', '2026-03-04', '2026-03-05']) {
      const [d] = await h.freeDesks(ambele, financiar.id, day);
      booked[day] = (await h.book(ambele, { deskId: d, reservationDate: day })).body.payload._id;
    }
  });
  // The tests move the clock through the API (which runs the jobs that fell due); it goes back after each, even after a failure.
  let clockBefore: Date;
  beforeEach(() => {
    clockBefore = t.clock.now();
  });
  afterEach(() => t.clock.set(clockBefore));

  it('rejects a whole attendance list with one bad row and changes nothing', async () => {
    const usedBefore = (await t.call('GET', `/api/reservations/desks/${reservationId}`, { token: angajat })).body.payload.reservation_used;
    const bad = await t.call('POST', '/api/reservations/desks/attending', {
      token: admin,
      body: {
        attendingList: [
          { date: '03.03.2026', email: 'angajat@example.com' },
          { date: '31.02.2026', email: 'angajat@example.com' },
        ],
      },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('rândul 3');
    const unknown = await t.call('POST', '/api/reservations/desks/attending', {
      token: admin,
      body: { attendingList: [{ date: '03/03/2026', email: 'nimeni@example.com' }] },
    });
    expect(unknown.status).toBe(400);
    const r = await t.call('GET', `/api/reservations/desks/${reservationId}`, { token: angajat });
    expect(r.body.payload.reservation_used).toBe(usedBefore);
    expect(
      (
        await t.call('POST', '/api/reservations/desks/attending', {
          token: manager,
          body: { attendingList: [{ date: '03.03.2026', email: 'angajat@example.com' }] },
        })
      ).status,
    ).toBe(403);
  });

  it('marks the listed people present, the others no-shows, and bans at banAtScore', async () => {
    await t.call('PUT', '/api/test/clock', { body: { now: '2026-03-06T10:00:00Z' } });
    const upload = (date: string) =>
      t.call('POST', '/api/reservations/desks/attending', {
        token: admin,
        body: { attendingList: [{ date, email: 'Angajat@example.com' }] },
      });
    const first = await upload('03.03.2026');
    expect(first.body.payload).toMatchObject({ days: ['2026-03-03'], present: 1 });
    expect(first.body.payload.noShows).toBe(1); // ambele's Tuesday
    expect((await t.call('GET', `/api/reservations/desks/${reservationId}`, { token: angajat })).body.payload.reservation_used).toBe(true);
    expect((await t.call('GET', `/api/reservations/desks/${booked['2026-03-03']}`, { token: ambele })).body.payload.reservation_used).toBe(
      false,
    );
    expect((await t.call('GET', '/api/users/banStatus', { token: ambele })).body.payload.banned).toBe(false);

    await upload('2026-03-04');
    const third = await upload('05/03/2026');
    expect(third.body.payload.banned).toContain(ambeleP.uuid);
    const ban = (await t.call('GET', '/api/users/banStatus', { token: ambele })).body.payload;
    expect(ban.banned).toBe(true);
    expect(ban.until).toMatch(/^2026-03-20T10:00:0/); // banDays (14) from the upload that reached banAtScore

    const [desk] = await h.freeDesks(ambele, financiar.id, '2026-03-10');
    expect((await h.book(ambele, { deskId: desk, reservationDate: '2026-03-10' })).body).toMatchObject({
      err: 403,
      message: DESK_MSG.banned('2026-03-20'),
    });
    // Someone else may not book for a banned person either; once the ban ends, booking works again.
    expect((await h.book(admin, { deskId: desk, reservationDate: '2026-03-10', uuid: ambeleP.uuid })).status).toBe(403);
    // The clock runs on in real time, so the ban ends a few milliseconds after 10:00 on 20 March.
    await t.call('PUT', '/api/test/clock', { body: { now: new Date(new Date(ban.until).getTime() + 1000).toISOString() } });
    const [later] = await h.freeDesks(ambele, financiar.id, '2026-03-24');
    expect((await h.book(ambele, { deskId: later, reservationDate: '2026-03-24' })).body.err).toBe(0);
  });
});
