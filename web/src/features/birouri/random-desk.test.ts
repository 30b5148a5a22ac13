import { describe, expect, it } from 'vitest';
import { readDesk, type Desk, type MapDesk } from '@/api/desks.js';
import { pickRandomDesk } from './random-desk.js';

// A desk as the map sends it, its empty fields left out.
const desk = (deskId: string, more: Partial<MapDesk> = {}): Desk =>
  readDesk({
    id: deskId,
    deskId,
    floor: 4,
    status: 'free',
    coordinates: { latitude: 0, longitude: 0 },
    groupsIdList: ['it'],
    parkingSpot: false,
    ...more,
  });

describe('pickRandomDesk', () => {
  const desks = [
    desk('4-1', { uuid: 'u-2', name: 'Ana', status: 'booked', reservationId: 'r-1' }),
    desk('4-2', { manager: 'u-3', type: 'Reserved' }),
    desk('4-3', { groupsIdList: ['hr'] }),
    desk('4-4'),
    desk('5-1', { floor: 5 }),
  ];

  it("draws only from the group's desks held for nobody and free that day", () => {
    expect(pickRandomDesk(desks, 'it', () => 0)?.deskId).toBe('4-4');
    expect(pickRandomDesk(desks, 'it', () => 0.99)?.deskId).toBe('5-1');
  });

  it('answers null when no desk of the group is free', () => {
    expect(pickRandomDesk(desks, 'hr', () => 0)?.deskId).toBe('4-3');
    expect(pickRandomDesk(desks.slice(0, 3), 'it')).toBeNull();
    expect(pickRandomDesk([], 'it')).toBeNull();
  });
});
