import { OFFICE } from './buildings.js';

// Configuration parameters {name, value, building} with the defaults of both
// specifications (flex-office §9, decisions §6 and §7). Building '1' uses the desk and
// room limits and, for desk no-shows, the indiscipline keys; building '2' the parking ones.
export const NUMERIC_SETTINGS = [
  'maxDaysRoom',
  'maxDaysDesk',
  'maxActiveRoom',
  'maxActiveDesk',
  'fridayCutoffHour',
  'confirmationDeadlineHour',
  'maxParkingSpaces',
  'maxParkingSpacesMonday',
  'maxParkingSpacesTuesday',
  'maxParkingSpacesWednesday',
  'maxParkingSpacesThursday',
  'maxParkingSpacesFriday',
  'calculateIndisciplineDays',
  'calculateSortingIndisciplineDays',
  'banDays',
  'banAtScore',
  'carCanBeAddedAgainAfterDays',
  'maxPermanentAccesCars',
  'autoReleaseHour',
  'walkUpBooking',
  'showNamesOnDisplays',
  'roomReleaseMinutes',
  'statisticsPerPerson',
  'retentionMonths',
  'electricSpaces',
  'accessibleSpaces',
] as const;
export const STRING_SETTINGS = ['sendParkingListToEmail'] as const;

export type NumericSetting = (typeof NUMERIC_SETTINGS)[number];
export type SettingName = NumericSetting | (typeof STRING_SETTINGS)[number];

/** Per-weekday capacities have no default: unset means "use maxParkingSpaces". */
export const OPTIONAL_SETTINGS = [
  'maxParkingSpacesMonday',
  'maxParkingSpacesTuesday',
  'maxParkingSpacesWednesday',
  'maxParkingSpacesThursday',
  'maxParkingSpacesFriday',
] as const;

export const HOUR_SETTINGS: readonly SettingName[] = ['fridayCutoffHour', 'confirmationDeadlineHour'];

/**
 * Check-in, walk-up and auto-release (decisions §13) are rules of the flexible office only: their
 * defaults are written for building 1, and building 2 refuses them as unknown parameters.
 */
export const OFFICE_ONLY_SETTINGS: readonly SettingName[] = [
  'autoReleaseHour',
  'walkUpBooking',
  'showNamesOnDisplays',
  'roomReleaseMinutes',
];
/**
 * Settings of the whole product, not of a building (decisions §25 "of both buildings"): stored once, as
 * building 1's row, changed by role admin only; building 2 refuses them as unknown parameters.
 */
export const PRODUCT_SETTINGS: readonly SettingName[] = ['retentionMonths'];
/** The tower's priority spaces (decisions §26) are building 2's alone; building 1 refuses them as unknown parameters. */
export const TOWER_ONLY_SETTINGS: readonly SettingName[] = ['electricSpaces', 'accessibleSpaces'];

/** autoReleaseHour's value that turns the release off; roomReleaseMinutes' too. */
export const AUTO_RELEASE_OFF = -1;

type WeekdayCapacity = (typeof OPTIONAL_SETTINGS)[number];
type DefaultedNumeric = Exclude<NumericSetting, WeekdayCapacity>;

/** The one place every numeric default lives (flex-office §9, decisions §6 and §7). */
export const SETTING_DEFAULTS: Readonly<Record<DefaultedNumeric, number>> = {
  maxDaysRoom: 30,
  maxDaysDesk: 30,
  maxActiveRoom: 5,
  maxActiveDesk: 10,
  fridayCutoffHour: 16,
  confirmationDeadlineHour: 18,
  maxParkingSpaces: 100,
  calculateIndisciplineDays: 30,
  calculateSortingIndisciplineDays: 60,
  banDays: 14,
  banAtScore: 3,
  carCanBeAddedAgainAfterDays: 60,
  maxPermanentAccesCars: 0,
  // Off: with these two defaults the office behaves as the specification says (decisions §13).
  autoReleaseHour: -1,
  walkUpBooking: 0,
  // The bookers' names on the displays (decisions §24): shown unless turned off.
  showNamesOnDisplays: 1,
  // Off: a meeting nobody starts keeps its room (decisions §24).
  roomReleaseMinutes: -1,
  // Per-person statistics name people unless a works council chose otherwise (decisions §25); each
  // building's value governs its own statistics: the office's tables (1) and the tower's (2).
  statisticsPerPerson: 1,
  // Keep everything until an administrator sets a retention (decisions §25).
  retentionMonths: 0,
  // No priority spaces: the rounds are exactly §7's until an administrator keeps some (decisions §26).
  electricSpaces: 0,
  accessibleSpaces: 0,
};

