import { expect, it } from 'vitest';
import { MSG } from './messages.js';
import { checkSettingValue, defaultSettings } from './settings.js';

const current = defaultSettings('s@example.com');

it('accepts valid values and refuses each broken rule with its message', () => {
  expect(checkSettingValue('maxDaysDesk', 20, current)).toBeNull();
  expect(checkSettingValue('maxDaysDesk', '20', current)).toBeNull();
  expect(checkSettingValue('carCanBeAddedAgainAfterDays', -1, current)).toBeNull();
  expect(checkSettingValue('carCanBeAddedAgainAfterDays', -2, current)).toBe(MSG.paramNotNumber);
  expect(checkSettingValue('confirmationDeadlineHour', 23, current)).toBeNull();
  expect(checkSettingValue('confirmationDeadlineHour', 24, current)).toBe(MSG.paramHour);
  expect(checkSettingValue('maxDaysDesk', 2.5, current)).toBe(MSG.paramNotNumber);
  expect(checkSettingValue('maxPermanentAccesCars', 101, current)).toBe(MSG.paramPermanentCars);
  expect(checkSettingValue('maxParkingSpaces', 5, { ...current, maxPermanentAccesCars: 6 })).toBe(MSG.paramPermanentCars);
  expect(checkSettingValue('sendParkingListToEmail', 'lista@example.com', current)).toBeNull();
  expect(checkSettingValue('sendParkingListToEmail', 'lista', current)).toBe(MSG.paramEmail);
  expect(checkSettingValue('altceva', 1, current)).toBe(MSG.unknownParam);
});
