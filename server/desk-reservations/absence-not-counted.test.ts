import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deskHelpers } from '../test/desks.js';
import { aBooking, aDesk, aFloor, aGroup, anAbsence, aPerson, type Group, type Person } from '../test/factories.js';
import { createTestApp, type TestApp } from '../test/harness.js';

// What an absence could not cancel counts nowhere (decisions §20): a desk reservation of a day the
// holder's absence covers is no no-show for the attendance list (§6), the auto-release (§13), bans
// and the managers' statistics. Each test has its own people and days, so that they run in any order.
let t: TestApp;
let h: ReturnType<typeof deskHelpers>;
let admin: string;
let group: Group;
let desks: string[];

beforeAll(async () => {
  t = await createTestApp({ start: '2026-03-02T08:00:00Z' });
  h = deskHelpers(t);
  group = await aGroup(t, { parkingSpots: 10 });
  const floor = await aFloor(t);
  desks = [];
  for (let i = 0; i < 4; i++) desks.push(await aDesk(t, { floor, groups: [group] }));
  admin = (await aPerson(t, { role: 'admin', adminOf: ['1', '2'] })).token;
});
afterAll(() => t.close());

const member = () => aPerson(t, { groups: [group] });
const reservation = async (token: string, id: string) => (await t.call('GET', `/api/reservations/desks/${id}`, { token })).body.payload;
const banned = async (p: Person) => (await t.call('GET', '/api/users/banStatus', { token: p.token })).body.payload.banned as boolean;
const listed = (entries: [string, Person][]) =>
  t.call('POST', '/api/reservations/desks/attending', {
    token: admin,
    body: { attendingList: entries.map(([date, p]) => ({ date, email: p.email })) },
  });

describe('the attendance list', () => {
  it('counts no no-show, and bans no one, for the days an absence covers; the statistics leave them out', async () => {
    t.clock.set(new Date('2026-03-02T08:00:00Z'));
    const [away, missing, there] = [await member(), await member(), await member()];
    const days = ['2026-03-03', '2026-03-04', '2026-03-05'];
    const away_ = await Promise.all(days.map((day) => aBooking(t, { person: away, desk: desks[0], day, group })));
    const missing_ = await Promise.all(days.map((day) => aBooking(t, { person: missing, desk: desks[1], day, group })));
    await anAbsence(t, { person: away, from: '2026-03-03', to: '2026-03-05', kind: 'concediu' });

    t.clock.set(new Date('2026-03-06T10:00:00Z'));
    const upload = await listed([
      ['03.03.2026', there],
      ['04.03.2026', there],
      ['05.03.2026', there],
    ]);
    expect(upload.body.err).toBe(0);
    // banAtScore is 3: the person without an absence is banned, the absent one is not counted at all.
    expect(upload.body.payload).toMatchObject({ present: 0, noShows: 3 });
    expect(upload.body.payload.banned).toEqual([missing.uuid]);
    expect(await banned(away)).toBe(false);
    expect(await banned(missing)).toBe(true);
    for (const id of away_) expect(await reservation(away.token, id)).toMatchObject({ status: 'booked', reservation_used: null });
    for (const id of missing_) expect(await reservation(missing.token, id)).toMatchObject({ reservation_used: false });

    const manager = (await t.call('GET', '/api/statistics/manager?from=2026-03-03&to=2026-03-05', { token: admin })).body.payload;
    const row = (p: Person) => manager.find((m: { uuid: string; groupId: string }) => m.uuid === p.uuid && m.groupId === group.id);
    expect(row(away)).toMatchObject({ reservations: 3, present: 0, absent: 0 });
    expect(row(missing)).toMatchObject({ reservations: 3, present: 0, absent: 3 });
  });

  it('marks an absent holder present when the list names them after all', async () => {
    t.clock.set(new Date('2026-03-02T08:00:00Z'));
    const came = await member();
    const id = await aBooking(t, { person: came, desk: desks[2], day: '2026-03-10', group });
    await anAbsence(t, { person: came, from: '2026-03-10', to: '2026-03-10', kind: 'telemunca' });
    t.clock.set(new Date('2026-03-11T10:00:00Z'));
    expect((await listed([['10.03.2026', came]])).body.payload).toMatchObject({ present: 1, noShows: 0 });
    expect(await reservation(came.token, id)).toMatchObject({ reservation_used: true });
  });

  it('takes back a no-show, and the ban it led to, when the list is sent again after an absence recorded late', async () => {
    t.clock.set(new Date('2026-03-02T08:00:00Z'));
    const [sick, there] = [await member(), await member()];
    const days = ['2026-03-16', '2026-03-17', '2026-03-18'];
    const ids = await Promise.all(days.map((day) => aBooking(t, { person: sick, desk: desks[3], day, group })));
    t.clock.set(new Date('2026-03-19T10:00:00Z'));
    const dates = ['16.03.2026', '17.03.2026', '18.03.2026'];
    expect((await listed(dates.map((d) => [d, there]))).body.payload.banned).toEqual([sick.uuid]);
    expect(await banned(sick)).toBe(true);

    // A manager records the sick days afterwards: the days count nowhere, and the ban they made ends.
    await anAbsence(t, { person: sick, from: '2026-03-17', to: '2026-03-17', kind: 'altul' });
    const again = await listed(dates.map((d) => [d, there]));
    expect(again.body.payload).toMatchObject({ noShows: 2, banned: [] });
    expect(await reservation(sick.token, ids[1])).toMatchObject({ reservation_used: null });
    expect(await banned(sick)).toBe(false);
  });
});

