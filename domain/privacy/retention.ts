import type { BuildingSettings, SettingName } from '../settings.js';
import { addMonths } from '../time.js';

// Retention (decisions §25): how long the product keeps who made a reservation, a request or a presence,
// and the bound that keeps it from reaching into the windows the tower's rules still read.

/** retentionMonths' value that keeps everything. */
export const RETENTION_OFF = 0;
/** The months retentionMonths may take besides 0 (off). */
export const RETENTION_MONTHS = { min: 6, max: 120 } as const;

/** The settings whose windows look back over old requests: retention may never be shorter than the longest of them. */
export const RETENTION_WINDOWS = ['calculateIndisciplineDays', 'calculateSortingIndisciplineDays', 'banDays'] as const;
type WindowSetting = (typeof RETENTION_WINDOWS)[number];

export function isRetentionWindow(name: string): name is WindowSetting {
  return (RETENTION_WINDOWS as readonly string[]).includes(name);
}

const MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/**
 * The fewest days `months` calendar months can hold (February of 28 days): the retention window is
 * "today − months" (addMonths, a shorter month's last day when the day does not exist, which only
 * lengthens it), so a window setting up to this many days always lies wholly inside it.
 */
export function shortestDaysIn(months: number): number {
  let fewest = Infinity;
  for (let start = 0; start < 12; start++) {
    let days = 0;
    for (let i = 0; i < months; i++) days += MONTH_DAYS[(start + i) % 12];
    fewest = Math.min(fewest, days);
  }
  return fewest;
}

/** The longest window of both buildings' settings, in days. */
export function longestWindowDays(buildings: readonly Pick<BuildingSettings, WindowSetting>[]): number {
  return Math.max(0, ...buildings.flatMap((b) => RETENTION_WINDOWS.map((n) => b[n])));
}

/** The refusals of retention, each a key of MSG and, under 'app.', a reason (domain/reasons.ts). */
export type RetentionRefusal = 'paramRetentionMonths' | 'paramRetentionTooShort' | 'paramWindowBeyondRetention';

/**
 * The cross-building rule of a whole-number change (decisions §25): retentionMonths 0 or 6–120 and
 * not shorter than the longest window of both buildings, and a window not longer than the retention
 * when retention is on. `office` and `tower` are the two buildings' current settings. Null when allowed.
 */
export function retentionProblem(
  name: SettingName,
  value: number,
  office: Pick<BuildingSettings, WindowSetting | 'retentionMonths'>,
  tower: Pick<BuildingSettings, WindowSetting>,
): RetentionRefusal | null {
  if (name === 'retentionMonths') {
    if (value === RETENTION_OFF) return null;
    if (value < RETENTION_MONTHS.min || value > RETENTION_MONTHS.max) return 'paramRetentionMonths';
    return shortestDaysIn(value) < longestWindowDays([office, tower]) ? 'paramRetentionTooShort' : null;
  }
  if (isRetentionWindow(name) && office.retentionMonths !== RETENTION_OFF)
    return value > shortestDaysIn(office.retentionMonths) ? 'paramWindowBeyondRetention' : null;
  return null;
}

/** The first day retention keeps: rows of earlier days lose their person. Null when retention is off. */
export function retentionCutoff(today: string, months: number): string | null {
  return months === RETENTION_OFF ? null : addMonths(today, -months);
}
