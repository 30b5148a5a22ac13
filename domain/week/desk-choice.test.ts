import { describe, expect, it } from 'vitest';
import { chooseDesk, type CandidateDesk, type DeskChoiceInput } from './desk-choice.js';
import { patternDays } from './pattern-horizon.js';

const desk = (deskId: string, o: Partial<CandidateDesk> = {}): CandidateDesk => ({
  deskId,
  floor: Number(deskId.split('-')[0]),
  x: 0,
  y: 0,
  groupsIdList: ['it'],
  type: null,
  manager: null,
  free: true,
  ...o,
});
const me = { uuid: 'ana', groups: ['it', 'proiect'], mainGroup: 'it' };
const choose = (o: Partial<DeskChoiceInput>) => chooseDesk({ favourites: [], desks: [], person: me, randomOffered: true, ...o });

describe('the desk the pattern books', () => {
  it('books the first favourite free', () => {
    const desks = [desk('4-1'), desk('4-2'), desk('4-3')];
    expect(choose({ favourites: ['4-2', '4-1'], desks })).toEqual({ deskId: '4-2', via: 'favourite' });
  });

  it('passes over a favourite taken, to the next favourite', () => {
    const desks = [desk('4-1'), desk('4-2', { free: false })];
    expect(choose({ favourites: ['4-2', '4-1'], desks })).toEqual({ deskId: '4-1', via: 'favourite' });
  });

  it('passes over a favourite no longer open to the groups, or held for someone else', () => {
    const desks = [
      desk('4-1', { groupsIdList: ['financiar'] }),
      desk('4-2', { type: 'Reserved', manager: 'mihai' }),
      desk('4-3', { type: 'Manager', manager: 'ana' }),
    ];
    expect(choose({ favourites: ['4-1', '4-2', '4-3'], desks })).toEqual({ deskId: '4-3', via: 'favourite' });
  });

  it('else books the free desk of the main group nearest the first favourite on the plan', () => {
    const desks = [
      desk('4-1', { x: 100, y: 100, free: false }),
      desk('4-2', { x: 400, y: 100 }),
      desk('4-3', { x: 160, y: 180 }),
      desk('4-4', { x: 120, y: 100, groupsIdList: ['proiect'] }), // nearer, but not of the main group
      desk('4-5', { x: 101, y: 100, type: 'Manager', manager: 'mihai' }), // nearer, but held for someone
    ];
    expect(choose({ favourites: ['4-1'], desks })).toEqual({ deskId: '4-3', via: 'nearest' });
  });

  it('goes to other floors, the nearest floor first, when the favourite’s floor is full', () => {
    const desks = [
      desk('4-1', { x: 100, y: 100, free: false }),
      desk('4-2', { free: false }),
      desk('6-1', { x: 100, y: 100 }),
      desk('5-7', { x: 800, y: 500 }),
      desk('5-3', { x: 600, y: 500 }),
    ];
    expect(choose({ favourites: ['4-1'], desks })).toEqual({ deskId: '5-3', via: 'nearest' });
  });

  it('with no favourite, books a free desk of the main group', () => {
    const desks = [desk('5-1'), desk('4-10'), desk('4-9', { free: false }), desk('4-2', { groupsIdList: ['proiect'] })];
    expect(choose({ desks })).toEqual({ deskId: '4-10', via: 'mainGroup' });
  });

  it('says so when nothing of the main group is free', () => {
    const desks = [desk('4-1', { free: false }), desk('4-2', { groupsIdList: ['proiect'], free: false })];
    expect(choose({ favourites: ['4-1'], desks })).toEqual({ deskId: null, why: 'noFreeDesk' });
  });

  it('books only the favourites for the groups without a random desk (Centrala, Regiunea Bucuresti)', () => {
    const desks = [desk('4-1', { free: false }), desk('4-2'), desk('4-3')];
    expect(choose({ favourites: ['4-1'], desks, randomOffered: false })).toEqual({ deskId: null, why: 'onlyFavourites' });
    expect(choose({ favourites: ['4-1', '4-3'], desks, randomOffered: false })).toEqual({ deskId: '4-3', via: 'favourite' });
    expect(choose({ desks, randomOffered: false })).toEqual({ deskId: null, why: 'onlyFavourites' });
  });
});

describe("the pattern's horizon", () => {
  it('runs from the next working day to the Friday of next week, on the pattern’s weekdays', () => {
    // Monday 2 March 2026: Tuesday 3 to Friday 13.
    expect(patternDays('2026-03-02', [1, 3], 30)).toEqual(['2026-03-04', '2026-03-09', '2026-03-11']);
    // Friday 6: Monday 9 to Friday 13; Saturday 7 the same.
    expect(patternDays('2026-03-06', [1, 5], 30)).toEqual(['2026-03-09', '2026-03-13']);
    expect(patternDays('2026-03-07', [1, 5], 30)).toEqual(['2026-03-09', '2026-03-13']);
  });

  it('stays inside the booking window', () => {
    expect(patternDays('2026-03-02', [1, 2, 3, 4, 5], 3)).toEqual(['2026-03-03', '2026-03-04', '2026-03-05']);
  });
});
