import { describe, expect, it } from 'vitest';
import { UPLOAD_MSG } from '@domain/upload-messages.js';
import { TOWER_WORDS } from '@/features/turn/tower-messages.js';
import { LIST_MSG, permanentList, permanentWarning, presenceList } from './list-rows.js';

const NOW = new Date('2027-03-01T07:00:00Z');

describe('presence and exit lists', () => {
  it('reads the two columns whatever their order and case, and marks bad dates and plates', () => {
    const list = presenceList(
      {
        headers: ['LicensePlate', 'Date', 'Notă'],
        rows: [
          ['b 123 abc', '05.03.2027', ''],
          ['XY12', '05/03/2027', ''],
          ['CJ12ABC', '31.02.2027', ''],
          ['MAB1234', '2027-03-05', ''],
          ['', '', ''],
        ],
      },
      new Set(['MAB1234']),
    );
    expect(list.columns).toEqual(['date', 'licensePlate']);
    expect(list.rows.map((r) => r.cells)).toEqual([
      ['05.03.2027', 'b 123 abc'],
      ['05/03/2027', 'XY12'],
      ['31.02.2027', 'CJ12ABC'],
      ['2027-03-05', 'MAB1234'],
      ['', ''],
    ]);
    expect(list.rows.map((r) => r.error)).toEqual([
      null,
      TOWER_WORDS.plateInvalid,
      LIST_MSG.dateInvalid('31.02.2027'),
      null, // a registered foreign car
      `${LIST_MSG.dateMissing} ${LIST_MSG.plateMissing}`,
    ]);
  });

  it("refuses an empty list and a missing column with the server's sentences", () => {
    expect(() => presenceList({ headers: ['date', 'licensePlate'], rows: [] }, new Set())).toThrow(UPLOAD_MSG.empty);
    expect(() => presenceList({ headers: ['date', 'plate'], rows: [['05.03.2027', 'B123ABC']] }, new Set())).toThrow(
      UPLOAD_MSG.format(['date', 'licensePlate']),
    );
  });
});

describe('the permanent-access cars list', () => {
  const cars = [
    { license_plate: 'B100CMP', active: true, date_removed: null },
    { license_plate: 'B200OLD', active: false, date_removed: '2027-02-20T10:00:00.000Z' },
    { license_plate: 'B300OLD', active: false, date_removed: '2026-11-01T10:00:00.000Z' },
  ];
  const sheet = (rows: string[][]) => ({ headers: ['nrInmatriculare', 'marca'], rows });

  it('marks a bad plate, a missing brand, a plate in use or removed lately, and a plate twice in the file', () => {
    const list = permanentList(
      sheet([
        ['B 101 CMP', 'Skoda'],
        ['XY12', 'Skoda'],
        ['B102CMP', ''],
        ['B100CMP', 'Skoda'],
        ['B200OLD', 'Skoda'],
        ['B300OLD', 'Skoda'],
        ['b-101-cmp', 'Dacia'],
      ]),
      cars,
      NOW,
      60,
    );
    expect(list.rows.map((r) => r.error)).toEqual([
      null,
      TOWER_WORDS.plateInvalid,
      LIST_MSG.brandMissing,
      TOWER_WORDS.carExistsClient,
      TOWER_WORDS.carExistsClient,
      null, // removed more than 60 days ago
      LIST_MSG.repeated(2),
    ]);
  });

  it('reads the optional column electrica (or electric) as the server does, marking a value that is not da or nu', () => {
    const list = permanentList(
      {
        headers: ['nrInmatriculare', 'marca', 'Electrica'],
        rows: [
          ['B 111 ELE', 'Tesla', 'DA'],
          ['B 112 ELE', 'Skoda', ''],
          ['B 113 ELE', 'Skoda', 'poate'],
          ['B 114 ELE', 'Skoda', 'false'],
        ],
      },
      cars,
      NOW,
      60,
    );
    expect(list.columns).toEqual(['nrInmatriculare', 'marca', 'electrica']);
    expect(list.rows.map((r) => r.cells[2])).toEqual(['DA', '', 'poate', 'false']);
    expect(list.rows.map((r) => r.error)).toEqual([null, null, LIST_MSG.electricInvalid('poate'), null]);
    const other = permanentList({ headers: ['nrInmatriculare', 'marca', 'electric'], rows: [['B 115 ELE', 'Skoda', '2']] }, cars, NOW, 60);
    expect(other.rows[0].error).toBe(LIST_MSG.electricInvalid('2'));
    expect(permanentList(sheet([['B 116 ELE', 'Skoda']]), cars, NOW, 60).columns).toEqual(['nrInmatriculare', 'marca']);
  });

  it('warns when the company would have more permanent cars than allowed, and never without a limit', () => {
    expect(permanentWarning(3, 4, 10)).toBeNull();
    expect(permanentWarning(7, 4, 10)).toBe(LIST_MSG.tooMany(7, 4, 10));
    expect(permanentWarning(500, 4, 0)).toBeNull();
  });
});
