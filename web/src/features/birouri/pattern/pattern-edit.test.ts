import { describe, expect, it } from 'vitest';
import { aDesk } from '@/test/desks.js';
import { openDesks } from './open-desks.js';
import {
  addFavourite,
  dayOfWeekday,
  everyWeekday,
  moveFavourite,
  placeFavourite,
  removeFavourite,
  toggleDay,
  withFavourite,
} from './pattern-edit.js';
import { weekday } from '@domain/time.js';
import { PATTERN_MSG } from '@domain/week/messages.js';
import ro from '@/i18n/catalogues/workPattern/ro.json';

// The work pattern's edits (decisions §20): the page's and the booking panel's.
describe("the pattern's edits", () => {
  it('toggles a weekday, keeping the days in order', () => {
    expect(toggleDay([2, 4], 1)).toEqual([1, 2, 4]);
    expect(toggleDay([1, 2, 4], 2)).toEqual([1, 4]);
    expect([1, 2, 3, 4, 5].map((d) => weekday(dayOfWeekday(d)))).toEqual([1, 2, 3, 4, 5]);
  });

  it('adds a favourite last, at most three and each once; moves and removes one', () => {
    expect(addFavourite(['4-1'], '4-2')).toEqual(['4-1', '4-2']);
    expect(addFavourite(['4-1', '4-2'], '4-1')).toEqual(['4-1', '4-2']);
    expect(addFavourite(['4-1', '4-2', '4-3'], '4-4')).toEqual(['4-1', '4-2', '4-3']);
    expect(moveFavourite(['4-1', '4-2', '4-3'], 2, -1)).toEqual(['4-1', '4-3', '4-2']);
    expect(moveFavourite(['4-1', '4-2', '4-3'], 0, -1)).toEqual(['4-1', '4-2', '4-3']);
    expect(moveFavourite(['4-1', '4-2', '4-3'], 2, 1)).toEqual(['4-1', '4-2', '4-3']);
    expect(placeFavourite(['4-1', '4-2', '4-3'], 2, 0)).toEqual(['4-3', '4-1', '4-2']);
    expect(placeFavourite(['4-1', '4-2'], 0, 5)).toEqual(['4-1', '4-2']);
    expect(removeFavourite(['4-1', '4-2'], '4-1')).toEqual(['4-2']);
  });

  it("'Rezervați în fiecare …' adds the day's weekday and puts the desk first, three at most", () => {
    // 2027-03-02 is a Tuesday.
    expect(everyWeekday({ days: [4], desks: [] }, '2027-03-02', '4-12')).toEqual({ days: [2, 4], desks: ['4-12'] });
    expect(everyWeekday({ days: [2], desks: ['4-1', '4-12'] }, '2027-03-02', '4-12')).toEqual({ days: [2], desks: ['4-12', '4-1'] });
    expect(everyWeekday({ days: [], desks: ['4-1', '4-2', '4-3'] }, '2027-03-05', '4-12')).toEqual({
      days: [5],
      desks: ['4-12', '4-1', '4-2'],
    });
  });

  it("'Adăugați la birourile preferate' adds the desk last, or says why not", () => {
    expect(withFavourite({ desks: ['4-1'] }, '4-2')).toEqual({ kind: 'added', desks: ['4-1', '4-2'] });
    expect(withFavourite({ desks: ['4-1'] }, '4-1')).toEqual({ kind: 'already' });
    expect(withFavourite({ desks: ['4-1', '4-2', '4-3'] }, '4-4')).toEqual({ kind: 'full' });
  });
});

describe('the desks open to the person', () => {
  const me = { uuid: 'me', role: 'user' as const, managerOf: [] };

  it('lists each desk of their groups once, by floor and number, without those held for someone else', () => {
    const it_ = [aDesk('5-10'), aDesk('4-2'), aDesk('4-10'), aDesk('4-3', { manager: 'other', type: 'Reserved' })];
    const hr = [aDesk('4-2', { groupsIdList: ['it', 'hr'] }), aDesk('4-1', { groupsIdList: ['hr'], manager: 'me', type: 'Reserved' })];
    expect(openDesks(me, [it_, hr])).toEqual([
      { deskId: '4-1', floor: 4 },
      { deskId: '4-2', floor: 4 },
      { deskId: '4-10', floor: 4 },
      { deskId: '5-10', floor: 5 },
    ]);
  });
});

describe("the save's refusals", () => {
  it('say in Romanian the API’s own sentence', () => {
    expect(ro['workPattern.refusal.deskNotAllowed']).toBe(PATTERN_MSG.deskNotAllowed);
    expect(ro['workPattern.refusal.noParkingRight']).toBe(PATTERN_MSG.noParkingRight);
    expect(ro['workPattern.refusal.notOfficeMember']).toBe(PATTERN_MSG.notOfficeMember);
  });
});
