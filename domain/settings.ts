import { z } from 'zod';
import { MSG } from './messages.js';

// Configuration parameters {name, value, building} with the defaults of both
// specifications (flex-office §9, decisions §6 and §7). Building '1' uses the desk and
// room limits and, for desk no-shows, the indiscipline keys; building '2' the parking ones.
export const NUMERIC_SETTINGS = [
  'maxDaysRoom', 'maxDaysDesk', 'maxActiveRoom', 'maxActiveDesk',
  'fridayCutoffHour', 'confirmationDeadlineHour',
  'maxParkingSpaces', 'maxParkingSpacesMonday', 'maxParkingSpacesTuesday',
  'maxParkingSpacesWednesday', 'maxParkingSpacesThursday', 'maxParkingSpacesFriday',
  'calculateIndisciplineDays', 'calculateSortingIndisciplineDays', 'banDays', 'banAtScore',
  'carCanBeAddedAgainAfterDays', 'maxPermanentAccesCars',
] as const;
export const STRING_SETTINGS = ['sendParkingListToEmail'] as const;

export type NumericSetting = (typeof NUMERIC_SETTINGS)[number];
export type SettingName = NumericSetting | (typeof STRING_SETTINGS)[number];

/** Per-weekday capacities have no default: unset means "use maxParkingSpaces". */
export const OPTIONAL_SETTINGS: readonly SettingName[] = [
  'maxParkingSpacesMonday', 'maxParkingSpacesTuesday', 'maxParkingSpacesWednesday',
  'maxParkingSpacesThursday', 'maxParkingSpacesFriday',
];

export const HOUR_SETTINGS: readonly SettingName[] = ['fridayCutoffHour', 'confirmationDeadlineHour'];

export function defaultSettings(supportEmail: string): Record<Exclude<SettingName, (typeof OPTIONAL_SETTINGS)[number]>, number | string> {
  return {
    maxDaysRoom: 30, maxDaysDesk: 30, maxActiveRoom: 5, maxActiveDesk: 10,
    fridayCutoffHour: 16, confirmationDeadlineHour: 18,
    maxParkingSpaces: 100,
    calculateIndisciplineDays: 30, calculateSortingIndisciplineDays: 60,
    banDays: 14, banAtScore: 3, carCanBeAddedAgainAfterDays: 60, maxPermanentAccesCars: 0,
    sendParkingListToEmail: supportEmail,
  };
}

export function isSettingName(name: string): name is SettingName {
  return (NUMERIC_SETTINGS as readonly string[]).includes(name) || (STRING_SETTINGS as readonly string[]).includes(name);
}

export const configParamSchema = z.object({
  name: z.string().min(1),
  value: z.union([z.number(), z.string()]),
  building: z.enum(['1', '2']),
});
export type ConfigParam = z.infer<typeof configParamSchema>;

/** Checks one parameter's value; answers the Romanian message of the first broken rule. */
export function checkSettingValue(name: string, value: number | string, current: Record<string, number | string>): string | null {
  if (!isSettingName(name)) return MSG.unknownParam;
  if ((STRING_SETTINGS as readonly string[]).includes(name)) {
    return typeof value === 'string' && z.email().safeParse(value).success ? null : MSG.paramEmail;
  }
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isInteger(n)) return MSG.paramNotNumber;
  // carCanBeAddedAgainAfterDays = -1 means "the default 60" (tower §9).
  const min = name === 'carCanBeAddedAgainAfterDays' ? -1 : 0;
  if (n < min) return MSG.paramNotNumber;
  if (HOUR_SETTINGS.includes(name) && n > 23) return MSG.paramHour;
  if (name === 'maxPermanentAccesCars' && n > Number(current.maxParkingSpaces ?? 100)) return MSG.paramPermanentCars;
  if (name === 'maxParkingSpaces' && n < Number(current.maxPermanentAccesCars ?? 0)) return MSG.paramPermanentCars;
  return null;
}

export function normaliseSettingValue(name: SettingName, value: number | string): number | string {
  return (STRING_SETTINGS as readonly string[]).includes(name) ? String(value) : Number(value);
}
