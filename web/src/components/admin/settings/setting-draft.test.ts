import { describe, expect, it } from 'vitest';
import { MSG } from '@domain/messages.js';
import { paramRangeMessage } from '@domain/settings-checks.js';
import {
  NUMERIC_SETTINGS,
  OFFICE_ONLY_SETTINGS,
  PRODUCT_SETTINGS,
  STRING_SETTINGS,
  TOWER_ONLY_SETTINGS,
  toBuildingSettings,
  type SettingName,
} from '@domain/settings.js';
import { SETTING_FIELDS } from './setting-fields.js';
import { draftProblem, draftValue, isChanged, storedText } from './setting-draft.js';

const field = (building: '1' | '2', name: string) => SETTING_FIELDS[building].find((f) => f.name === name)!;
const tower = toBuildingSettings({ maxParkingSpaces: 50, maxPermanentAccesCars: 10, sendParkingListToEmail: 'lista@example.com' });

describe('a setting as typed', () => {
  it('shows the stored value, and an unset weekday capacity as empty', () => {
    expect(storedText(field('2', 'maxParkingSpaces'), tower)).toBe('50');
    expect(storedText(field('2', 'maxParkingSpacesMonday'), tower)).toBe('');
    expect(isChanged(field('2', 'maxParkingSpacesMonday'), '  ', tower)).toBe(false);
    expect(isChanged(field('2', 'maxParkingSpaces'), ' 50 ', tower)).toBe(false);
    expect(isChanged(field('2', 'maxParkingSpaces'), '51', tower)).toBe(true);
  });

  it('sends numbers for numeric settings and the text for the e-mail address', () => {
    expect(draftValue(field('1', 'maxDaysDesk'), ' 45 ')).toBe(45);
    expect(draftValue(field('1', 'maxDaysDesk'), '4.5')).toBe('4.5');
    expect(draftValue(field('2', 'sendParkingListToEmail'), ' 123 ')).toBe('123');
  });

  it('is checked with the domain rule the server applies', () => {
    expect(draftProblem(field('1', 'maxDaysDesk'), '4000', tower)).toBe(paramRangeMessage('maxDaysDesk', 0, 3650));
    expect(draftProblem(field('1', 'maxDaysDesk'), 'zece', tower)).toBe(MSG.paramNotNumber);
    expect(draftProblem(field('2', 'fridayCutoffHour'), '24', tower)).toBe(MSG.paramHour);
    expect(draftProblem(field('2', 'carCanBeAddedAgainAfterDays'), '-1', tower)).toBeNull();
    expect(draftProblem(field('2', 'sendParkingListToEmail'), 'nu-e-adresa', tower)).toBe(MSG.paramEmail);
    // The permanent cars stay within the spaces, both ways.
    expect(draftProblem(field('2', 'maxPermanentAccesCars'), '51', tower)).toBe(MSG.paramPermanentCars);
    expect(draftProblem(field('2', 'maxParkingSpaces'), '9', tower)).toBe(MSG.paramPermanentCars);
    expect(draftProblem(field('2', 'maxParkingSpaces'), '10', tower)).toBeNull();
    // A meeting nobody starts (decisions §24): off (−1), or 5 to 60 minutes.
    expect(draftProblem(field('1', 'roomReleaseMinutes'), '3', tower)).toBe(MSG.paramRoomReleaseMinutes);
    expect(draftProblem(field('1', 'roomReleaseMinutes'), '15', tower)).toBeNull();
  });

  it('clears a weekday capacity left empty (null: the general number applies), but no other setting', () => {
    const set = toBuildingSettings({ ...tower, maxParkingSpacesTuesday: 40 });
    expect(isChanged(field('2', 'maxParkingSpacesTuesday'), '', set)).toBe(true);
    expect(draftValue(field('2', 'maxParkingSpacesTuesday'), ' ')).toBeNull();
    expect(draftProblem(field('2', 'maxParkingSpacesTuesday'), '', set)).toBeNull();
    expect(draftProblem(field('2', 'maxParkingSpaces'), '', tower)).toBe(MSG.paramNotNumber);
  });

  it('keeps the priority spaces within the spaces open to requests, whichever of the four changes (decisions §26)', () => {
    // 50 spaces, 10 company cars: 40 open to requests.
    expect(draftProblem(field('2', 'electricSpaces'), '40', tower)).toBeNull();
    expect(draftProblem(field('2', 'electricSpaces'), '41', tower)).toBe(MSG.paramPrioritySpaces);
    const some = toBuildingSettings({ ...tower, electricSpaces: 25 });
    expect(draftProblem(field('2', 'accessibleSpaces'), '15', some)).toBeNull();
    expect(draftProblem(field('2', 'accessibleSpaces'), '16', some)).toBe(MSG.paramPrioritySpaces);
    expect(draftProblem(field('2', 'maxPermanentAccesCars'), '26', some)).toBe(MSG.paramPrioritySpaces);
    expect(draftProblem(field('2', 'maxParkingSpaces'), '34', some)).toBe(MSG.paramPrioritySpaces);
    expect(draftProblem(field('2', 'maxParkingSpaces'), '35', some)).toBeNull();
  });

  it('words the refusal of the priority spaces in the language of the screen', () => {
    expect(draftProblem(field('2', 'accessibleSpaces'), '41', tower)).toMatch(/electricSpaces și accessibleSpaces/);
  });

  it('never blames a value that was not changed', () => {
    expect(draftProblem(field('2', 'maxParkingSpacesFriday'), '', tower)).toBeNull();
  });
});

describe('the fields of each building', () => {
  it('lists every setting once, with a label and an explanation', () => {
    for (const fields of Object.values(SETTING_FIELDS)) {
      expect(new Set(fields.map((f) => f.name)).size).toBe(fields.length);
      for (const f of fields) expect(f.label && f.help).toBeTruthy();
    }
    // The tower shows every setting but the desk and room limits, the check-in rules of the flexible office
    // and the settings of the whole product, which building 1's section shows (decisions §25).
    const all: string[] = [...NUMERIC_SETTINGS, ...STRING_SETTINGS];
    const officeOnly = (n: string) =>
      /^max(Days|Active)/.test(n) || OFFICE_ONLY_SETTINGS.includes(n as SettingName) || PRODUCT_SETTINGS.includes(n as SettingName);
    expect(SETTING_FIELDS['2'].map((f) => f.name).sort()).toEqual(all.filter((n) => !officeOnly(n)).sort());
    // The office shows its check-in rules (decisions §13).
    expect(SETTING_FIELDS['1'].map((f) => f.name)).toEqual(expect.arrayContaining([...OFFICE_ONLY_SETTINGS, ...PRODUCT_SETTINGS]));
    // The priority spaces are the tower's only: the server refuses them for building 1 as unknown.
    expect(SETTING_FIELDS['2'].map((f) => f.name)).toEqual(expect.arrayContaining([...TOWER_ONLY_SETTINGS]));
    for (const name of TOWER_ONLY_SETTINGS) expect(SETTING_FIELDS['1'].map((f) => f.name)).not.toContain(name);
  });
});
