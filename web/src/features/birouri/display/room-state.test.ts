import { describe, expect, it } from 'vitest';
import type { DisplayReservation } from '@/api/display-door.js';
import { roomNow } from './room-state.js';

// What a room's door shows at an instant (decisions §24): Monday 1 March 2027, Bucharest (UTC+2).
const at = (clock: string) => new Date(`2027-03-01T${clock}:00+02:00`);
const booking = (id: string, from: string, to: string, over: Partial<DisplayReservation> = {}): DisplayReservation => ({
  _id: id,
  dateBegin: at(from).toISOString(),
  dateEnd: at(to).toISOString(),
  status: 'booked',
  name: 'Ana Angajat',
  door: false,
  ...over,
});
const ends = (now: Date, list: DisplayReservation[]) => roomNow(now, list).offers.map((o) => [o.minutes, o.end.toISOString()]);

describe("a room's door", () => {
  it('is free between reservations and offers 30 or 60 minutes to the half-hour boundaries', () => {
    const later = booking('r2', '11:00', '12:00');
    const room = roomNow(at('09:07'), [later]);
    expect(room.current).toBeUndefined();
    expect(room.until).toBeNull();
    expect(room.later.map((r) => r._id)).toEqual(['r2']);
    expect(ends(at('09:07'), [later])).toEqual([
      [30, at('09:30').toISOString()],
      [60, at('10:00').toISOString()],
    ]);
  });

  it('offers one button when both lengths end at the next reservation', () => {
    expect(ends(at('09:40'), [booking('r2', '10:00', '11:00')])).toEqual([[30, at('10:00').toISOString()]]);
  });

  it('is taken until the end of the reservations that follow without a gap, and offers nothing then', () => {
    const list = [booking('r3', '11:30', '12:00'), booking('r1', '09:00', '10:00'), booking('r2', '10:00', '11:00', { name: null })];
    const room = roomNow(at('09:07'), list);
    expect(room.current?._id).toBe('r1');
    expect(room.until?.toISOString()).toBe(at('11:00').toISOString());
    expect(room.later.map((r) => r._id)).toEqual(['r2', 'r3']);
    expect(room.offers).toEqual([]);
  });

  it('forgets the reservations that have ended since the view was read', () => {
    const room = roomNow(at('10:05'), [booking('r1', '09:00', '10:00'), booking('r2', '10:30', '11:00')]);
    expect(room.current).toBeUndefined();
    expect(room.later.map((r) => r._id)).toEqual(['r2']);
  });

  it('offers nothing outside the hours a door may book', () => {
    expect(roomNow(at('07:59'), []).closed).toBe(true);
    expect(roomNow(at('20:00'), []).offers).toEqual([]);
    expect(roomNow(new Date('2027-03-06T10:00:00+02:00'), []).closed).toBe(true); // a Saturday
    expect(ends(at('19:45'), [])).toEqual([[30, at('20:00').toISOString()]]);
  });
});
