import { describe, expect, it } from 'vitest';
import { checkinUrl, deskIdPoints, labelSheets, LABELS_PER_SHEET } from './label-sheets.js';

const desks = (floor: number, n: number) => Array.from({ length: n }, (_, i) => ({ deskId: `${floor}-${i + 1}`, floor }));

describe('the QR labels of a floor', () => {
  it("holds each desk's check-in address, whatever the public address ends with", () => {
    expect(checkinUrl('https://birouri.example.ro', '4-12')).toBe('https://birouri.example.ro/checkin/4-12');
    expect(checkinUrl('https://birouri.example.ro/app/', '4-12')).toBe('https://birouri.example.ro/app/checkin/4-12');
  });

  it('one label per desk of the chosen floor only, in desk order, eight to an A4 sheet', () => {
    const all = [...desks(5, 3), ...desks(4, 96)].reverse();
    const sheets = labelSheets(all, 4, 'http://localhost:3000');
    expect(sheets).toHaveLength(12);
    expect(sheets.every((s) => s.length === LABELS_PER_SHEET)).toBe(true);
    const ids = sheets.flat().map((l) => l.deskId);
    expect(ids.slice(0, 11)).toEqual(['4-1', '4-2', '4-3', '4-4', '4-5', '4-6', '4-7', '4-8', '4-9', '4-10', '4-11']);
    expect(ids).toHaveLength(96);
    expect(sheets[0][0]).toEqual({ deskId: '4-1', floor: 4, url: 'http://localhost:3000/checkin/4-1' });
  });

  it('a last sheet only as full as the desks left, and none for a floor without desks', () => {
    const sheets = labelSheets(desks(5, 10), 5, 'http://x');
    expect(sheets.map((s) => s.length)).toEqual([8, 2]);
    expect(labelSheets(desks(5, 10), 4, 'http://x')).toEqual([]);
  });

  it('prints a longer desk id smaller, so that it stays on its line', () => {
    expect(deskIdPoints('4-65')).toBeGreaterThan(deskIdPoints('12-105'));
    expect(deskIdPoints('12-105')).toBeGreaterThan(deskIdPoints('120-1050'));
  });
});
