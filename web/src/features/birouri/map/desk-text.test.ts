import { describe, expect, it } from 'vitest';
import type { Desk } from '../../../api/desks.js';
import { DESK_STATE_LABEL, type DeskState } from '../desk-state.js';
import { deskLabel, detailAt, initials, shortName } from './desk-text.js';

const desk = (over: Partial<Desk> = {}): Desk => ({
  id: '4-12', deskId: '4-12', floor: 4, status: 'free', type: null, manager: null, managerName: null, uuid: null, name: null,
  groupsIdList: ['it'], coordinates: { latitude: 0, longitude: 0 }, creatorUuid: null, parkingSpot: false,
  reservationDate: null, reservationId: null, groupId: null, ...over,
});

describe("a desk's accessible name", () => {
  it("says the legend's words for every state", () => {
    for (const [state, words] of Object.entries(DESK_STATE_LABEL)) {
      expect(deskLabel(desk(), state as DeskState).toLowerCase()).toBe(`birou 4-12: ${words.toLowerCase()}`);
    }
  });
  it("names the occupant, or whom it is blocked or allocated for, and the legend's parking words", () => {
    expect(deskLabel(desk({ uuid: 'u', name: 'Ana Popescu', parkingSpot: true }), 'taken')).toBe('Birou 4-12: rezervat de altcineva, Ana Popescu, cu loc de parcare');
    expect(deskLabel(desk({ manager: 'm', managerName: 'Mihai Manager', type: 'Manager' }), 'blocked')).toBe('Birou 4-12: blocat, Mihai Manager');
    expect(deskLabel(desk({ uuid: 'u', name: 'Ana Popescu' }), 'unavailable')).toBe('Birou 4-12: alt departament/proiect, Ana Popescu');
  });
});

describe('names on the desks', () => {
  it('show from one zoom step in: initials, then the short name', () => {
    expect(detailAt(1000)).toBe(0);
    expect(detailAt(667)).toBe(1);
    expect(detailAt(400)).toBe(2);
  });
  it('are cut to fit a desk', () => {
    expect(initials('Ana Maria Popescu')).toBe('AP');
    expect(initials('ștefan')).toBe('Ș');
    expect(shortName('Ana Maria Popescu')).toBe('Ana P.');
    expect(shortName('Constantin Ionescu')).toBe('Constan… I.');
  });
});
