import { describe, expect, it } from 'vitest';
import { parseListDate } from '../attendance.js';
import {
  canCancelDesk,
  checkDeskDay,
  DESK_MSG,
  deskCancellableAfterBooking,
  deskWindow,
  nextWorkingDay,
  randomDeskOffered,
} from './rules.js';

describe('desk rules', () => {
  it('opens the window on the next working day and closes it a month or maxDaysDesk ahead', () => {
    expect(deskWindow('2026-03-06', 30)).toEqual({ first: '2026-03-09', last: '2026-04-05' });
    expect(deskWindow('2026-01-31', 60)).toEqual({ first: '2026-02-02', last: '2026-02-28' });
    expect(deskWindow('2026-03-02', 5)).toEqual({ first: '2026-03-03', last: '2026-03-07' });
    expect(nextWorkingDay('2026-03-07')).toBe('2026-03-09');
  });

  it('refuses weekends, today and days past the window', () => {
    const mondayMorning = new Date('2026-03-02T08:00:00Z');
    expect(checkDeskDay('2026-03-03', mondayMorning, 30)).toBeNull();
    expect(checkDeskDay('2026-03-07', mondayMorning, 30)).toBe(DESK_MSG.weekend);
    expect(checkDeskDay('2026-03-02', mondayMorning, 30)).toBe(DESK_MSG.outsideWindow('2026-04-01'));
    expect(checkDeskDay('2026-04-02', mondayMorning, 30)).toBe(DESK_MSG.outsideWindow('2026-04-01'));
    // Just after midnight in Bucharest (22:30 UTC the evening before) it is already Tuesday.
    expect(checkDeskDay('2026-03-03', new Date('2026-03-02T22:30:00Z'), 30)).toBe(DESK_MSG.outsideWindow('2026-04-02'));
  });

  it('allows cancelling only more than 24 hours ahead, except for administrators', () => {
    const at = new Date('2026-03-03T09:00:00Z');
    expect(canCancelDesk(at, new Date('2026-03-02T08:59:59Z'), false)).toBe(true);
    expect(canCancelDesk(at, new Date('2026-03-02T09:00:00Z'), false)).toBe(false);
    expect(canCancelDesk(at, new Date('2026-03-03T08:00:00Z'), true)).toBe(true);
  });

  it('tells before booking whether the booking could still be cancelled (11:00 of the day, 24 hours before)', () => {
    // Tomorrow booked before 11:00 today can be undone; after 11:00 it cannot, and the panel says so.
    expect(deskCancellableAfterBooking('2026-03-03', new Date('2026-03-02T08:59:00Z'), false)).toBe(true);
    expect(deskCancellableAfterBooking('2026-03-03', new Date('2026-03-02T09:00:00Z'), false)).toBe(false);
    expect(deskCancellableAfterBooking('2026-03-03', new Date('2026-03-02T15:00:00Z'), true)).toBe(true);
    // Summer time: 11:00 is 08:00 UTC.
    expect(deskCancellableAfterBooking('2026-07-15', new Date('2026-07-14T07:59:00Z'), false)).toBe(true);
    expect(deskCancellableAfterBooking('2026-07-15', new Date('2026-07-14T08:00:00Z'), false)).toBe(false);
  });

  it('offers the random desk outside the head office and the Bucharest region', () => {
    expect(randomDeskOffered('Proiect Alfa', true)).toBe(true);
    expect(randomDeskOffered('Centrala', true)).toBe(false);
    expect(randomDeskOffered('Regiunea Bucuresti', true)).toBe(false);
    expect(randomDeskOffered('Proiect Alfa', false)).toBe(false);
  });
});

describe('list dates', () => {
  it('reads DD.MM.YYYY, DD/MM/YYYY and YYYY-MM-DD, and refuses impossible days', () => {
    expect(parseListDate('03.03.2026')).toBe('2026-03-03');
    expect(parseListDate('3/3/2026')).toBe('2026-03-03');
    expect(parseListDate(' 2026-03-03 ')).toBe('2026-03-03');
    expect(parseListDate('31.02.2026')).toBeNull();
    expect(parseListDate('2026/03/03')).toBeNull();
    expect(parseListDate('')).toBeNull();
    expect(parseListDate('01.01.1970')).toBe('1970-01-01');
    expect(parseListDate('31.12.9999')).toBeNull();
  });
});
