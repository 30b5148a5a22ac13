import { expect, it } from 'vitest';
import { MSG } from './messages.js';
import { checkSettingValue, paramRangeMessage } from './settings-checks.js';
import { defaultSettings, SETTING_DEFAULTS, settingsOfBuilding, toBuildingSettings } from './settings.js';

const current = defaultSettings('s@example.com');

it('accepts valid values and refuses each broken rule with its message', () => {
  expect(checkSettingValue('maxDaysDesk', 20, current)).toBeNull();
  expect(checkSettingValue('maxDaysDesk', '20', current)).toBeNull();
  expect(checkSettingValue('carCanBeAddedAgainAfterDays', -1, current)).toBeNull();
  expect(checkSettingValue('carCanBeAddedAgainAfterDays', -2, current)).toBe(paramRangeMessage('carCanBeAddedAgainAfterDays', -1, 3650));
  expect(checkSettingValue('confirmationDeadlineHour', 23, current)).toBeNull();
  expect(checkSettingValue('confirmationDeadlineHour', 24, current)).toBe(MSG.paramHour);
  expect(checkSettingValue('maxDaysDesk', 2.5, current)).toBe(MSG.paramNotNumber);
  expect(checkSettingValue('maxPermanentAccesCars', 101, current)).toBe(MSG.paramPermanentCars);
  expect(checkSettingValue('maxParkingSpaces', 5, { ...current, maxPermanentAccesCars: 6 })).toBe(MSG.paramPermanentCars);
  expect(checkSettingValue('sendParkingListToEmail', 'lista@example.com', current)).toBeNull();
  expect(checkSettingValue('sendParkingListToEmail', 'lista', current)).toBe(MSG.paramEmail);
  expect(checkSettingValue('altceva', 1, current)).toBe(MSG.unknownParam);
  // Only a weekday capacity may be cleared: the general number of spaces applies to its day.
  expect(checkSettingValue('maxParkingSpacesWednesday', null, current)).toBeNull();
  expect(checkSettingValue('maxParkingSpaces', null, current)).toBe(MSG.paramNotNumber);
});

it('bounds every number, so no setting can break the rules that read it (decisions §9)', () => {
  for (const huge of [1e308, 2 ** 53 + 1, '1.2e29', 3651, '9007199254740993']) {
    const m = checkSettingValue('maxDaysDesk', huge, current);
    expect(m, String(huge)).toMatch(/^Eroare la actualizarea parametrilor!/);
  }
  expect(checkSettingValue('maxDaysDesk', 3650, current)).toBeNull();
  expect(checkSettingValue('maxDaysDesk', -1, current)).toBe(paramRangeMessage('maxDaysDesk', 0, 3650));
  expect(checkSettingValue('maxParkingSpaces', 100_001, current)).toBe(paramRangeMessage('maxParkingSpaces', 0, 100000));
  expect(checkSettingValue('maxParkingSpacesFriday', 100_000, current)).toBeNull();
  expect(checkSettingValue('fridayCutoffHour', -1, current)).toBe(MSG.paramHour);
  expect(checkSettingValue('maxDaysDesk', ' ', current)).toBe(MSG.paramNotNumber);
  expect(checkSettingValue('sendParkingListToEmail', `${'a'.repeat(400)}@example.com`, current)).toBe(MSG.paramEmail);
});

it('reads stored values into typed settings, each missing one taking its single default', () => {
  const s = toBuildingSettings({ maxDaysDesk: 12, maxParkingSpacesMonday: 40, banDays: 'x' });
  expect(s.maxDaysDesk).toBe(12);
  expect(s.maxActiveDesk).toBe(SETTING_DEFAULTS.maxActiveDesk);
  expect(s.banDays).toBe(SETTING_DEFAULTS.banDays);
  expect(s.maxParkingSpacesMonday).toBe(40);
  expect(s.maxParkingSpacesTuesday).toBeNull();
  const list = [
    { name: 'fridayCutoffHour', value: 15, building: '2' as const },
    { name: 'fridayCutoffHour', value: 9, building: '1' as const },
  ];
  expect(settingsOfBuilding(list, '2').fridayCutoffHour).toBe(15);
  expect(settingsOfBuilding([], '2').confirmationDeadlineHour).toBe(18);
});

it('bounds the check-in settings of building 1: autoReleaseHour −1 or 8–23, walkUpBooking 0 or 1 (decisions §13)', () => {
  for (const ok of [-1, 8, 10, 23, '9']) expect(checkSettingValue('autoReleaseHour', ok, current, '1'), String(ok)).toBeNull();
  for (const bad of [-2, 0, 7, 24, 1e308])
    expect(checkSettingValue('autoReleaseHour', bad, current, '1'), String(bad)).toMatch(/^Eroare la actualizarea parametrilor!/);
  expect(checkSettingValue('autoReleaseHour', 7, current, '1')).toBe(MSG.paramAutoReleaseHour);
  expect(checkSettingValue('walkUpBooking', 1, current, '1')).toBeNull();
  expect(checkSettingValue('walkUpBooking', 2, current, '1')).toBe(paramRangeMessage('walkUpBooking', 0, 1));
  // The tower has neither.
  expect(checkSettingValue('walkUpBooking', 1, current, '2')).toBe(MSG.unknownParam);
  expect(checkSettingValue('autoReleaseHour', 10, current, '2')).toBe(MSG.unknownParam);
  // Off by default: the office behaves as the specification says.
  expect(SETTING_DEFAULTS).toMatchObject({ autoReleaseHour: -1, walkUpBooking: 0 });
  expect(toBuildingSettings({})).toMatchObject({ autoReleaseHour: -1, walkUpBooking: 0 });
});

it('bounds statisticsPerPerson to 0 or 1 in each building, 1 by default (decisions §25)', () => {
  for (const b of ['1', '2']) {
    expect(checkSettingValue('statisticsPerPerson', 0, current, b)).toBeNull();
    expect(checkSettingValue('statisticsPerPerson', 1, current, b)).toBeNull();
    for (const bad of [2, -1])
      expect(checkSettingValue('statisticsPerPerson', bad, current, b)).toBe(paramRangeMessage('statisticsPerPerson', 0, 1));
  }
  expect(toBuildingSettings({}).statisticsPerPerson).toBe(1);
});
