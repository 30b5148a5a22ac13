import { describe, expect, it } from 'vitest';
import { bucharestInstant } from '@domain/time.js';
import { roomAvailability } from './room-availability.js';

const DAY = '2027-03-02';
const at = (h: number, m = 0, day = DAY) => bucharestInstant(day, h, m);
const r = (begin: Date, end: Date) => ({ dateBegin: begin.toISOString(), dateEnd: end.toISOString() });
const MONDAY_9 = new Date('2027-03-01T07:00:00Z');

describe('room availability on another day', () => {
  it('says free or taken all day, else how much of 08:00–20:30 is free', () => {
    expect(roomAvailability(DAY, MONDAY_9, [])).toEqual({ kind: 'free', text: 'Liberă toată ziua' });
    expect(roomAvailability(DAY, MONDAY_9, [r(at(8), at(12)), r(at(12), at(20, 30))])).toEqual({
      kind: 'busy',
      text: 'Ocupată toată ziua',
    });
    expect(roomAvailability(DAY, MONDAY_9, [r(at(10), at(11)), r(at(10, 30), at(12))])).toEqual({
      kind: 'partly',
      text: '10,5 ore libere',
    });
    expect(roomAvailability(DAY, MONDAY_9, [r(at(8), at(19))])).toMatchObject({ text: '1,5 ore libere' });
    expect(roomAvailability(DAY, MONDAY_9, [r(at(8), at(19, 30))])).toMatchObject({ text: '1 oră liberă' });
    expect(roomAvailability(DAY, MONDAY_9, [r(at(8), at(20))])).toMatchObject({ text: '30 de minute libere' });
    expect(roomAvailability(DAY, MONDAY_9, [r(at(8), at(18, 30))])).toMatchObject({ text: '2 ore libere' });
  });

  it("counts only the day: a reservation from the evening before ends at the day's own hours", () => {
    expect(roomAvailability(DAY, MONDAY_9, [r(at(20, 0, '2027-03-01'), at(9))])).toMatchObject({ text: '11,5 ore libere' });
  });
});

describe('room availability today', () => {
  const today = '2027-03-01';
  const now = (h: number, m = 0) => bucharestInstant(today, h, m);
  it('says until when the room is taken or free now', () => {
    const day = [r(at(9, 0, today), at(10, 0, today)), r(at(10, 0, today), at(11, 0, today)), r(at(14, 0, today), at(15, 0, today))];
    expect(roomAvailability(today, now(9, 10), day)).toEqual({ kind: 'busy', text: 'Ocupată până la 11:00' });
    expect(roomAvailability(today, now(11), day)).toEqual({ kind: 'free', text: 'Liberă până la 14:00' });
    expect(roomAvailability(today, now(15), day)).toEqual({ kind: 'free', text: 'Liberă tot restul zilei' });
    expect(roomAvailability(today, now(19), [r(at(18, 0, today), at(21, 0, today))])).toEqual({
      kind: 'busy',
      text: 'Ocupată tot restul zilei',
    });
  });

  it('before opening counts the day; after 20:30 the day is over', () => {
    expect(roomAvailability(today, now(7), [])).toMatchObject({ text: 'Liberă toată ziua' });
    expect(roomAvailability(today, now(20, 30), [])).toEqual({ kind: 'closed', text: 'Program încheiat pentru această zi' });
  });
});
