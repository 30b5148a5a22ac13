import { describe, expect, it } from 'vitest';
import type { DeskReservation } from '@/api/desks.js';
import type { RoomReservation } from '@/api/rooms.js';
import { notCancellable } from '../desk-state.js';
import { phoneItems } from './phone-items.js';

const me = { uuid: 'ana', isAdmin: false };
// Monday 2027-03-01 09:00 Bucharest.
const monday9 = new Date('2027-03-01T07:00:00Z');

function desk(day: string, over: Partial<DeskReservation> = {}): DeskReservation {
  return {
    _id: `d-${day}`,
    creatorUuid: 'ana',
    creatorName: 'Ana',
    uuid: 'ana',
    name: 'Ana',
    groupId: 'it',
    deskId: '5-12',
    floor: 5,
    day,
    reservationDate: `${day}T09:00:00.000Z`, // 11:00 Bucharest in winter
    creationDate: '2027-02-20T10:00:00.000Z',
    status: 'booked',
    parkingSpot: false,
    reservation_used: null,
    released: false,
    source: 'person',
    ...over,
  };
}

const room: RoomReservation = {
  _id: 'r-1',
  uuid: 'ana',
  name: 'Ana',
  conferenceRoomId: 'delta',
  roomName: 'Sala Delta',
  creationDate: '2027-02-20T10:00:00.000Z',
  dateBegin: '2027-03-02T06:00:00.000Z',
  dateEnd: '2027-03-02T06:30:00.000Z',
  status: 'booked',
  released: false,
};

describe('phoneItems', () => {
  it('lists desks and rooms together in the order they begin, with day, time and place', () => {
    const items = phoneItems([desk('2027-03-03'), desk('2027-03-02')], [room], me, monday9);
    expect(items.map((i) => i.title)).toEqual(['Sala Delta', 'Biroul 5-12', 'Biroul 5-12']);
    expect(items[0].lines).toEqual(['02.03.2027, 08:00 – 08:30', 'Sală de ședință']);
    expect(items[1].lines).toEqual(['02.03.2027, toată ziua', 'Etajul 5']);
  });

  it('offers to cancel a desk only more than 24 hours ahead (administrators always), a room always', () => {
    // Tuesday's desk begins at 11:00, 26 hours ahead; at 12:00 it is 23 hours ahead.
    expect(phoneItems([desk('2027-03-02')], [room], me, monday9).map((i) => i.cancellable)).toEqual([true, true]);
    const late = phoneItems([desk('2027-03-02')], [room], me, new Date('2027-03-01T10:00:00Z'));
    expect(late.map((i) => [i.kind, i.cancellable])).toEqual([
      ['room', true],
      ['desk', false],
    ]);
    expect(late[1].lines).toContain(notCancellable());
    expect(phoneItems([desk('2027-03-02')], [], { ...me, isAdmin: true }, new Date('2027-03-01T10:00:00Z'))[0].cancellable).toBe(true);
  });

  it('offers to confirm presence for a booked desk only, never a second time nor for a room', () => {
    const items = phoneItems([desk('2027-03-02'), desk('2027-03-03', { status: 'busy' })], [room], me, monday9);
    expect(items.map((i) => [i.kind, i.confirmable])).toEqual([
      ['room', false],
      ['desk', true],
      ['desk', false],
    ]);
  });

  it('says who booked a desk for the person', () => {
    const [item] = phoneItems(
      [desk('2027-03-02', { creatorUuid: 'boss', creatorName: 'Mihai Manager', parkingSpot: true })],
      [],
      me,
      monday9,
    );
    expect(item.lines).toEqual([
      '02.03.2027, toată ziua',
      'Etajul 5 · cu loc de parcare',
      'Rezervat pentru dumneavoastră de Mihai Manager',
    ]);
  });
});