describe('the auto-release', () => {
  const JOBS = ['desk-auto-release', 'desk-reminders'];
  async function startAt(at: string) {
    t.clock.set(new Date(at));
    await t.ctx.db.query('DELETE FROM job_runs WHERE job = ANY ($1)', [JOBS]);
    await t.ctx.db.query('UPDATE job_cursors SET since = $2 WHERE job = ANY ($1)', [JOBS, new Date(at)]);
  }
  const moveTo = async (at: string) => expect((await t.call('PUT', '/api/test/clock', { body: { now: at } })).body.err).toBe(0);
  const auditOf = async (id: string) =>
    (
      await t.ctx.db.query<{ details: Record<string, unknown> }>(
        "SELECT details FROM audit_log WHERE kind = 'reservation.released' AND details->>'reservation' = $1",
        [id],
      )
    ).rows.map((r) => r.details);

  it('frees the reservation of an absent holder without counting it: no ban, no e-mail saying it counts', () =>
    h.withSettings({ autoReleaseHour: 10, banAtScore: 1, calculateIndisciplineDays: 1 }, async () => {
      await startAt('2026-03-20T10:00:00Z');
      const [away, missing] = [await member(), await member()];
      const day = '2026-03-23';
      const awayId = await aBooking(t, { person: away, desk: desks[0], day, group });
      const missingId = await aBooking(t, { person: missing, desk: desks[1], day, group });
      await anAbsence(t, { person: away, from: '2026-03-21', to: '2026-03-27', kind: 'deplasare' });

      await moveTo('2026-03-23T08:30:00Z');
      const released = { status: 'cancelled', released: true, parkingSpot: false };
      expect(await reservation(away.token, awayId)).toMatchObject(released);
      expect(await reservation(missing.token, missingId)).toMatchObject(released);
      // banAtScore 1 over one day: the release bans the holder without an absence only.
      expect(await banned(missing)).toBe(true);
      expect(await banned(away)).toBe(false);

      await t.ctx.outbox.drain();
      const mailsTo = (p: Person) =>
        t.smtp.messages.filter((m) => JSON.stringify(m.to).includes(p.email) && /anulată automat/.test(m.subject ?? ''));
      expect(mailsTo(missing)).toHaveLength(1);
      expect(mailsTo(away)).toHaveLength(0);
      expect(await auditOf(awayId)).toEqual([expect.objectContaining({ absent: true })]);
      expect(await auditOf(missingId)).toEqual([expect.not.objectContaining({ absent: true })]);
    }));
});
