import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { OFFICE } from '../../domain/buildings.js';
import { upsertSetting } from '../settings/queries.js';
import { aPerson, type Person } from '../test/factories.js';
import { closePatternApps, world } from '../test/pattern-job-world.js';

// The work pattern's nightly job (decisions §20) on the test clock (server/test/pattern-job-world.ts):
// the horizon rolling forward, a day the person cancelled not booked again, absences left, and
// maxActiveDesk with the e-mails (the Friday one, none on the nights).
afterEach(closePatternApps);
afterAll(closePatternApps);

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
});
