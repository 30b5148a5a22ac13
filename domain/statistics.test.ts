import { describe, expect, it } from 'vitest';
import { attendanceRate, businessDays, isPresent, managedGroups, pageStart } from './statistics.js';

describe('isPresent (decisions §10)', () => {
  it('follows the attendance list when it marked the reservation either way', () => {
    expect(isPresent(true, 'booked')).toBe(true);
    expect(isPresent(false, 'busy')).toBe(false); // confirmed, but the list says absent
  });

  it('falls back to the confirmation (status busy) where no list marked it', () => {
    expect(isPresent(null, 'busy')).toBe(true);
    expect(isPresent(null, 'booked')).toBe(false);
  });
});

describe('attendanceRate', () => {
  it('is the rounded percentage, half up, and 0 without reservations', () => {
    expect(attendanceRate(2, 6)).toBe(33);
    expect(attendanceRate(2, 3)).toBe(67);
    expect(attendanceRate(1, 8)).toBe(13); // 12.5
    expect(attendanceRate(3, 8)).toBe(38); // 37.5
    expect(attendanceRate(5, 5)).toBe(100);
    expect(attendanceRate(0, 4)).toBe(0);
    expect(attendanceRate(0, 0)).toBe(0);
  });
});

describe('businessDays', () => {
  it('counts Monday to Friday, both ends included, across weekends', () => {
    expect(businessDays('2026-03-02', '2026-03-06')).toBe(5); // Monday to Friday
    expect(businessDays('2026-02-27', '2026-03-02')).toBe(2); // Friday, weekend, Monday
    expect(businessDays('2026-03-07', '2026-03-08')).toBe(0); // a weekend
    expect(businessDays('2026-03-04', '2026-03-04')).toBe(1);
    expect(businessDays('2026-03-01', '2026-03-31')).toBe(22);
  });

  it('starts no earlier than 8 February 2021', () => {
    expect(businessDays('2021-02-01', '2021-02-12')).toBe(5);
    expect(businessDays('2020-01-01', '2021-02-07')).toBe(0);
    // 264 whole weeks from Monday 8 February 2021, then Monday to Wednesday 2–4 March 2026.
    expect(businessDays('2021-02-08', '2026-03-04')).toBe(264 * 5 + 3);
  });

  it('is 0 for an empty range', () => {
    expect(businessDays('2026-03-05', '2026-03-04')).toBe(0);
  });

  it('agrees with counting day by day', () => {
    const naive = (from: string, to: string) => {
      let n = 0;
      for (let d = new Date(`${from}T00:00:00Z`); d <= new Date(`${to}T00:00:00Z`); d.setUTCDate(d.getUTCDate() + 1))
        if (d.getUTCDay() % 6 !== 0) n++;
      return n;
    };
    for (const from of ['2026-03-01', '2026-03-02', '2026-03-05', '2026-03-07']) {
      for (let len = 0; len < 30; len++) {
        const to = new Date(Date.UTC(2026, 2, Number(from.slice(8)) + len)).toISOString().slice(0, 10);
        expect(businessDays(from, to), `${from}..${to}`).toBe(naive(from, to));
      }
    }
  });
});

describe('managedGroups', () => {
  const u = { role: 'user' as const, adminOf: [] as string[], managerOf: ['it', 'alfa'] };
  it('is every group for administrators of the flexible office, the managed ones for others', () => {
    expect(managedGroups(u)).toEqual(['it', 'alfa']);
    expect(managedGroups({ ...u, adminOf: ['1'] })).toBeNull();
    expect(managedGroups({ ...u, role: 'admin' })).toBeNull();
    expect(managedGroups({ ...u, adminOf: ['2'] })).toEqual(['it', 'alfa']);
  });
});

describe('pageStart', () => {
  const counts = [
    { day: '2026-03-02', n: 3 },
    { day: '2026-03-03', n: 2 },
    { day: '2026-03-05', n: 4 },
  ];
  it('finds the day of an offset and the rows of that day before it', () => {
    expect(pageStart(counts, 0)).toEqual({ day: '2026-03-02', skip: 0 });
    expect(pageStart(counts, 2)).toEqual({ day: '2026-03-02', skip: 2 });
    expect(pageStart(counts, 3)).toEqual({ day: '2026-03-03', skip: 0 });
    expect(pageStart(counts, 8)).toEqual({ day: '2026-03-05', skip: 3 });
  });

  it('is null past the last row', () => {
    expect(pageStart(counts, 9)).toBeNull();
    expect(pageStart([], 0)).toBeNull();
  });
});
