import { describe, expect, it } from 'vitest';
import { TYPE } from '../tower/engine.js';
import { deskEvent, officePlace, parkingEvent, roomEvent } from './bookings.js';
import { calendarWords } from './words.js';

// A calendar's words in its owner's language (decisions §22): the words change, the UID, SEQUENCE,
// STATUS and times of an event do not.

const desk = { id: 'd1', deskId: '4-12', floor: 4, day: '2026-03-27', status: 'booked' as const, sequence: 2, parkingSpot: true };
const room = {
  id: 'r1',
  name: 'Delta',
  floor: 4,
  begin: new Date('2026-03-27T07:00:00Z'),
  end: new Date('2026-03-27T08:00:00Z'),
  status: 'cancelled' as const,
  sequence: 1,
};

describe('the calendar in English', () => {
  it('names the desk, the room, the place and the parking spot in English; the rest is the Romanian event', () => {
    const [roDesk, enDesk] = [deskEvent(desk, 'h'), deskEvent(desk, 'h', 'en')];
    expect(roDesk).toMatchObject({ summary: 'Birou 4-12', location: 'CityOffices, etajul 4', description: 'Cu loc de parcare.' });
    expect(enDesk).toEqual({ ...roDesk, summary: 'Desk 4-12', location: 'CityOffices, floor 4', description: 'With a parking space.' });
    const [roRoom, enRoom] = [roomEvent(room, 'h'), roomEvent(room, 'h', 'en')];
    expect(roRoom).toMatchObject({ summary: 'Sala Delta', location: 'CityOffices, etajul 4', status: 'CANCELLED' });
    expect(enRoom).toEqual({ ...roRoom, summary: 'Room Delta', location: 'CityOffices, floor 4' });
    // A room whose name says it is named as it is.
    expect(roomEvent({ ...room, name: 'Sala Dunărea' }, 'h', 'en').summary).toBe('Sala Dunărea');
    expect(officePlace(7, 'en')).toBe('CityOffices, floor 7');
    expect(officePlace(7)).toBe('CityOffices, etajul 7');
  });

  it("writes a tower request's state in English", () => {
    const p = (type: number, day = '2026-03-27') => ({ id: 'p', day, type, confirmed: false, sequence: 0 });
    const en = (type: number, day?: string) => parkingEvent(p(type, day), 'h', '2026-03-02', 'en');
    expect(en(TYPE.first)).toEqual({
      ...parkingEvent(p(TYPE.first), 'h', '2026-03-02'),
      summary: 'Tower car park',
      description: 'Booked in the first round',
    });
    expect(en(TYPE.queue)).toMatchObject({ description: 'Waiting', status: 'TENTATIVE' });
    expect(en(TYPE.second, '2026-03-01')).toMatchObject({ description: 'Absent', status: undefined });
    expect(en(TYPE.cancelled)).toMatchObject({ description: 'Cancelled', status: 'CANCELLED' });
    expect(parkingEvent(p(TYPE.first), 'h', '2026-03-02')).toMatchObject({ summary: 'Parcare Turn', description: 'Rezervare prima rundă' });
  });

  it('has every word of the Romanian calendar, a state for every type', () => {
    const [ro, en] = [calendarWords('ro'), calendarWords('en')];
    expect(Object.keys(en).sort()).toEqual(Object.keys(ro).sort());
    expect(Object.keys(en.requestType).sort()).toEqual(Object.values(TYPE).map(String).sort());
    expect(en.calendarName).toBe('My bookings');
    expect(ro.calendarName).toBe('Rezervările mele');
  });
});
