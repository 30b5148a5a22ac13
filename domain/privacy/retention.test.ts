import { describe, expect, it } from 'vitest';
import { MSG } from '../messages.js';
import { checkSettingValue } from '../settings-checks.js';
import { SETTING_DEFAULTS } from '../settings.js';
import { longestWindowDays, retentionCutoff, retentionProblem, shortestDaysIn } from './retention.js';

// Retention's bound (decisions §25): 0, or 6–120 months never shorter than the longest window of both
// buildings; and a window never longer than the retention once it is on.
const office = { calculateIndisciplineDays: 30, calculateSortingIndisciplineDays: 60, banDays: 14, retentionMonths: 0 };
const tower = { calculateIndisciplineDays: 30, calculateSortingIndisciplineDays: 60, banDays: 14 };

describe('retention', () => {
  it('counts the fewest days of consecutive months', () => {
    expect(shortestDaysIn(1)).toBe(28);
    expect(shortestDaysIn(2)).toBe(59);
    expect(shortestDaysIn(6)).toBe(181);
    expect(shortestDaysIn(12)).toBe(365);
    expect(longestWindowDays([office, { ...tower, banDays: 200 }])).toBe(200);
  });

  it('takes 0 or 6–120 months; the default keeps everything', () => {
    expect(SETTING_DEFAULTS.retentionMonths).toBe(0);
    expect(checkSettingValue('retentionMonths', 0, { maxParkingSpaces: 100, maxPermanentAccesCars: 0 }, '1')).toBeNull();
    for (const n of [1, 5, 121]) expect(retentionProblem('retentionMonths', n, office, tower)).toBe('paramRetentionMonths');
    for (const n of [1, 5])
      expect(checkSettingValue('retentionMonths', n, { maxParkingSpaces: 100, maxPermanentAccesCars: 0 }, '1')).toBe(
        MSG.paramRetentionMonths,
      );
    expect(checkSettingValue('retentionMonths', 12, { maxParkingSpaces: 100, maxPermanentAccesCars: 0 }, '2')).toBe(MSG.unknownParam);
    expect(retentionProblem('retentionMonths', 6, office, tower)).toBeNull();
    expect(retentionProblem('retentionMonths', 120, office, tower)).toBeNull();
  });

  it('is never shorter than the longest window of either building', () => {
    // 181 days in the shortest six months: a window of 181 fits, 182 does not, in the office or the tower.
    expect(retentionProblem('retentionMonths', 6, { ...office, banDays: 181 }, tower)).toBeNull();
    expect(retentionProblem('retentionMonths', 6, { ...office, banDays: 182 }, tower)).toBe('paramRetentionTooShort');
    expect(retentionProblem('retentionMonths', 6, office, { ...tower, calculateSortingIndisciplineDays: 182 })).toBe(
      'paramRetentionTooShort',
    );
    expect(retentionProblem('retentionMonths', 7, office, { ...tower, calculateSortingIndisciplineDays: 182 })).toBeNull();
  });

  it('keeps every window inside the retention once it is on, and leaves them free when it is off', () => {
    for (const name of ['calculateIndisciplineDays', 'calculateSortingIndisciplineDays', 'banDays'] as const) {
      expect(retentionProblem(name, 3650, office, tower)).toBeNull();
      expect(retentionProblem(name, 181, { ...office, retentionMonths: 6 }, tower)).toBeNull();
      expect(retentionProblem(name, 182, { ...office, retentionMonths: 6 }, tower)).toBe('paramWindowBeyondRetention');
    }
    expect(retentionProblem('banAtScore', 3650, { ...office, retentionMonths: 6 }, tower)).toBeNull();
  });

  it('cuts at the same day months before, the shorter month’s last day when it has none', () => {
    expect(retentionCutoff('2026-08-31', 0)).toBeNull();
    expect(retentionCutoff('2026-08-31', 6)).toBe('2026-02-28');
    expect(retentionCutoff('2026-03-15', 12)).toBe('2025-03-15');
  });
});
