import { describe, expect, it } from 'vitest';
import {
  dayLabel,
  defaultForm,
  endDayOptions,
  formatSpan,
  formInterval,
  formRefusal,
  HOUR_OPTIONS,
  MINUTE_OPTIONS,
  pickDay,
  changeStart,
  startDayOptions,
  type RoomForm,
} from './room-form.js';

// Monday 1 March 2027, 09:00 in Bucharest (UTC+2): the e2e test clock's start.
const NOW = new Date('2027-03-01T07:00:00Z');
const form = (o: Partial<RoomForm> = {}): RoomForm => ({
  startDay: '2027-03-02',
  startHour: 10,
  startMinute: 0,
  endDay: '2027-03-02',
  endHour: 11,
  endMinute: 0,
  ...o,
});
const at = (iso: string) => new Date(iso);

describe('room form options', () => {
  it('offers hours 08 to 20 and minutes 00 and 30', () => {
    expect(HOUR_OPTIONS).toEqual([8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20]);
    expect(MINUTE_OPTIONS).toEqual([0, 30]);
  });

  it('offers weekdays only, from today to maxDaysRoom ahead', () => {
    const days = startDayOptions(NOW, 7);
    expect(days).toEqual(['2027-03-01', '2027-03-02', '2027-03-03', '2027-03-04', '2027-03-05', '2027-03-08']);
  });

  it('drops today once no start is left in it', () => {
    expect(startDayOptions(at('2027-03-01T18:30:00Z'), 2)[0]).toBe('2027-03-02');
    expect(startDayOptions(at('2027-03-01T18:00:00Z'), 2)[0]).toBe('2027-03-01');
  });

  it('limits the end date to maxDaysRoom after the start, weekdays only', () => {
    expect(endDayOptions('2027-03-05', 3)).toEqual(['2027-03-05', '2027-03-08']);
  });

  it('keeps an offered day, else moves to the next offered one', () => {
    const days = ['2027-03-05', '2027-03-08'];
    expect(pickDay(days, '2027-03-05')).toBe('2027-03-05');
    expect(pickDay(days, '2027-03-06')).toBe('2027-03-08');
    expect(pickDay(days, '2027-04-01')).toBe('2027-03-05');
  });

  it('names days in Romanian with DD.MM.YYYY', () => {
    expect(dayLabel('2027-03-22')).toBe('luni, 22.03.2027');
    expect(dayLabel('2027-03-26')).toBe('vineri, 26.03.2027');
  });
});

describe('room form interval', () => {
  it('reads the fields as Bucharest time and sends UTC, in winter and in summer', () => {
    const winter = formInterval(form());
    expect(winter.begin.toISOString()).toBe('2027-03-02T08:00:00.000Z');
    expect(winter.end.toISOString()).toBe('2027-03-02T09:00:00.000Z');
    const summer = formInterval(form({ startDay: '2027-04-01', endDay: '2027-04-01', startHour: 18, startMinute: 30 }));
    expect(summer.begin.toISOString()).toBe('2027-04-01T15:30:00.000Z');
  });

  it('accepts a free interval and names an overlap', () => {
    const taken = [{ begin: at('2027-03-02T08:30:00Z'), end: at('2027-03-02T09:30:00Z') }];
    expect(formRefusal(form({ startHour: 12, endHour: 13 }), NOW, 30, taken)).toBeNull();
    expect(formRefusal(form(), NOW, 30, taken)).toBe('overlap');
    // Touching ends do not overlap.
    expect(formRefusal(form({ startHour: 11, startMinute: 30, endHour: 12 }), NOW, 30, taken)).toBeNull();
  });

  it('applies the shared rules: end after start, length, past, how far ahead', () => {
    expect(formRefusal(form({ endHour: 10 }), NOW, 30, [])).toBe('endBeforeStart');
    expect(formRefusal(form({ startDay: '2027-03-01', endDay: '2027-03-01', startHour: 8, endHour: 9 }), NOW, 30, [])).toBe('inPast');
    expect(formRefusal(form({ startHour: 8, endDay: '2027-03-03', endHour: 8, endMinute: 30 }), NOW, 30, [])).toBe('tooLong');
    expect(formRefusal(form({ startDay: '2027-04-15', endDay: '2027-04-15' }), NOW, 30, [])).toBe('tooFar');
  });
});

describe('default proposal', () => {
  it('proposes the first free hour not in the past', () => {
    const taken = [{ begin: at('2027-03-01T07:00:00Z'), end: at('2027-03-01T08:30:00Z') }];
    expect(defaultForm('2027-03-01', NOW, taken)).toEqual({
      startDay: '2027-03-01',
      startHour: 10,
      startMinute: 30,
      endDay: '2027-03-01',
      endHour: 11,
      endMinute: 30,
    });
    expect(defaultForm('2027-03-02', NOW, [])).toMatchObject({ startHour: 8, startMinute: 0, endHour: 9, endMinute: 0 });
  });

  it('falls back to a free half hour, then to 08:00–09:00', () => {
    const allButLast = [{ begin: at('2027-03-02T06:00:00Z'), end: at('2027-03-02T18:00:00Z') }];
    expect(defaultForm('2027-03-02', NOW, allButLast)).toMatchObject({ startHour: 20, startMinute: 0, endHour: 20, endMinute: 30 });
    const all = [{ begin: at('2027-03-02T06:00:00Z'), end: at('2027-03-02T18:30:00Z') }];
    expect(defaultForm('2027-03-02', NOW, all)).toMatchObject({ startHour: 8, endHour: 9 });
  });
});

describe('display', () => {
  it('shows a span as DD.MM.YYYY and Bucharest hours', () => {
    expect(formatSpan('2027-03-22T16:00:00.000Z', '2027-03-22T17:00:00.000Z')).toBe('22.03.2027, 18:00 – 19:00');
    expect(formatSpan('2027-03-22T18:00:00.000Z', '2027-03-23T06:00:00.000Z')).toBe('22.03.2027, 20:00 – 23.03.2027, 08:00');
  });
});

describe('changing the start', () => {
  it('moves the end day with the start day', () => {
    expect(changeStart(form(), { startDay: '2027-03-03' })).toMatchObject({ startDay: '2027-03-03', endDay: '2027-03-03', endHour: 11 });
  });

  it('pushes an end left behind the start an hour later, at most 20:30', () => {
    expect(changeStart(form(), { startHour: 11 })).toMatchObject({ startHour: 11, endHour: 12, endMinute: 0 });
    expect(changeStart(form(), { startHour: 20 })).toMatchObject({ endHour: 20, endMinute: 30 });
    expect(changeStart(form({ endHour: 15 }), { startHour: 12 })).toMatchObject({ endHour: 15 });
  });
});
