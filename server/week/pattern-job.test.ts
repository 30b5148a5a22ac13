import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { OFFICE } from '../../domain/buildings.js';
import { openPostgres } from '../db/connection.js';
import { TestClock } from '../jobs/clock.js';
import { Scheduler } from '../jobs/scheduler.js';
import { upsertSetting } from '../settings/queries.js';
import { aBooking, aDesk, aFloor, aGroup, aPerson, type Person } from '../test/factories.js';
import { createTestApp, type TestApp } from '../test/harness.js';
import { patternBookingJob, runPatternBookings } from './pattern-job.js';
import type { Wakers } from '../context.js';

/** The nights run alone here: the outbox and the webhooks are not what these tests watch. */
const IDLE: Wakers = { outbox: { kick() {} }, webhooks: { kick() {} } };

// The work pattern's nightly job (decisions §20) on the test clock: the horizon rolling forward, a
// day the person cancelled not booked again, absences left, maxActiveDesk, two schedulers on one
// database, and the e-mails (the Friday one, none on the nights). Each test has its own app: the
// clock moves. Monday 2 March 2026, 10:00 Bucharest to start.
const apps: TestApp[] = [];
afterEach(async () => {
  for (const t of apps.splice(0)) await t.close();
});
afterAll(async () => {
  for (const t of apps.splice(0)) await t.close();
});

async function world() {
  const t = await createTestApp({ start: '2026-03-02T08:00:00Z' });
  apps.push(t);
  const group = await aGroup(t);
  const floor = await aFloor(t);
  const desks: string[] = [];
  for (let i = 0; i < 8; i++) desks.push(await aDesk(t, { floor, groups: [group], x: 50 + i * 60, y: 100 }));
  /** A pattern written as a save would, without the save's own run: what the nightly job finds. */
  const withPattern = async (days: number[], favourites: string[] = [], o: Parameters<typeof aPerson>[1] = {}) => {
    const p = await aPerson(t, { groups: [group], ...o });
    await t.ctx.db.query('INSERT INTO work_patterns (uuid, days, desks, saved_at) VALUES ($1, $2, $3, now())', [p.uuid, days, favourites]);
    return p;
  };
  const heldDays = async (p: Person) =>
    (
      await t.ctx.db.query<{ day: string }>(
        `SELECT day::text FROM desk_reservations WHERE uuid = $1 AND status <> 'cancelled' AND source = 'pattern' ORDER BY day`,
        [p.uuid],
      )
    ).rows.map((r) => r.day);
  const moveTo = async (iso: string) => {
    const r = await t.call('PUT', '/api/test/clock', { body: { now: iso } });
    expect(r.status).toBe(200);
    await t.ctx.outbox.drain();
  };
  const mailsTo = (p: Person) => t.smtp.messages.filter((m) => JSON.stringify(m.to).includes(p.email));
  return { t, group, desks, withPattern, heldDays, moveTo, mailsTo };
}

