import { expect, test } from 'vitest';
import { HISTORY_DAYS, historyDaysOf, planOf } from '../company/plan.js';
import { countNewlines, endsAsZip, median, tailOf } from './statistics.js';

const bytes = (s: string) => new TextEncoder().encode(s);

test('the median of the timed requests', () => {
  expect(median([40, 10, 30, 20, 50])).toBe(30);
  expect(median([4, 1, 3, 2])).toBe(2.5);
  expect(median([7])).toBe(7);
  expect(median([])).toBeNaN();
});

test('the lines of a CSV are counted chunk by chunk, wherever the chunks split them', () => {
  const csv = '\uFEFFData,Birou\r\n01.03.2027,4-1001\r\n02.03.2027,"4-1002"\r\n';
  const whole = bytes(csv);
  expect(countNewlines(whole)).toBe(3);
  for (const cut of [1, 7, 13, 14, whole.length - 1]) {
    expect(countNewlines(whole.subarray(0, cut)) + countNewlines(whole.subarray(cut))).toBe(3);
  }
  expect(countNewlines(new Uint8Array(0))).toBe(0);
});

test('a workbook is whole when it ends with the zip end record, whatever the chunks', () => {
  const end = [0x50, 0x4b, 0x05, 0x06, ...new Array<number>(18).fill(0)];
  const file = Uint8Array.from([...new Array<number>(100).fill(7), ...end]);
  let tail: Uint8Array = new Uint8Array(0);
  for (let i = 0; i < file.length; i += 9) tail = tailOf(tail, file.subarray(i, i + 9));
  expect(endsAsZip(tail)).toBe(true);
  expect(endsAsZip(file.subarray(0, file.length - 1))).toBe(false);
  expect(endsAsZip(new Uint8Array(10))).toBe(false);
});

test('the history is two years unless BENCH_HISTORY_YEARS says otherwise', () => {
  expect(historyDaysOf({})).toBe(HISTORY_DAYS);
  expect(historyDaysOf({ BENCH_HISTORY_YEARS: '2' })).toBe(730);
  expect(historyDaysOf({ BENCH_HISTORY_YEARS: '4.5' })).toBe(1643);
  expect(() => historyDaysOf({ BENCH_HISTORY_YEARS: 'four' })).toThrow(/BENCH_HISTORY_YEARS/);
  expect(planOf(1, '2027-03-01').start).toBe('2025-03-01');
  expect(planOf(1, '2027-03-01', 1461).start).toBe('2023-03-01');
});
