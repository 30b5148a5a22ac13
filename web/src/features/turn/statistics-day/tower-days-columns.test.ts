import { describe, expect, it } from 'vitest';
import { translate } from '@/i18n/i18n.js';
import { towerDays } from '@/i18n/tower-days.js';
import { FIGURES, totals, towerDayFigures } from './tower-days-columns.js';

const day = (date: string, n: number) => ({
  date,
  requests: n,
  places: 30,
  unallocated: n - 1,
  absent: 1,
  occupied: n - 2,
  priorityElectric: 2,
  priorityAccessible: n % 2,
});

describe('totals of the tower days', () => {
  it('adds each figure over the days', () => {
    expect(totals([day('2027-03-01', 10), day('2027-03-02', 5)])).toEqual({
      requests: 15,
      places: 60,
      unallocated: 13,
      absent: 2,
      occupied: 11,
      priorityElectric: 4,
      priorityAccessible: 1,
    });
    expect(totals([])).toEqual({
      requests: 0,
      places: 0,
      unallocated: 0,
      absent: 0,
      occupied: 0,
      priorityElectric: 0,
      priorityAccessible: 0,
    });
  });
});

describe('the figures of a tower day', () => {
  it("keeps the specification's five first, in its order, and the priority spaces after them (decisions §26)", () => {
    const figures = towerDayFigures((key, values) => translate(towerDays, key, values));
    expect(figures.map((f) => f.field)).toEqual(FIGURES);
    expect(FIGURES).toEqual(['requests', 'places', 'unallocated', 'absent', 'occupied', 'priorityElectric', 'priorityAccessible']);
    // Titled as the export's columns (server/statistics/tower-days-presenter.ts TOWER_DAY_COLUMNS).
    expect(figures.map((f) => f.title)).toEqual([
      'Total cereri',
      'Locuri disponibile',
      'Cereri nealocate',
      'Absenți',
      'Locuri ocupate efectiv',
      'Locuri prioritare electrice',
      'Locuri prioritare accesibile',
    ]);
  });
});