describe('the nightly pattern booking', () => {
  it(
    'rolls the horizon forward night by night, leaves absences and cancelled days, and e-mails only on Friday',
    { timeout: 120_000 },
    async () => {
      const { t, desks, withPattern, heldDays, moveTo, mailsTo } = await world();
      const bogdan = await withPattern([2, 4], [desks[0]], { name: 'Bogdan Noapte' });
      const ana = await aPerson(t, {
        groups: [(await t.ctx.db.query<{ g: string }>('SELECT main_group AS g FROM users WHERE uuid = $1', [bogdan.uuid])).rows[0].g],
      });
      // Ana saves Mondays: Monday 9 is booked at once; she cancels it.
      const saved = await t.call('POST', '/api/pattern/update', { token: ana.token, body: { days: [1], desks: [desks[1]] } });
      expect(saved.body.payload.booked.map((b: { day: string }) => b.day)).toEqual(['2026-03-09']);
      const [{ id }] = (await t.ctx.db.query<{ id: string }>('SELECT id FROM desk_reservations WHERE uuid = $1', [ana.uuid])).rows;
      expect((await t.call('POST', '/api/reservations/desks/delete', { token: ana.token, body: { _id: id } })).status).toBe(200);
      await t.ctx.db.query(
        `INSERT INTO absences (id, uuid, from_day, to_day, kind, created_by, created_at) VALUES (gen_random_uuid(), $1, '2026-03-12', '2026-03-12', 'telemunca', $1, now())`,
        [bogdan.uuid],
      );
      expect(await heldDays(bogdan)).toEqual([]);

      // Tuesday 3, 00:06: Wednesday 4 to Friday 13. Thursday 12 is an absence.
      await moveTo('2026-03-02T22:06:00Z');
      expect(await heldDays(bogdan)).toEqual(['2026-03-05', '2026-03-10']);
      expect(await heldDays(ana)).toEqual([]);
      // Night after night nothing new until the horizon reaches the week after next (Saturday 7: to Friday 13 still).
      await moveTo('2026-03-04T22:06:00Z');
      await moveTo('2026-03-06T22:06:00Z');
      expect(await heldDays(bogdan)).toEqual(['2026-03-05', '2026-03-10']);
      // Monday 9, 00:06: Tuesday 10 to Friday 20. Ana's Monday 9 is not booked again; Monday 16 is.
      await moveTo('2026-03-08T22:06:00Z');
      expect(await heldDays(bogdan)).toEqual(['2026-03-05', '2026-03-10', '2026-03-17', '2026-03-19']);
      expect(await heldDays(ana)).toEqual(['2026-03-16']);
      const runs = await t.ctx.db.query<{ n: number }>("SELECT count(*)::int AS n FROM job_runs WHERE job = 'pattern-bookings'");
      expect(runs.rows[0].n).toBe(7);

      // E-mails: Bogdan only the Friday one (Friday 6, 08:00), with next week; none on the nights.
      const subjects = (p: Person) =>
        mailsTo(p)
          .map((m) => m.subject)
          .filter((s) => !/^Confirmați/.test(s ?? ''));
      expect(subjects(bogdan)).toEqual(['Săptămâna de 09.03.2026 la birou']);
      const week = mailsTo(bogdan).find((m) => m.subject === 'Săptămâna de 09.03.2026 la birou')!;
      expect(week.text).toContain(`- Marți, 10.03.2026: biroul ${desks[0]}, etajul`);
      expect(week.text).not.toContain('12.03.2026');
      expect(subjects(ana)).toEqual(['Rezervările făcute după zilele dumneavoastră la birou']);
    },
  );

  it('keeps within maxActiveDesk and tells why on Friday', { timeout: 120_000 }, async () => {
    const { t, desks, withPattern, heldDays, moveTo, mailsTo } = await world();
    await upsertSetting(t.ctx.db, OFFICE, 'maxActiveDesk', 2, t.clock.now());
    const emma = await withPattern([1, 2, 3, 4, 5], [desks[2]], { language: 'en', name: 'Emma Max' });
    // Thursday 5, 08:30: the nights of Tuesday to Thursday are caught up, each seen from now (Thursday).
    await moveTo('2026-03-05T06:30:00Z');
    expect(await heldDays(emma)).toEqual(['2026-03-06', '2026-03-09']);
    const misses = await t.ctx.db.query<{ day: string; reason: string }>(
      'SELECT day::text, reason FROM pattern_misses WHERE uuid = $1 ORDER BY day',
      [emma.uuid],
    );
    expect(misses.rows.map((m) => m.reason)).toEqual(Array(misses.rows.length).fill('desk.maxActive'));
    expect(misses.rows.map((m) => m.day)).toContain('2026-03-13');
    // Friday 6, 08:00: Friday's and Monday's desks are the two active; the rest of next week missed.
    await moveTo('2026-03-06T06:30:00Z');
    const week = mailsTo(emma).find((m) => m.subject === 'Your office week of 09/03/2026')!;
    expect(week.text).toContain(`- Monday, 09/03/2026: desk ${desks[2]}, floor`);
    expect(week.text).toContain('- Tuesday, 10/03/2026: no desk could be booked (you have reached the most active bookings allowed)');
  });

  it('books each day once with two schedulers on one database, and once more when run again', { timeout: 120_000 }, async () => {
    const { t, desks, withPattern, heldDays } = await world();
    // Twelve people after the same two favourites: the desks run out, each day booked at most once.
    const people: Person[] = [];
    for (let i = 0; i < 12; i++) people.push(await withPattern([2, 3], [desks[0], desks[1]]));
    const second = t.dbUrl ? await openPostgres(t.dbUrl) : t.ctx.db;
    try {
      const clock = new TestClock(new Date('2026-03-02T22:10:00Z'));
      const url = t.ctx.config.publicUrl;
      const a = new Scheduler(t.ctx.db, clock, [patternBookingJob(t.ctx.db, { publicUrl: url }, t.ctx)]);
      const b = new Scheduler(second, clock, [patternBookingJob(second, { publicUrl: url }, t.ctx)]);
      const [ra, rb] = await Promise.all([a.runDue(), b.runDue()]);
      expect([...ra, ...rb].map((r) => r.job)).toEqual(['pattern-bookings']);
      const count = async () =>
        (
          await t.ctx.db.query<{ n: number; days: number }>(
            `SELECT count(*)::int AS n, (SELECT count(*)::int FROM pattern_days) AS days FROM desk_reservations WHERE source = 'pattern' AND status <> 'cancelled'`,
          )
        ).rows[0];
      // Eight desks, four days (Tuesday 3 is not in the horizon from Tuesday 00:10: Wed 4, Tue 10, Wed 11): every one booked once.
      const first = await count();
      expect(first).toEqual({ n: 8 * 3, days: 8 * 3 });
      // A retry, or a process that comes late, books nothing more.
      const again = await runPatternBookings(second, url, clock.now(), IDLE);
      expect(again.booked).toBe(0);
      expect(await count()).toEqual(first);
      for (const p of people) expect((await heldDays(p)).length).toBeLessThanOrEqual(3);
    } finally {
      if (second !== t.ctx.db) await second.close();
    }
  });
  it('notes a day with no desk free once, tries it again only when a desk is freed, and then books it', { timeout: 120_000 }, async () => {
    const { t, group, desks, withPattern, heldDays } = await world();
    const url = t.ctx.config.publicUrl;
    const dana = await withPattern([4], [desks[0]], { name: 'Dana Plin' });
    // Thursday 5 March: every desk of the group taken by someone else.
    const held: string[] = [];
    for (const desk of desks)
      held.push(await aBooking(t, { person: await aPerson(t, { groups: [group] }), desk, day: '2026-03-05', group }));
    const missOf = async () =>
      (
        await t.ctx.db.query<{ reason: string; at: Date }>('SELECT reason, at FROM pattern_misses WHERE uuid = $1 AND day = $2', [
          dana.uuid,
          '2026-03-05',
        ])
      ).rows[0];
    // Tuesday 3, 00:06: Thursday 12 booked, Thursday 5 missed.
    const tuesday = new Date('2026-03-02T22:06:00Z');
    expect(await runPatternBookings(t.ctx.db, url, tuesday, IDLE)).toMatchObject({ people: 1, booked: 1, notBooked: 1 });
    expect(await heldDays(dana)).toEqual(['2026-03-12']);
    const first = await missOf();
    expect(first.at.toISOString()).toBe(tuesday.toISOString());
    // Wednesday 4, 00:06: nothing was freed; the miss stands as noted, and no one was booked.
    expect(await runPatternBookings(t.ctx.db, url, new Date('2026-03-03T22:06:00Z'), IDLE)).toEqual({ people: 0, booked: 0, notBooked: 1 });
    expect((await missOf()).at.toISOString()).toBe(tuesday.toISOString());
    // A desk is freed on Wednesday: the next run books it, and the miss is gone.
    await t.ctx.db.query("UPDATE desk_reservations SET status = 'cancelled' WHERE id = $1", [held[5]]);
    expect(await runPatternBookings(t.ctx.db, url, new Date('2026-03-04T10:00:00Z'), IDLE)).toEqual({ people: 1, booked: 1, notBooked: 0 });
    expect(await heldDays(dana)).toEqual(['2026-03-05', '2026-03-12']);
    expect(await missOf()).toBeUndefined();
  });
});
