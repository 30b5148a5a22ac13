import { describe, expect, it } from 'vitest';
import type { FloorInfo } from '@/api/floors.js';
import { pickFloor, readPlace } from './use-map-place.js';

const floorOf = (floor: number): FloorInfo => ({ floor, name: `Etajul ${floor}`, width: 1000, height: 600, planUrl: null, zones: [] });

describe('the booking screen place in the address', () => {
  it('reads floor, day and group', () => {
    expect(readPlace(new URLSearchParams('etaj=5&zi=2027-03-04&grup=it'))).toEqual({ floor: 5, day: '2027-03-04', group: 'it' });
    expect(readPlace(new URLSearchParams('etaj=0'))).toMatchObject({ floor: 0 });
  });

  it('ignores what the screen cannot use', () => {
    expect(readPlace(new URLSearchParams('etaj=7.5&zi=2027-02-30&grup='))).toEqual({ floor: null, day: null, group: null });
    expect(readPlace(new URLSearchParams('etaj=999'))).toMatchObject({ floor: null });
    expect(readPlace(new URLSearchParams('etaj=-1'))).toMatchObject({ floor: null });
    expect(readPlace(new URLSearchParams(''))).toEqual({ floor: null, day: null, group: null });
  });
});

describe("the floor shown (decisions §18: the floors are the database's)", () => {
  const floors = [floorOf(2), floorOf(4), floorOf(5)];

  it('is the floor asked for when the building has it', () => {
    expect(pickFloor(floors, 5)?.floor).toBe(5);
  });

  it('falls back to the first floor of the list for a floor it does not have, or none asked for', () => {
    expect(pickFloor(floors, 7)?.floor).toBe(2);
    expect(pickFloor(floors, null)?.floor).toBe(2);
  });

  it('is none while the building has no floor', () => {
    expect(pickFloor([], 4)).toBeNull();
  });
});
