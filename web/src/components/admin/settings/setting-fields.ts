import { OFFICE, TOWER, type BuildingCode } from '@domain/buildings.js';
import type { SettingName } from '@domain/settings.js';
import { admin, type AdminKey } from '@/i18n/admin.js';
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

/** A field whose label and help are read from the catalogue each time they are shown (the form calls useT(admin)). */
function field(name: SettingName, label: AdminKey, help: AdminKey, more: Pick<SettingField, 'kind' | 'optional'> = {}): SettingField {
  return {
    name,
    get label() {
      return translate(admin, label);
    },
    get help() {
      return translate(admin, help);
    },
    ...more,
  };
}

const OFFICE_FIELDS: SettingField[] = [
  field('maxDaysDesk', 'admin.setting.maxDaysDesk', 'admin.setting.maxDaysDesk.help'),
  field('maxActiveDesk', 'admin.setting.maxActiveDesk', 'admin.setting.maxActiveDesk.help'),
  field('maxDaysRoom', 'admin.setting.maxDaysRoom', 'admin.setting.maxDaysRoom.help'),
  field('maxActiveRoom', 'admin.setting.maxActiveRoom', 'admin.setting.maxActiveRoom.help'),
  field('confirmationDeadlineHour', 'admin.setting.officeConfirmationHour', 'admin.setting.officeConfirmationHour.help', { kind: 'hour' }),
  field('calculateIndisciplineDays', 'admin.setting.officeIndisciplineDays', 'admin.setting.officeIndisciplineDays.help'),
  field('banAtScore', 'admin.setting.banAtScore', 'admin.setting.officeBanAtScore.help'),
  field('banDays', 'admin.setting.banDays', 'admin.setting.officeBanDays.help'),
  // Check-in at the desk (decisions §13).
  field('autoReleaseHour', 'admin.setting.autoReleaseHour', 'admin.setting.autoReleaseHour.help', { kind: 'hour' }),
  field('walkUpBooking', 'admin.setting.walkUpBooking', 'admin.setting.walkUpBooking.help', { kind: 'switch' }),
];

const TOWER_FIELDS: SettingField[] = [
  field('fridayCutoffHour', 'admin.setting.fridayCutoffHour', 'admin.setting.fridayCutoffHour.help', { kind: 'hour' }),
  field('confirmationDeadlineHour', 'admin.setting.towerConfirmationHour', 'admin.setting.towerConfirmationHour.help', { kind: 'hour' }),
  field('maxParkingSpaces', 'admin.setting.maxParkingSpaces', 'admin.setting.maxParkingSpaces.help'),
  // Each weekday's capacity: empty means the general number.
  field('maxParkingSpacesMonday', 'admin.setting.spacesMonday', 'admin.setting.spacesMonday.help', { optional: true }),
  field('maxParkingSpacesTuesday', 'admin.setting.spacesTuesday', 'admin.setting.spacesTuesday.help', { optional: true }),
  field('maxParkingSpacesWednesday', 'admin.setting.spacesWednesday', 'admin.setting.spacesWednesday.help', { optional: true }),
  field('maxParkingSpacesThursday', 'admin.setting.spacesThursday', 'admin.setting.spacesThursday.help', { optional: true }),
  field('maxParkingSpacesFriday', 'admin.setting.spacesFriday', 'admin.setting.spacesFriday.help', { optional: true }),
  field('maxPermanentAccesCars', 'admin.setting.maxPermanentAccesCars', 'admin.setting.maxPermanentAccesCars.help'),
  field('calculateIndisciplineDays', 'admin.setting.towerIndisciplineDays', 'admin.setting.towerIndisciplineDays.help'),
  field('calculateSortingIndisciplineDays', 'admin.setting.sortingIndisciplineDays', 'admin.setting.sortingIndisciplineDays.help'),
  field('banAtScore', 'admin.setting.banAtScore', 'admin.setting.towerBanAtScore.help'),
  field('banDays', 'admin.setting.banDays', 'admin.setting.towerBanDays.help'),
  field('carCanBeAddedAgainAfterDays', 'admin.setting.carAgainAfterDays', 'admin.setting.carAgainAfterDays.help'),
  field('sendParkingListToEmail', 'admin.setting.parkingListEmail', 'admin.setting.parkingListEmail.help', { kind: 'email' }),
];

export const SETTING_FIELDS: Record<BuildingCode, SettingField[]> = { [OFFICE]: OFFICE_FIELDS, [TOWER]: TOWER_FIELDS };
