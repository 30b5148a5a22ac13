import { describe, expect, it } from 'vitest';
import { flexPageRange, monthRange } from '@domain/date-range.js';
import { translate } from '@/i18n/i18n.js';
import { tools } from '@/i18n/tools.js';
import { chosenQuickRange, FLEX_QUICK_RANGES, TOWER_QUICK_RANGES, type QuickRange } from './quick-ranges.js';

const TODAY = '2027-03-01';
/** A quick range's name as the page shows it (in Romanian). */
const named = (q: QuickRange | null | undefined) => q && translate(tools, q.label);
const ranges = (quick: typeof FLEX_QUICK_RANGES) => Object.fromEntries(quick.map((q) => [named(q), q.range(TODAY)]));

describe('the quick ranges of the statistics pages', () => {
  it('of the flexible office end today, and reach back to 2021-02-08 in one click', () => {
    expect(ranges(FLEX_QUICK_RANGES)).toEqual({
      'Ultimele 7 zile': { from: '2027-02-23', to: TODAY },
      'Ultimele 30 de zile': { from: '2027-01-31', to: TODAY },
      'Ultimele 90 de zile': { from: '2026-12-02', to: TODAY },
      'Luna aceasta': { from: '2027-03-01', to: '2027-03-31' },
      'Din 2021': { from: '2021-02-08', to: TODAY },
    });
  });

  it('of the tower offer the current and the previous month, across a new year', () => {
    expect(ranges(TOWER_QUICK_RANGES)['Luna trecută']).toEqual({ from: '2027-02-01', to: '2027-02-28' });
    expect(TOWER_QUICK_RANGES.find((q) => named(q) === 'Luna trecută')!.range('2027-01-15')).toEqual({
      from: '2026-12-01',
      to: '2026-12-31',
    });
  });

  it("mark the pages' defaults as chosen: the last 90 days, the current month", () => {
    expect(named(chosenQuickRange(FLEX_QUICK_RANGES, flexPageRange(TODAY), TODAY))).toBe('Ultimele 90 de zile');
    expect(named(chosenQuickRange(TOWER_QUICK_RANGES, monthRange(TODAY), TODAY))).toBe('Luna aceasta');
    expect(chosenQuickRange(FLEX_QUICK_RANGES, { from: '2027-02-02', to: TODAY }, TODAY)).toBeNull();
  });
});