/** The defaults written for each building at start-up; the parking-list address is the support address. */
export function defaultSettings(supportEmail: string): Record<DefaultedNumeric, number> & { sendParkingListToEmail: string } {
  return { ...SETTING_DEFAULTS, sendParkingListToEmail: supportEmail };
}

/** Whether a building has this parameter: the office-only ones belong to building 1 alone, the tower-only ones to building 2. */
export function settingOfBuilding(name: SettingName, building: string): boolean {
  if (building === OFFICE) return !TOWER_ONLY_SETTINGS.includes(name);
  return !OFFICE_ONLY_SETTINGS.includes(name) && !PRODUCT_SETTINGS.includes(name);
}

/** A building's settings, typed, with every default applied: what rules read. */
export type BuildingSettings = Record<DefaultedNumeric, number> &
  Record<WeekdayCapacity, number | null> & { sendParkingListToEmail: string };

/** Reads a building's stored values (name → value) into typed settings; a missing or mistyped value takes its default. */
export function toBuildingSettings(values: Readonly<Record<string, unknown>>): BuildingSettings {
  const num = (name: string): number | null => (typeof values[name] === 'number' ? (values[name] as number) : null);
  const out: Record<string, number | string | null> = {};
  for (const name of NUMERIC_SETTINGS) {
    out[name] = (OPTIONAL_SETTINGS as readonly string[]).includes(name)
      ? num(name)
      : (num(name) ?? SETTING_DEFAULTS[name as DefaultedNumeric]);
  }
  out.sendParkingListToEmail = typeof values.sendParkingListToEmail === 'string' ? values.sendParkingListToEmail : '';
  return out as BuildingSettings;
}

/** One building's typed settings out of the `GET /api/config` list (the web app's way in). */
export function settingsOfBuilding(params: readonly ConfigParam[], building: string): BuildingSettings {
  return toBuildingSettings(Object.fromEntries(params.filter((p) => p.building === building).map((p) => [p.name, p.value])));
}

/**
 * Whether a building's per-person statistics name people (decisions §25, setting statisticsPerPerson):
 * the office's value governs its manager and reservations tables, the tower's its requests table,
 * each with its export. 0 is a works council's choice: no name, e-mail, username, plate or id of a person.
 * Here, not in statistics.ts, so that the pages read it without loading the statistics' rules.
 */
export function statisticsNamePeople(settings: Pick<BuildingSettings, 'statisticsPerPerson'>): boolean {
  return settings.statisticsPerPerson !== 0;
}

export function isSettingName(name: string): name is SettingName {
  return (NUMERIC_SETTINGS as readonly string[]).includes(name) || (STRING_SETTINGS as readonly string[]).includes(name);
}

/**
 * A parameter as GET /api/config lists it and POST /api/config/update takes it (schemas/settings.ts
 * checks its shape). `null` clears a weekday capacity (OPTIONAL_SETTINGS): the day then has the
 * general number of spaces (decisions §7 "Capacity of a day"); a cleared one is no longer listed.
 */
export interface ConfigParam {
  name: string;
  value: number | string | null;
  building: '1' | '2';
}

export function isOptionalSetting(name: string): boolean {
  return (OPTIONAL_SETTINGS as readonly string[]).includes(name);
}
