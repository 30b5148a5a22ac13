import { describe, expect, it } from 'vitest';
import type { FloorInfo } from '@/api/floors.js';
import { changePlace, pickFloor, readPlace, withoutFloorAlias } from './use-map-place.js';

const floorOf = (floor: number): FloorInfo => ({ floor, name: `Etajul ${floor}`, width: 1000, height: 600, planUrl: null, zones: [] });

const NOTHING = { floor: null, day: null, group: null, desk: null, near: null };

describe('the booking screen place in the address', () => {
  it('reads floor, day and group', () => {
    expect(readPlace(new URLSearchParams('etaj=5&zi=2027-03-04&grup=it'))).toEqual({
      floor: 5,
      day: '2027-03-04',
      group: 'it',
      desk: null,
      near: null,
    });
    expect(readPlace(new URLSearchParams('etaj=0'))).toMatchObject({ floor: 0 });
  });

  it('ignores what the screen cannot use', () => {
    expect(readPlace(new URLSearchParams('etaj=7.5&zi=2027-02-30&grup=&birou=E4-01&langa=4'))).toEqual(NOTHING);
    expect(readPlace(new URLSearchParams('etaj=999'))).toMatchObject({ floor: null });
    expect(readPlace(new URLSearchParams('etaj=-1'))).toMatchObject({ floor: null });
    expect(readPlace(new URLSearchParams(''))).toEqual(NOTHING);
  });

  it("reads the desk to show ('birou') and the desk to book near ('langa', the team's week, #42)", () => {
    // The desk's floor when the address gives none.
    expect(readPlace(new URLSearchParams('birou=4-12'))).toMatchObject({ floor: 4, desk: '4-12', near: null });
    expect(readPlace(new URLSearchParams('etaj=5&birou=4-12'))).toMatchObject({ floor: 5, desk: '4-12' });
    expect(readPlace(new URLSearchParams('zi=2027-03-04&etaj=4&langa=4-7'))).toMatchObject({
      floor: 4,
      day: '2027-03-04',
      near: '4-7',
      desk: null,
    });
  });
});

describe('a change of the place', () => {
  const asked = new URLSearchParams('zi=2027-03-04&etaj=4&langa=4-7&birou=4-9');

  it('drops the desk asked for with a change of floor or day, and keeps it with a change of group', () => {
    expect(changePlace(asked, { floor: 5 }).toString()).toBe('zi=2027-03-04&etaj=5');
    expect(changePlace(asked, { day: '2027-03-05' }).toString()).toBe('zi=2027-03-05&etaj=4');
    expect(changePlace(asked, { group: 'it' }).toString()).toBe('zi=2027-03-04&etaj=4&langa=4-7&birou=4-9&grup=it');
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

describe("a floor display's QR code, /birouri?floor= (decisions §24)", () => {
  it("is written as 'etaj', the rest of the address kept, and selects that floor", () => {
    const written = withoutFloorAlias(new URLSearchParams('floor=5&zi=2027-03-04'))!;
    expect(written.toString()).toBe('zi=2027-03-04&etaj=5');
    expect(readPlace(written).floor).toBe(5);
  });

  it("leaves an address without it alone, and lets an 'etaj' given too win", () => {
    expect(withoutFloorAlias(new URLSearchParams('etaj=4'))).toBeNull();
    expect(withoutFloorAlias(new URLSearchParams('etaj=4&floor=5'))!.toString()).toBe('etaj=4');
  });
});
