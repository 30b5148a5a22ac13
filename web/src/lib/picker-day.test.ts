import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat.js';
import { describe, expect, it } from 'vitest';
import { fromPickerValue, openingDay, PICKER_FORMAT, toPickerValue } from './picker-day.js';

dayjs.extend(customParseFormat);

describe('the days of the date pickers', () => {
  it('read 01.09.2026 in Romanian and 01/09/2026 in English as 1 September 2026, whatever the browser', () => {
    expect(fromPickerValue(dayjs('01.09.2026', PICKER_FORMAT.ro, true))).toBe('2026-09-01');
    expect(toPickerValue('2026-09-01')!.format(PICKER_FORMAT.ro)).toBe('01.09.2026');
    expect(fromPickerValue(dayjs('01/09/2026', PICKER_FORMAT.en, true))).toBe('2026-09-01');
    expect(toPickerValue('2026-09-01')!.format(PICKER_FORMAT.en)).toBe('01/09/2026');
  });

  it('go there and back unchanged, month ends and leap days included', () => {
    for (const day of ['2021-02-08', '2027-12-31', '2028-02-29', '2027-01-01']) expect(fromPickerValue(toPickerValue(day))).toBe(day);
  });

  it("show nothing for what is not a day ('' or a day that does not exist)", () => {
    expect(toPickerValue('')).toBeNull();
    expect(toPickerValue('2027-02-30')).toBeNull();
    expect(toPickerValue('1.9.2026')).toBeNull();
  });

  it("make a cleared field '' and a field still being typed null (not taken)", () => {
    expect(fromPickerValue(null)).toBe('');
    expect(fromPickerValue(dayjs('not a day'))).toBeNull();
    // The year section shows 0002 after a '2': not yet a day of the statistics.
    expect(fromPickerValue(dayjs('2026-09-01').year(2))).toBeNull();
    expect(fromPickerValue(dayjs('2026-09-01').year(202))).toBeNull();
  });
});

describe('the month an empty calendar opens on', () => {
  it("is the server's today's, within the other bound", () => {
    expect(openingDay('2027-03-01', '', '')).toBe('2027-03-01');
    expect(openingDay('2027-03-01', '', '2027-02-22')).toBe('2027-02-22');
    expect(openingDay('2027-03-01', '2027-04-05', '')).toBe('2027-04-05');
    expect(openingDay('2027-03-01', '2027-02-01', '2027-03-31')).toBe('2027-03-01');
  });
});
