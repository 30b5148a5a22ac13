import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { aDesk } from '@/test/desks.js';
import { deskKeys, knownDesksOfFloor } from './desks.js';

describe("a floor's desks known from a map already read", () => {
  it("are those of any day's map of that floor, never another floor's nor an empty answer", () => {
    const qc = new QueryClient();
    expect(knownDesksOfFloor(qc, 4)).toBeNull();
    qc.setQueryData(deskKeys.ofFloor('2027-03-02', 5), [aDesk('5-1')]);
    qc.setQueryData(deskKeys.ofFloor('2027-03-03', 4), []);
    expect(knownDesksOfFloor(qc, 4)).toBeNull();
    qc.setQueryData(deskKeys.ofFloor('2027-03-04', 4), [aDesk('4-1'), aDesk('4-2')]);
    expect(knownDesksOfFloor(qc, 4)?.map((d) => d.deskId)).toEqual(['4-1', '4-2']);
    // The whole day's map (every floor) is not a floor's.
    qc.setQueryData(deskKeys.ofDay('2027-03-05'), [aDesk('7-1')]);
    expect(knownDesksOfFloor(qc, 7)).toBeNull();
  });
});
