import { MSG } from './messages.js';
import { RETENTION_MONTHS, RETENTION_OFF } from './privacy/retention.js';
import {
  AUTO_RELEASE_OFF,
  HOUR_SETTINGS,
  isOptionalSetting,
  isSettingName,
  settingOfBuilding,
  STRING_SETTINGS,
  type BuildingSettings,
  type NumericSetting,
  type SettingName,
} from './settings.js';
import { z } from './zod-ro.js';

// The bounds of the parameters' values and their checks (decisions §9): the server's rule and the
// settings form's, apart from domain/settings.ts so that a screen reading settings does not load zod.

/** Whole-number bounds of every numeric setting (decisions §9); −1 means "the default" where the tower spec says so. */
export const SETTING_BOUNDS: Record<NumericSetting, { min: number; max: number }> = {
  maxDaysRoom: { min: 0, max: 3650 },
  maxDaysDesk: { min: 0, max: 3650 },
  maxActiveRoom: { min: 0, max: 3650 },
  maxActiveDesk: { min: 0, max: 3650 },
  fridayCutoffHour: { min: 0, max: 23 },
  confirmationDeadlineHour: { min: 0, max: 23 },
  maxParkingSpaces: { min: 0, max: 100_000 },
  maxParkingSpacesMonday: { min: 0, max: 100_000 },
  maxParkingSpacesTuesday: { min: 0, max: 100_000 },
  maxParkingSpacesWednesday: { min: 0, max: 100_000 },
  maxParkingSpacesThursday: { min: 0, max: 100_000 },
  maxParkingSpacesFriday: { min: 0, max: 100_000 },
  calculateIndisciplineDays: { min: 0, max: 3650 },
  calculateSortingIndisciplineDays: { min: 0, max: 3650 },
  banDays: { min: 0, max: 3650 },
  banAtScore: { min: 0, max: 3650 },
  carCanBeAddedAgainAfterDays: { min: -1, max: 3650 },
  maxPermanentAccesCars: { min: 0, max: 100_000 },
  // −1 (off) or an hour of the working day from 08:00: AUTO_RELEASE_HOURS says which values between are refused.
  autoReleaseHour: { min: -1, max: 23 },
  walkUpBooking: { min: 0, max: 1 },
  showNamesOnDisplays: { min: 0, max: 1 },
  // −1 (off) or 5 to 60 minutes: ROOM_RELEASE_MINUTES says which values between are refused.
  roomReleaseMinutes: { min: -1, max: 60 },
  statisticsPerPerson: { min: 0, max: 1 },
  // 0 (keep everything) or RETENTION_MONTHS; the bound by the tower's windows is retentionProblem's (decisions §25).
  retentionMonths: { min: 0, max: 120 },
  // Together at most maxParkingSpaces − maxPermanentAccesCars: priorityProblem's (decisions §26).
  electricSpaces: { min: 0, max: 100_000 },
  accessibleSpaces: { min: 0, max: 100_000 },
};

/** The hours autoReleaseHour may take besides −1 (off): 8 to 23 (decisions §13); an earlier release would precede the working day. */
export const AUTO_RELEASE_HOURS = { min: 8, max: 23 } as const;

/** The minutes roomReleaseMinutes may take besides −1 (off): 5 to 60 (decisions §24). */
export const ROOM_RELEASE_MINUTES = { min: 5, max: 60 } as const;

/** The values a parameter is checked against; the priority spaces default to none. */
type Capacities = Pick<BuildingSettings, 'maxParkingSpaces' | 'maxPermanentAccesCars'> &
  Partial<Pick<BuildingSettings, 'electricSpaces' | 'accessibleSpaces'>>;

/** The refusal of a value outside its bounds, naming the parameter and the bounds. */
export const paramRangeMessage = (name: string, min: number, max: number) =>
  `${MSG.paramsUpdateFailed} ${name} trebuie să fie un număr întreg între ${min} și ${max}.`;

