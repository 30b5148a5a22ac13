import { OFFICE, TOWER, type BuildingCode } from '@domain/buildings.js';
import type { SettingName } from '@domain/settings.js';
import { parameters, type ParametersKey } from '@/i18n/parameters.js';
import { translate } from '@/i18n/i18n.js';

// What each building's Parametri section shows: the settings its rules read (docs/decisions/administration.md, "Parametri"),
// each with a label and a sentence on what it changes, in the language active when read (catalogue `admin`, issue #40).

export interface SettingField {
  name: SettingName;
  readonly label: string;
  readonly help: string;
  /** 'hour' fields are whole hours of the day; 'email' the parking list's address; 'switch' a 0/1 setting, saved as it is switched. */
  kind?: 'hour' | 'email' | 'switch';
  /** A weekday capacity: empty means "the general number of spaces". */
  optional?: boolean;
}

/** A field whose label and help are read from the catalogue each time they are shown (the form calls useT(parameters)). */
function field(
  name: SettingName,
  label: ParametersKey,
  help: ParametersKey,
  more: Pick<SettingField, 'kind' | 'optional'> = {},
): SettingField {
  return {
    name,
    get label() {
      return translate(parameters, label);
    },
    get help() {
      return translate(parameters, help);
    },
    ...more,
  };
}

const OFFICE_FIELDS: SettingField[] = [
  field('maxDaysDesk', 'parameters.setting.maxDaysDesk', 'parameters.setting.maxDaysDesk.help'),
  field('maxActiveDesk', 'parameters.setting.maxActiveDesk', 'parameters.setting.maxActiveDesk.help'),
  field('maxDaysRoom', 'parameters.setting.maxDaysRoom', 'parameters.setting.maxDaysRoom.help'),
  field('maxActiveRoom', 'parameters.setting.maxActiveRoom', 'parameters.setting.maxActiveRoom.help'),
  field('confirmationDeadlineHour', 'parameters.setting.officeConfirmationHour', 'parameters.setting.officeConfirmationHour.help', {
    kind: 'hour',
  }),
  field('calculateIndisciplineDays', 'parameters.setting.officeIndisciplineDays', 'parameters.setting.officeIndisciplineDays.help'),
  field('banAtScore', 'parameters.setting.banAtScore', 'parameters.setting.officeBanAtScore.help'),
  field('banDays', 'parameters.setting.banDays', 'parameters.setting.officeBanDays.help'),
  // Check-in at the desk (decisions §13).
  field('autoReleaseHour', 'parameters.setting.autoReleaseHour', 'parameters.setting.autoReleaseHour.help', { kind: 'hour' }),
  field('walkUpBooking', 'parameters.setting.walkUpBooking', 'parameters.setting.walkUpBooking.help', { kind: 'switch' }),
  // The displays at the rooms' doors and on the floors, and the meetings nobody starts (decisions §24).
  field('showNamesOnDisplays', 'parameters.setting.showNamesOnDisplays', 'parameters.setting.showNamesOnDisplays.help', {
    kind: 'switch',
  }),
  field('roomReleaseMinutes', 'parameters.setting.roomReleaseMinutes', 'parameters.setting.roomReleaseMinutes.help'),
  // Statistics without names (decisions §25): the office's governs the manager's table and the reservations table.
  field('statisticsPerPerson', 'parameters.setting.statisticsPerPerson', 'parameters.setting.officeStatisticsPerPerson.help', {
    kind: 'switch',
  }),
  // Retention (decisions §25): one value for the whole product, kept as building 1's, changed by role admin only.
  field('retentionMonths', 'parameters.setting.retentionMonths', 'parameters.setting.retentionMonths.help'),
];

const TOWER_FIELDS: SettingField[] = [
  field('fridayCutoffHour', 'parameters.setting.fridayCutoffHour', 'parameters.setting.fridayCutoffHour.help', { kind: 'hour' }),
  field('confirmationDeadlineHour', 'parameters.setting.towerConfirmationHour', 'parameters.setting.towerConfirmationHour.help', {
    kind: 'hour',
  }),
  field('maxParkingSpaces', 'parameters.setting.maxParkingSpaces', 'parameters.setting.maxParkingSpaces.help'),
  // Each weekday's capacity: empty means the general number.
  field('maxParkingSpacesMonday', 'parameters.setting.spacesMonday', 'parameters.setting.spacesMonday.help', { optional: true }),
  field('maxParkingSpacesTuesday', 'parameters.setting.spacesTuesday', 'parameters.setting.spacesTuesday.help', { optional: true }),
  field('maxParkingSpacesWednesday', 'parameters.setting.spacesWednesday', 'parameters.setting.spacesWednesday.help', { optional: true }),
  field('maxParkingSpacesThursday', 'parameters.setting.spacesThursday', 'parameters.setting.spacesThursday.help', { optional: true }),
  field('maxParkingSpacesFriday', 'parameters.setting.spacesFriday', 'parameters.setting.spacesFriday.help', { optional: true }),
  field('maxPermanentAccesCars', 'parameters.setting.maxPermanentAccesCars', 'parameters.setting.maxPermanentAccesCars.help'),
  // The priority spaces of the rounds (decisions §26): the tower's only.
  field('electricSpaces', 'parameters.setting.electricSpaces', 'parameters.setting.electricSpaces.help'),
  field('accessibleSpaces', 'parameters.setting.accessibleSpaces', 'parameters.setting.accessibleSpaces.help'),
  field('calculateIndisciplineDays', 'parameters.setting.towerIndisciplineDays', 'parameters.setting.towerIndisciplineDays.help'),
  field(
    'calculateSortingIndisciplineDays',
    'parameters.setting.sortingIndisciplineDays',
    'parameters.setting.sortingIndisciplineDays.help',
  ),
  field('banAtScore', 'parameters.setting.banAtScore', 'parameters.setting.towerBanAtScore.help'),
  field('banDays', 'parameters.setting.banDays', 'parameters.setting.towerBanDays.help'),
  field('carCanBeAddedAgainAfterDays', 'parameters.setting.carAgainAfterDays', 'parameters.setting.carAgainAfterDays.help'),
  field('sendParkingListToEmail', 'parameters.setting.parkingListEmail', 'parameters.setting.parkingListEmail.help', { kind: 'email' }),
  // Statistics without names (decisions §25): the tower's governs its requests table.
  field('statisticsPerPerson', 'parameters.setting.statisticsPerPerson', 'parameters.setting.towerStatisticsPerPerson.help', {
    kind: 'switch',
  }),
];

export const SETTING_FIELDS: Record<BuildingCode, SettingField[]> = { [OFFICE]: OFFICE_FIELDS, [TOWER]: TOWER_FIELDS };
