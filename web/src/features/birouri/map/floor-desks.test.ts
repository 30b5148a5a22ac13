import { describe, expect, it } from 'vitest';
import type { Desk } from '@/api/desks.js';
import { aDesk } from '@/test/desks.js';
import { floorsOfGroup, visibleDesks } from './floor-desks.js';

const desk = (deskId: string, groupsIdList: string[], over: Partial<Desk> = {}) => aDesk(deskId, { groupsIdList, ...over });
const desks = [
  desk('4-1', ['it']),
  desk('4-2', ['financiar'], { uuid: 'me', name: 'Eu Însumi' }),
  desk('4-3', ['financiar'], { uuid: 'b', name: 'Bogdan Radu' }),
  desk('4-4', ['financiar']),
  desk('5-1', ['it'], { uuid: 'a', name: 'Ana Popescu' }),
  desk('5-2', ['proiect-alfa']),
];
const ids = (ds: Desk[]) => ds.map((d) => d.deskId);

describe('the desks a floor draws', () => {
  const f = { floor: 4, groupId: 'it', onlyGroup: true, viewerUuid: 'me', keep: null };
  it("only the group's own, and the viewer's desk wherever it is, when only the group is shown", () =>
    expect(ids(visibleDesks(desks, f))).toEqual(['4-1', '4-2']));
  it("also the colleague's desk looked for", () => expect(ids(visibleDesks(desks, { ...f, keep: '4-3' }))).toEqual(['4-1', '4-2', '4-3']));
  it('every desk of the floor with the switch off', () =>
    expect(ids(visibleDesks(desks, { ...f, onlyGroup: false }))).toEqual(['4-1', '4-2', '4-3', '4-4']));
});

describe('the floors of a group', () => {
  it('in order, none for a group without desks', () => {
    expect(floorsOfGroup(desks, 'it')).toEqual([4, 5]);
    expect(floorsOfGroup(desks, 'proiect-alfa')).toEqual([5]);
    expect(floorsOfGroup(desks, 'resurse-umane')).toEqual([]);
  });
});
