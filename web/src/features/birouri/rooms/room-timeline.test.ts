import { describe, expect, it } from 'vitest';
import { bucharestInstant } from '@domain/time.js';
import { cellName, clickRange, coveredRange, dragRange, rangeInterval, timelineCells } from './room-timeline.js';

// Monday 1 March 2027, 09:00 in Bucharest (UTC+2): the e2e test clock's start.
const NOW = new Date('2027-03-01T07:00:00Z');
const DAY = '2027-03-02';
const at = (h: number, m = 0) => bucharestInstant(DAY, h, m);
const booking = (uuid: string | null, name: string | null, begin: Date, end: Date) => ({
  _id: `${uuid}${begin.toISOString()}`,
  uuid,
  name,
  dateBegin: begin.toISOString(),
  dateEnd: end.toISOString(),
});

describe('a room day as half hours', () => {
  it('has the 25 half hours from 08:00 to 20:30, in Bucharest time in winter and in summer', () => {
    const cells = timelineCells(DAY, NOW, [], 'me');
    expect(cells).toHaveLength(25);
    expect(cells[0]).toMatchObject({ label: '08:00–08:30', state: 'free', begin: new Date('2027-03-02T06:00:00Z') });
    expect(cells[24].label).toBe('20:00–20:30');
    expect(timelineCells('2027-04-01', NOW, [], 'me')[0].begin.toISOString()).toBe('2027-04-01T05:00:00.000Z');
  });

  it("says a door booking (decisions §24) as such, in the person's language, and never as the viewer's", () => {
    const [cell] = timelineCells(DAY, NOW, [booking(null, 'Rezervare la ușă', at(8), at(8, 30))], 'me');
    expect(cell).toMatchObject({ state: 'taken', by: { name: null, mine: false, door: true } });
    expect(cellName(cell)).toBe('08:00–08:30, ocupat: rezervare la ușă');
  });

  it('marks the half hours a reservation overlaps as taken, with who holds them; touching ends stay free', () => {
    const cells = timelineCells(
      DAY,
      NOW,
      [
        booking('u-2', 'Ion Popescu', at(10), at(11)),
        booking('me', 'Ana', at(14, 30), at(15)),
        booking('u-3', null, at(16, 15), at(16, 45)),
      ],
      'me',
    );
    const byLabel = (l: string) => cells.find((c) => c.label === l)!;
    expect(byLabel('09:30–10:00').state).toBe('free');
    expect(byLabel('10:00–10:30')).toMatchObject({ state: 'taken', by: { name: 'Ion Popescu', mine: false } });
    expect(byLabel('10:30–11:00').state).toBe('taken');
    expect(byLabel('11:00–11:30').state).toBe('free');
    expect(cellName(byLabel('10:00–10:30'))).toBe('10:00–10:30, ocupat de Ion Popescu');
    expect(cellName(byLabel('14:30–15:00'))).toBe('14:30–15:00, ocupat, rezervarea dumneavoastră');
    // An off-grid reservation takes every half hour it touches.
    expect(cellName(byLabel('16:00–16:30'))).toBe('16:00–16:30, ocupat');
    expect(byLabel('16:30–17:00').state).toBe('taken');
    expect(cellName(byLabel('11:00–11:30'))).toBe('11:00–11:30, liber');
  });

  it('marks the half hours that began before now as past', () => {
    const cells = timelineCells('2027-03-01', new Date('2027-03-01T08:10:00Z'), [], 'me'); // 10:10
    expect(cells.filter((c) => c.state === 'past').map((c) => c.label)).toEqual([
      '08:00–08:30',
      '08:30–09:00',
      '09:00–09:30',
      '09:30–10:00',
      '10:00–10:30',
    ]);
    expect(cellName(cells[0])).toBe('08:00–08:30, trecut');
    expect(cells[5].state).toBe('free');
  });
});

describe('choosing on the timeline', () => {
  const cells = timelineCells(DAY, NOW, [booking('u-2', 'Ion', at(12), at(13))], 'me'); // cells 8 and 9 taken

  it('reads a drag either way as its first and last half hour, and that as an interval', () => {
    expect(dragRange(cells, 2, 2)).toEqual([2, 2]);
    expect(dragRange(cells, 2, 5)).toEqual([2, 5]);
    expect(dragRange(cells, 5, 2)).toEqual([2, 5]);
    const { begin, end } = rangeInterval(cells, [2, 5]);
    expect([begin, end]).toEqual([at(9), at(11)]);
  });

  it('stops a drag before a taken half hour, and starts none on one', () => {
    expect(dragRange(cells, 4, 20)).toEqual([4, 7]);
    expect(dragRange(cells, 15, 0)).toEqual([10, 15]);
    expect(dragRange(cells, 8, 12)).toBeNull();
  });

  it('reads a click then a later click as the start and the end, inclusive (issue #21, point 1)', () => {
    // 10:00 (cell 4), then 11:00 (cell 6): 10:00–11:30, and no start awaits its end any more.
    const first = clickRange(cells, null, 4);
    expect(first).toEqual({ range: [4, 4], start: 4 });
    const second = clickRange(cells, first!.start, 6);
    expect(second).toEqual({ range: [4, 6], start: null });
    expect(rangeInterval(cells, second!.range)).toEqual({ begin: at(10), end: at(11, 30) });
    // A third click starts over; so does a click on the same or an earlier half hour.
    expect(clickRange(cells, second!.start, 7)).toEqual({ range: [7, 7], start: 7 });
    expect(clickRange(cells, 4, 4)).toEqual({ range: [4, 4], start: 4 });
    expect(clickRange(cells, 4, 2)).toEqual({ range: [2, 2], start: 2 });
  });

  it('ends a clicked range before a taken half hour, and ignores a click on one', () => {
    expect(clickRange(cells, 4, 12)).toEqual({ range: [4, 7], start: null });
    expect(clickRange(cells, 4, 8)).toBeNull();
    expect(clickRange(cells, null, 9)).toBeNull();
    // A start taken meanwhile awaits nothing: the click is a new start.
    expect(clickRange(cells, 8, 11)).toEqual({ range: [11, 11], start: 11 });
  });

  it('shows the half hours an interval covers as chosen', () => {
    expect(coveredRange(cells, { begin: at(9), end: at(11) })).toEqual([2, 5]);
    // An interval ending on another day covers the shown day up to 20:30.
    expect(coveredRange(cells, { begin: at(20), end: bucharestInstant('2027-03-03', 8) })).toEqual([24, 24]);
    expect(coveredRange(cells, { begin: bucharestInstant('2027-03-03', 9), end: bucharestInstant('2027-03-03', 10) })).toBeNull();
    expect(coveredRange(cells, null)).toBeNull();
  });
});
