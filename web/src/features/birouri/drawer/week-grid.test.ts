import { describe, expect, it } from 'vitest';
import { longDayName } from '@domain/time.js';
import { freeDesksText, weekRows, weekStrip } from './week-grid.js';

describe('day picker grid', () => {
  it('lays the window out in Monday-to-Friday rows, from the Monday of the first day', () => {
    const rows = weekRows('2027-03-03', '2027-03-15');
    expect(rows).toEqual([
      ['2027-03-01', '2027-03-02', '2027-03-03', '2027-03-04', '2027-03-05'],
      ['2027-03-08', '2027-03-09', '2027-03-10', '2027-03-11', '2027-03-12'],
      ['2027-03-15', '2027-03-16', '2027-03-17', '2027-03-18', '2027-03-19'],
    ]);
  });
  it('names days in Romanian', () => expect(longDayName('2027-03-02')).toBe('marți, 2 martie 2027'));
});

describe('week strip', () => {
  const mine = [
    { day: '2027-03-04', deskId: '4-12' },
    { day: '2027-03-20', deskId: '5-3' }, // a Saturday: never shown
  ];
  const free = [
    { day: '2027-03-02', free: 40 },
    { day: '2027-03-03', free: 1 },
    { day: '2027-03-04', free: 0 },
    { day: '2027-03-01', free: 9 }, // outside the window: not shown
  ];
  const strip = weekStrip('2027-03-02', '2027-03-09', mine, free);
  const cell = (day: string) => strip.flat().find((d) => d.day === day)!;

  it("puts the viewer's desk on its day and each bookable day's free desks", () => {
    expect(strip).toHaveLength(2);
    expect(cell('2027-03-04')).toEqual({
      day: '2027-03-04',
      bookable: true,
      viewable: true,
      myDesk: '4-12',
      free: 0,
      shown: '4',
      label: 'joi, 4 martie 2027, biroul dumneavoastră 4-12, niciun birou liber',
    });
    expect(cell('2027-03-02')).toMatchObject({ myDesk: null, free: 40, label: 'marți, 2 martie 2027, 40 de birouri libere' });
    expect(cell('2027-03-03').label).toBe('miercuri, 3 martie 2027, 1 birou liber');
  });

  it('gives days outside the window, and days not counted yet, no count', () => {
    expect(cell('2027-03-01')).toMatchObject({ bookable: false, free: null, shown: '1 mar', label: '1 mar, luni, 1 martie 2027' });
    expect(cell('2027-03-10')).toMatchObject({ bookable: false, free: null });
    expect(cell('2027-03-05')).toMatchObject({ bookable: true, free: null, label: 'vineri, 5 martie 2027' });
    expect(
      weekStrip('2027-03-02', '2027-03-09', [], undefined)
        .flat()
        .every((d) => d.free === null && d.myDesk === null),
    ).toBe(true);
  });

  it('shows today, a weekday before the window, to look at (decisions §13), from its own week on', () => {
    // Friday 5 March: the window starts on Monday 8.
    const withToday = weekStrip('2027-03-08', '2027-03-12', [], undefined, '2027-03-05');
    expect(withToday).toHaveLength(2);
    const today = withToday.flat().find((d) => d.day === '2027-03-05')!;
    expect(today).toMatchObject({ bookable: false, viewable: true, label: 'vineri, 5 martie 2027, azi' });
    expect(withToday.flat().find((d) => d.day === '2027-03-04')).toMatchObject({ viewable: false });
    // A Saturday is never shown; nor a day inside the window twice.
    expect(weekStrip('2027-03-08', '2027-03-12', [], undefined, '2027-03-06')).toHaveLength(1);
    expect(
      weekStrip('2027-03-08', '2027-03-12', [], undefined, '2027-03-06')
        .flat()
        .every((d) => d.viewable === d.bookable),
    ).toBe(true);
  });

  it("names a month's first day with what it shows first, as words (#39 point 13)", () => {
    const d = weekStrip('2026-11-30', '2026-12-04', [], [{ day: '2026-12-01', free: 16 }]).flat();
    const first = d.find((x) => x.day === '2026-12-01')!;
    expect(first.shown).toBe('1 dec');
    expect(first.label).toBe('1 dec, marți, 1 decembrie 2026, 16 birouri libere');
    expect(d.find((x) => x.day === '2026-11-30')).toMatchObject({ shown: '30', label: 'luni, 30 noiembrie 2026' });
  });

  it('says the count in Romanian', () => {
    expect([0, 1, 2, 19, 20, 21, 101, 119, 120].map(freeDesksText)).toEqual([
      'niciun birou liber',
      '1 birou liber',
      '2 birouri libere',
      '19 birouri libere',
      '20 de birouri libere',
      '21 de birouri libere',
      '101 birouri libere',
      '119 birouri libere',
      '120 de birouri libere',
    ]);
  });
});