/** A refusal of a parameter's value: its Romanian message, and the reason of a rule that has one of its own. */
export interface SettingRefusal {
  message: string;
  reason?: 'paramPrioritySpaces';
}

/**
 * Checks one parameter's value; answers the Romanian message of the first broken rule. Only a weekday
 * capacity may be cleared (null). With a building, a parameter of the other building is unknown.
 */
export function checkSettingValue(name: string, value: number | string | null, current: Capacities, building?: string): string | null {
  return settingRefusal(name, value, current, building)?.message ?? null;
}

/** checkSettingValue's refusal with its reason, for the server's answer: a client words it without reading the sentence. */
export function settingRefusal(name: string, value: number | string | null, current: Capacities, building?: string): SettingRefusal | null {
  const checked = valueProblem(name, value, current, building);
  if (typeof checked === 'string') return { message: checked };
  if (checked === null) return null;
  // A whole number within its own bounds: the priority spaces (decisions §26) are checked with it in place, last.
  return priorityProblem({ ...current, [name]: checked.n }) ? { message: MSG.paramPrioritySpaces, reason: 'paramPrioritySpaces' } : null;
}

/** The rules of the value itself and of the permanent cars: a message, null for an accepted text or cleared value, else the number. */
function valueProblem(name: string, value: number | string | null, current: Capacities, building?: string): string | null | { n: number } {
  if (!isSettingName(name) || (building !== undefined && !settingOfBuilding(name, building))) return MSG.unknownParam;
  if (value === null) return isOptionalSetting(name) ? null : MSG.paramNotNumber;
  if ((STRING_SETTINGS as readonly string[]).includes(name)) {
    return typeof value === 'string' && value.length <= 320 && z.email().safeParse(value).success ? null : MSG.paramEmail;
  }
  const n = typeof value === 'string' && /^\s*-?\d+\s*$/.test(value) ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isInteger(n)) return MSG.paramNotNumber;
  const { min, max } = SETTING_BOUNDS[name as NumericSetting];
  if (HOUR_SETTINGS.includes(name) && (n < min || n > max)) return MSG.paramHour;
  if (name === 'autoReleaseHour' && n !== AUTO_RELEASE_OFF && (n < AUTO_RELEASE_HOURS.min || n > AUTO_RELEASE_HOURS.max))
    return MSG.paramAutoReleaseHour;
  if (name === 'roomReleaseMinutes' && n !== AUTO_RELEASE_OFF && (n < ROOM_RELEASE_MINUTES.min || n > ROOM_RELEASE_MINUTES.max))
    return MSG.paramRoomReleaseMinutes;
  if (name === 'retentionMonths' && n !== RETENTION_OFF && (n < RETENTION_MONTHS.min || n > RETENTION_MONTHS.max))
    return MSG.paramRetentionMonths;
  if (n < min || n > max) return paramRangeMessage(name, min, max);
  if (name === 'maxPermanentAccesCars' && n > current.maxParkingSpaces) return MSG.paramPermanentCars;
  if (name === 'maxParkingSpaces' && n < current.maxPermanentAccesCars) return MSG.paramPermanentCars;
  return { n };
}

/**
 * The priority spaces (decisions §26) fit in the spaces open to requests: electricSpaces and
 * accessibleSpaces together at most maxParkingSpaces − maxPermanentAccesCars, whichever of the four changes.
 */
export function priorityProblem(s: Capacities): string | null {
  if ((s.electricSpaces ?? 0) + (s.accessibleSpaces ?? 0) > Math.max(0, s.maxParkingSpaces - s.maxPermanentAccesCars))
    return MSG.paramPrioritySpaces;
  return null;
}

export function normaliseSettingValue(name: SettingName, value: number | string | null): number | string | null {
  if (value === null) return null;
  return (STRING_SETTINGS as readonly string[]).includes(name) ? String(value) : Number(value);
}
