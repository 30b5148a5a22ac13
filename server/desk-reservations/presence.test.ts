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
  // Its own app per test: the attendance tests move the clock days ahead, and the reminders due on the way go out then.
  async function ownOffice() {
    const own = await createTestApp({ start: '2026-03-02T08:00:00Z' });
    return { own, oh: deskHelpers(own), o: await office(own) };
  }
  const mailsTo = (own: TestApp, address: string) =>
    own.smtp.messages.filter((m) => JSON.stringify(m.to).includes(address) && /Confirmați/.test(m.subject ?? ''));
  const linkId = (text: string, page: string) => new RegExp(`http://localhost:3000/${page}/([0-9a-f-]{36})`).exec(text)?.[1];

  it('e-mails the holders of the day two working days on at the confirmation hour, so that its cancel link still works', async () => {
    const { own, oh, o } = await ownOffice();
    try {
      const [angajat, manager] = [o.angajat.token, o.manager.token];
      const [desk, other] = await oh.freeDesks(angajat, o.it.id, '2026-03-04');
      // Monday 10:00 Bucharest: Wednesday's reminder goes out today at 18:00, not on Tuesday evening.
      const wednesday = (await oh.book(angajat, { deskId: desk, reservationDate: '2026-03-04' })).body.payload._id as string;
      const moved = await own.call('PUT', '/api/test/clock', { body: { now: '2026-03-02T16:00:00Z' } });
      expect(moved.body.payload.ran.map((r: { job: string }) => r.job)).toContain('desk-reminders');
      // The day's reminders go out in batches: wait for all of them, not for a few seconds.
      await own.ctx.outbox.drain();
      const mail = await own.smtp.waitFor(
        (m) => JSON.stringify(m.to).includes('angajat@example.com') && /Confirmați/.test(m.subject ?? ''),
      );
      expect(mail.text).toContain('04.03.2026');
      // The auto-release is off by default: the reminder does not speak of it (decisions §13).
      expect(mail.text).not.toContain('anulează automat');

      // Its cancel link, followed on Monday evening, cancels: Wednesday 11:00 is more than 24 hours away.
      const cancelId = linkId(mail.text ?? '', 'cancelation');
      expect(cancelId).toBe(wednesday);
      const cancelled = await own.call('POST', '/api/reservations/desks/delete', { token: angajat, body: { _id: cancelId } });
      expect(cancelled.body).toMatchObject({ err: 0, payload: { status: 'cancelled' } });

      // Booked again, the reminder's moment now past: e-mailed at once, and its confirm link confirms.
      const again = (await oh.book(angajat, { deskId: other, reservationDate: '2026-03-04' })).body.payload._id as string;
      await own.ctx.outbox.drain();
      const second = mailsTo(own, 'angajat@example.com').find((m) => m.text?.includes(again));
      expect(second, 'the second booking is reminded at once').toBeDefined();
      const confirmId = linkId(second!.text ?? '', 'confirmation');
      expect(confirmId).toBe(again);
      const confirm = (token: string) =>
        own.call('POST', '/api/reservations/desks/update', { token, body: { _id: confirmId, status: 'busy' } });
      expect((await confirm(manager)).body).toMatchObject({ err: 403, message: DESK_MSG.notOwner });
      expect((await confirm(angajat)).body.payload.status).toBe('busy');
      expect((await confirm(angajat)).body).toMatchObject({ err: 400, message: DESK_MSG.alreadyConfirmed });
      // Each reservation was reminded once, even as the clock passes the next evenings.
      await own.call('PUT', '/api/test/clock', { body: { now: '2026-03-03T16:30:00Z' } });
      await own.ctx.outbox.drain();
      expect(mailsTo(own, 'angajat@example.com')).toHaveLength(2);
    } finally {
      await own.close();
    }
  });

  it('leaves a booking of a later day to its own evening, and reminds a booking of tomorrow at once', async () => {
    const { own, oh, o } = await ownOffice();
    try {
      const [thursdayDesk, tuesdayDesk] = await oh.freeDesks(o.angajat.token, o.it.id, '2026-03-05');
      await oh.book(o.angajat.token, { deskId: thursdayDesk, reservationDate: '2026-03-05' });
      const tuesday = (await oh.book(o.manager.token, { deskId: tuesdayDesk, reservationDate: '2026-03-03' })).body.payload._id as string;
      await own.ctx.outbox.drain();
      // Tuesday's moment was last Thursday evening: the manager's booking is reminded now; Thursday's waits for Tuesday 18:00.
      expect(mailsTo(own, 'angajat@example.com')).toHaveLength(0);
      const managerMails = mailsTo(own, o.manager.email);
      expect(managerMails).toHaveLength(1);
      expect(managerMails[0].text).toContain(`/cancelation/${tuesday}`);
      await own.call('PUT', '/api/test/clock', { body: { now: '2026-03-02T16:00:00Z' } });
      await own.ctx.outbox.drain();
      expect(mailsTo(own, 'angajat@example.com')).toHaveLength(0);
      await own.call('PUT', '/api/test/clock', { body: { now: '2026-03-03T16:00:00Z' } });
      await own.ctx.outbox.drain();
      expect(mailsTo(own, 'angajat@example.com').map((m) => m.text?.includes('05.03.2026'))).toEqual([true]);
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
