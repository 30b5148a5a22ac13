import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { monthRange } from '../../domain/date-range.js';
import { addDays, addMonths, bucharestDay } from '../../domain/time.js';
import { createTestApp, type TestApp } from '../test/harness.js';
import { freeSpaces } from '../tower/capacity-service.js';
import { DEMO_ACCOUNTS } from './demo.js';
import { RECENT_DAYS } from './history.js';

// The demo's year of history (history.ts, issue #13), read through the statistics an
// administrator opens: enough days, groups that differ, a tower month with absences, and no
// demo account (nor anyone's standing in the tower's rounds) touched by it.
// Wednesday 17 March 2027, 10:00 Bucharest: the middle of a month, so its default has past days.
const START = new Date('2027-03-17T08:00:00Z');
const TODAY = bucharestDay(START);

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp({ demo: true, start: START.toISOString() });
  admin = await t.login('admin');
});
afterAll(() => t.close());

const get = async <T>(url: string, token = admin): Promise<T> => {
  const r = await t.call('GET', url, { token });
  expect(r.body.err, `${url}: ${r.body.message}`).toBe(0);
  return r.body.payload as T;
};

describe('the demo history', () => {
  it('holds at least 200 business days of desk bookings before today', async () => {
    const days = await get<{ date: string; reserved: number; present: number }[]>(
      `/api/statistics/occupancy?from=${addDays(TODAY, -400)}&to=${addDays(TODAY, -1)}`,
    );
    const booked = days.filter((d) => d.reserved > 0);
    expect(booked.length).toBeGreaterThanOrEqual(200);
    // Some came, some did not, on most days.
    expect(booked.filter((d) => d.present > 0 && d.present < d.reserved).length).toBeGreaterThanOrEqual(200);
  });

  it('gives each group its own attendance rate over the default range, 20 points or more apart', async () => {
    const groups = await get<{ groupId: string; reservations: number; attendanceRate: number }[]>('/api/statistics/groups');
    expect(groups.every((g) => g.reservations > 1000)).toBe(true);
    const rates = groups.map((g) => g.attendanceRate);
    expect(Math.max(...rates) - Math.min(...rates)).toBeGreaterThanOrEqual(20);
    expect(new Set(rates).size).toBe(rates.length);
  });

  it('shows tower days with absences in the default month, and in each of the eleven months before', async () => {
    const days = await get<{ date: string; absent: number; unallocated: number }[]>('/api/statistics/tower/days');
    const month = monthRange(TODAY);
    expect(days[0].date).toBe(month.from);
    expect(days.filter((d) => d.date < TODAY && d.absent > 0).length).toBeGreaterThan(0);
    for (let m = 1; m <= 11; m++) {
      const { from, to } = monthRange(addMonths(month.from, -m));
      const past = await get<{ absent: number }[]>(`/api/statistics/tower/days?from=${from}&to=${to}`);
      expect(past.filter((d) => d.absent > 0).length, `${from}`).toBeGreaterThan(0);
    }
  });

  it('puts no demo account under a ban, after start-up and after the jobs of the next days', async () => {
    const banned = async () =>
      Promise.all(
        DEMO_ACCOUNTS.map(async (a) => (await get<{ banned: boolean }>('/api/users/banStatus', await t.login(a.username))).banned),
      );
    expect(await banned()).toEqual(DEMO_ACCOUNTS.map(() => false));
    // The rounds and the reminders of the next three days run as the clock passes them.
    const moved = await t.call('PUT', '/api/test/clock', { body: { now: new Date(START.getTime() + 3 * 86_400_000).toISOString() } });
    expect(moved.body.err, moved.body.message).toBe(0);
    expect(await banned()).toEqual(DEMO_ACCOUNTS.map(() => false));
    const { rows } = await t.ctx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM bans');
    expect(rows[0].n).toBe(0);
  });

  it("scores no tower absence of the history inside the indiscipline windows, so the coming rounds' order is the recent weeks'", async () => {
    const scores = await get<{ uuid: string; name: string; sortingScore: number }[]>('/api/users/indiscipline');
    const recent = await t.ctx.db.query<{ uuid: string; score: number }>(
      `SELECT u.uuid, COALESCE(sum(p.indiscipline_score), 0)::int AS score FROM users u
         LEFT JOIN parking_reservations p ON p.user_id = u.uuid AND p.reservation_date >= $1
        GROUP BY u.uuid`,
      [addDays(TODAY, -RECENT_DAYS)],
    );
    const recentOf = new Map(recent.rows.map((r) => [r.uuid, r.score]));
    expect(scores.length).toBeGreaterThan(20);
    for (const s of scores) expect([s.name, s.sortingScore]).toEqual([s.name, recentOf.get(s.uuid)]);
    // Older absences still count in the statistics.
    const older = await t.ctx.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM parking_reservations WHERE indiscipline_score > 0 AND reservation_date < $1',
      [addDays(TODAY, -RECENT_DAYS)],
    );
    expect(older.rows[0].n).toBeGreaterThan(100);
  });
});

describe('the demo tower', () => {
  it('never gives a day more cars than its open spaces, by the capacity rule of the app (decisions §7)', async () => {
    // Allocated, second round and absent (an absent car held its space until the presence list).
    const { rows } = await t.ctx.db.query<{ day: string; held: number }>(
      `SELECT to_char(reservation_date, 'YYYY-MM-DD') AS day, count(*) FILTER (WHERE type IN (1, 2, 3))::int AS held
         FROM parking_reservations GROUP BY reservation_date ORDER BY reservation_date`,
    );
    expect(rows.length).toBeGreaterThan(200);
    const over: string[] = [];
    for (const r of rows) {
      const { open } = await freeSpaces(t.ctx.db, r.day);
      if (r.held > open) over.push(`${r.day}: ${r.held} > ${open}`);
    }
    expect(over).toEqual([]);
    // The days ahead that the first round has shared out are full or nearly: the check is not empty.
    expect(rows.filter((r) => r.day >= TODAY && r.held > 0).length).toBeGreaterThan(0);
  });
});
