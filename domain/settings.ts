import { z } from './zod-ro.js';
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
export const OPTIONAL_SETTINGS = [
  'maxParkingSpacesMonday', 'maxParkingSpacesTuesday', 'maxParkingSpacesWednesday',
  'maxParkingSpacesThursday', 'maxParkingSpacesFriday',
] as const;

export const HOUR_SETTINGS: readonly SettingName[] = ['fridayCutoffHour', 'confirmationDeadlineHour'];

type WeekdayCapacity = (typeof OPTIONAL_SETTINGS)[number];
type DefaultedNumeric = Exclude<NumericSetting, WeekdayCapacity>;

/** The one place every numeric default lives (flex-office §9, decisions §6 and §7). */
export const SETTING_DEFAULTS: Readonly<Record<DefaultedNumeric, number>> = {
  maxDaysRoom: 30, maxDaysDesk: 30, maxActiveRoom: 5, maxActiveDesk: 10,
  fridayCutoffHour: 16, confirmationDeadlineHour: 18,
  maxParkingSpaces: 100,
  calculateIndisciplineDays: 30, calculateSortingIndisciplineDays: 60,
  banDays: 14, banAtScore: 3, carCanBeAddedAgainAfterDays: 60, maxPermanentAccesCars: 0,
};

/** The defaults written for each building at start-up; the parking-list address is the support address. */
export function defaultSettings(supportEmail: string): Record<DefaultedNumeric, number> & { sendParkingListToEmail: string } {
  return { ...SETTING_DEFAULTS, sendParkingListToEmail: supportEmail };
}

/** A building's settings, typed, with every default applied: what rules read. */
export type BuildingSettings = Record<DefaultedNumeric, number> &
  Record<WeekdayCapacity, number | null> & { sendParkingListToEmail: string };

/** Reads a building's stored values (name → value) into typed settings; a missing or mistyped value takes its default. */
export function toBuildingSettings(values: Readonly<Record<string, unknown>>): BuildingSettings {
  const num = (name: string): number | null => (typeof values[name] === 'number' ? (values[name] as number) : null);
  const out: Record<string, number | string | null> = {};
  for (const name of NUMERIC_SETTINGS) {
    out[name] = (OPTIONAL_SETTINGS as readonly string[]).includes(name) ? num(name) : (num(name) ?? SETTING_DEFAULTS[name as DefaultedNumeric]);
  }
  out.sendParkingListToEmail = typeof values.sendParkingListToEmail === 'string' ? values.sendParkingListToEmail : '';
  return out as BuildingSettings;
}

/** One building's typed settings out of the `GET /api/config` list (the web app's way in). */
export function settingsOfBuilding(params: readonly ConfigParam[], building: string): BuildingSettings {
  return toBuildingSettings(Object.fromEntries(params.filter((p) => p.building === building).map((p) => [p.name, p.value])));
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

/** Whole-number bounds of every numeric setting (decisions §9); −1 means "the default" where the tower spec says so. */
export const SETTING_BOUNDS: Record<NumericSetting, { min: number; max: number }> = {
  maxDaysRoom: { min: 0, max: 3650 }, maxDaysDesk: { min: 0, max: 3650 },
  maxActiveRoom: { min: 0, max: 3650 }, maxActiveDesk: { min: 0, max: 3650 },
  fridayCutoffHour: { min: 0, max: 23 }, confirmationDeadlineHour: { min: 0, max: 23 },
  maxParkingSpaces: { min: 0, max: 100_000 }, maxParkingSpacesMonday: { min: 0, max: 100_000 },
  maxParkingSpacesTuesday: { min: 0, max: 100_000 }, maxParkingSpacesWednesday: { min: 0, max: 100_000 },
  maxParkingSpacesThursday: { min: 0, max: 100_000 }, maxParkingSpacesFriday: { min: 0, max: 100_000 },
  calculateIndisciplineDays: { min: 0, max: 3650 }, calculateSortingIndisciplineDays: { min: 0, max: 3650 },
  banDays: { min: 0, max: 3650 }, banAtScore: { min: 0, max: 3650 },
  carCanBeAddedAgainAfterDays: { min: -1, max: 3650 }, maxPermanentAccesCars: { min: 0, max: 100_000 },
};

/** The refusal of a value outside its bounds, naming the parameter and the bounds. */
export const paramRangeMessage = (name: string, min: number, max: number) =>
  `${MSG.paramsUpdateFailed} ${name} trebuie să fie un număr întreg între ${min} și ${max}.`;

/** Checks one parameter's value; answers the Romanian message of the first broken rule. */
export function checkSettingValue(name: string, value: number | string, current: Pick<BuildingSettings, 'maxParkingSpaces' | 'maxPermanentAccesCars'>): string | null {
  if (!isSettingName(name)) return MSG.unknownParam;
  if ((STRING_SETTINGS as readonly string[]).includes(name)) {
    return typeof value === 'string' && value.length <= 320 && z.email().safeParse(value).success ? null : MSG.paramEmail;
  }
  const n = typeof value === 'string' && /^\s*-?\d+\s*$/.test(value) ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isInteger(n)) return MSG.paramNotNumber;
  const { min, max } = SETTING_BOUNDS[name as NumericSetting];
  if (HOUR_SETTINGS.includes(name) && (n < min || n > max)) return MSG.paramHour;
  if (n < min || n > max) return paramRangeMessage(name, min, max);
  if (name === 'maxPermanentAccesCars' && n > current.maxParkingSpaces) return MSG.paramPermanentCars;
  if (name === 'maxParkingSpaces' && n < current.maxPermanentAccesCars) return MSG.paramPermanentCars;
  return null;
}

export function normaliseSettingValue(name: SettingName, value: number | string): number | string {
  return (STRING_SETTINGS as readonly string[]).includes(name) ? String(value) : Number(value);
}
