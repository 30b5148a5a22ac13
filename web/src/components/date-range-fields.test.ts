import { describe, expect, it } from 'vitest';
import { flexRange, monthRange } from '@domain/date-range.js';
import { isWeekday } from '@domain/time.js';
import { NO_DAYS, rangeOf, withOtherFilled } from './date-range-fields.js';

describe('rangeOf: the range a pair of typed days means (domain/date-range.ts)', () => {
  const fallback = flexRange('2027-03-01');

  it("uses the screen's default without either day", () => {
    expect(rangeOf(NO_DAYS, fallback)).toEqual({ from: '2021-02-08', to: '2027-03-01' });
    expect(rangeOf(NO_DAYS, monthRange('2027-02-10'))).toEqual({ from: '2027-02-01', to: '2027-02-28' });
  });

  it('swaps a reversed pair and lets one day fill the other', () => {
    expect(rangeOf({ from: '2027-03-10', to: '2027-03-02' }, fallback)).toEqual({ from: '2027-03-02', to: '2027-03-10' });
    expect(rangeOf({ from: '2027-03-10', to: '' }, fallback)).toEqual({ from: '2027-03-10', to: '2027-03-10' });
    expect(rangeOf({ from: '', to: '2027-03-02' }, fallback)).toEqual({ from: '2027-03-02', to: '2027-03-02' });
  });

  it('ignores what is not a whole calendar day (a year still being typed)', () => {
    expect(rangeOf({ from: '0002-03-10', to: '2027-03-12' }, fallback)).toEqual({ from: '2027-03-12', to: '2027-03-12' });
    expect(rangeOf({ from: '2027-02-30', to: 'x' }, fallback)).toEqual(fallback);
  });

  it('ignores the days `accept` refuses (weekends in the weekday-only picker)', () => {
    // 2027-03-06 is a Saturday.
    expect(rangeOf({ from: '2027-03-06', to: '2027-03-10' }, fallback, isWeekday)).toEqual({ from: '2027-03-10', to: '2027-03-10' });
    expect(rangeOf({ from: '2027-03-01', to: '2027-03-10' }, fallback, isWeekday)).toEqual({ from: '2027-03-01', to: '2027-03-10' });
  });
});

describe('withOtherFilled: in the managers’ view, filling one day fills the other', () => {
  it('fills the other day while it is unset', () => {
    expect(withOtherFilled(NO_DAYS, { from: '2027-03-04' })).toEqual({ from: '2027-03-04', to: '2027-03-04' });
    expect(withOtherFilled(NO_DAYS, { to: '2027-03-04' })).toEqual({ from: '2027-03-04', to: '2027-03-04' });
  });

  it('leaves a set day alone, and a cleared day cleared', () => {
    expect(withOtherFilled({ from: '2027-03-04', to: '2027-03-04' }, { to: '2027-03-20' })).toEqual({
      from: '2027-03-04',
      to: '2027-03-20',
    });
    expect(withOtherFilled({ from: '2027-03-04', to: '2027-03-20' }, { from: '' })).toEqual({ from: '', to: '2027-03-20' });
  });

  it('does not copy a year still being typed', () => {
    expect(withOtherFilled(NO_DAYS, { from: '0002-03-04' })).toEqual({ from: '0002-03-04', to: '' });
  });
});
