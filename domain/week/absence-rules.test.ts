import { describe, expect, it } from 'vitest';
import { absenceRangeRefusal, mayRecordAbsenceFor, mondayOf, workingDaysFrom } from './absence-rules.js';

// The rules of an absence's days and of who records it, and the week's days (decisions §20).

describe("an absence's days", () => {
  const today = '2026-03-02';
  it('takes from ≤ to, both included, up to 366 days', () => {
    expect(absenceRangeRefusal('2026-03-02', '2026-03-02', today, true)).toBeNull();
    expect(absenceRangeRefusal('2026-03-03', '2026-03-02', today, true)).toBe('absence.reversed');
    // 2 March 2026 to 2 March 2027: 366 days counting both ends; one more is too long.
    expect(absenceRangeRefusal('2026-03-02', '2027-03-02', today, true)).toBeNull();
    expect(absenceRangeRefusal('2026-03-02', '2027-03-03', today, true)).toBe('absence.tooLong');
  });

  it('starts today at the earliest for the person, any day for someone recording it for them', () => {
    expect(absenceRangeRefusal('2026-03-01', '2026-03-04', today, true)).toBe('absence.past');
    expect(absenceRangeRefusal('2026-02-27', '2026-03-04', today, false)).toBeNull();
    // A reversed pair is told as such before it is told as past.
    expect(absenceRangeRefusal('2026-02-27', '2026-02-26', today, true)).toBe('absence.reversed');
  });
});

describe('who records an absence', () => {
  const person = { uuid: 'p', mainGroup: 'it', groupList: ['it', 'proiect'], building: '1', buildingList: [] };
  const user = { uuid: 'x', role: 'user' as const, managerOf: [], adminOf: [] };
  it('the person, a manager of one of their groups, role admin, an administrator of their building', () => {
    expect(mayRecordAbsenceFor({ ...user, uuid: 'p' }, person)).toBe(true);
    expect(mayRecordAbsenceFor({ ...user, role: 'manager', managerOf: ['proiect'] }, person)).toBe(true);
    expect(mayRecordAbsenceFor({ ...user, role: 'admin' }, person)).toBe(true);
    expect(mayRecordAbsenceFor({ ...user, adminOf: ['1'] }, person)).toBe(true);
    expect(mayRecordAbsenceFor({ ...user, adminOf: ['2'] }, { ...person, buildingList: ['2'] })).toBe(true);
  });

  it('nobody else: another group’s manager, the other building’s administrator, a colleague', () => {
    expect(mayRecordAbsenceFor({ ...user, role: 'manager', managerOf: ['financiar'] }, person)).toBe(false);
    expect(mayRecordAbsenceFor({ ...user, adminOf: ['2'] }, person)).toBe(false);
    expect(mayRecordAbsenceFor(user, person)).toBe(false);
  });
});

describe("the week's days", () => {
  it('snaps any day to the Monday of its ISO week, a Sunday to the Monday before', () => {
    expect(mondayOf('2026-03-02')).toBe('2026-03-02');
    expect(mondayOf('2026-03-06')).toBe('2026-03-02');
    expect(mondayOf('2026-03-08')).toBe('2026-03-02');
    expect(mondayOf('2026-03-09')).toBe('2026-03-09');
    // Across a month and a year.
    expect(mondayOf('2027-01-01')).toBe('2026-12-28');
  });

  it('are Monday to Friday', () => {
    expect(workingDaysFrom('2026-03-30')).toEqual(['2026-03-30', '2026-03-31', '2026-04-01', '2026-04-02', '2026-04-03']);
  });
});
