import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { openPostgres } from '../db/connection.js';
import { TestClock } from '../jobs/clock.js';
import { Scheduler } from '../jobs/scheduler.js';
import { aBooking, aPerson, type Person } from '../test/factories.js';
import { patternBookingJob, runPatternBookings } from './pattern-job.js';
import type { Wakers } from '../context.js';
import { closePatternApps, world } from '../test/pattern-job-world.js';

/** The nights run alone here: the outbox and the webhooks are not what these tests watch. */
const IDLE: Wakers = { outbox: { kick() {} }, webhooks: { kick() {}, hand() {}, leaseMs: 60_000 } };

// The work pattern's nightly job (decisions §20) on the test clock (server/test/pattern-job-world.ts):
// two schedulers on one database, and a day with no desk free noted once and booked once freed.
afterEach(closePatternApps);
afterAll(closePatternApps);

describe('the nightly pattern booking, several processes and full days', () => {
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
