import { describe, expect, it } from 'vitest';
import { aDesk, ME } from '@/test/desks.js';
import { freeDesksByFloor } from './free-desks.js';

const desk = aDesk;
const me = ME;
const ids = (floors: ReturnType<typeof freeDesksByFloor>) => floors.map((f) => [f.floor, f.desks.map((d) => d.deskId)]);

describe('freeDesksByFloor', () => {
  it('lists the free desks of the group by floor, in the order of their numbers', () => {
    const desks = [desk('5-3'), desk('4-10'), desk('4-2'), desk('5-1', { groupsIdList: ['hr'] })];
    expect(ids(freeDesksByFloor(desks, me, 'it'))).toEqual([
      [4, ['4-2', '4-10']],
      [5, ['5-3']],
    ]);
  });
  it('leaves out what the map does not offer: reserved, blocked or allocated for someone else, my own', () => {
    const desks = [
      desk('4-1', { uuid: 'x', reservationId: 'r', status: 'booked' }),
      desk('4-2', { manager: 'm', type: 'Manager' }),
      desk('4-3', { manager: 'm', type: 'Reserved' }),
      desk('4-4', { uuid: 'me', reservationId: 'r2', status: 'booked' }),
      desk('4-5', { manager: 'me', type: 'Reserved' }),
    ];
    expect(ids(freeDesksByFloor(desks, me, 'it'))).toEqual([[4, ['4-5']]]);
  });
  it('offers nothing to one who may book no more that day, as the map greys it; a manager still books for others', () => {
    expect(freeDesksByFloor([desk('4-1')], { ...me, hasDeskThatDay: true }, 'it')).toEqual([]);
    expect(freeDesksByFloor([desk('4-1')], { ...me, activeDesks: 10 }, 'it')).toEqual([]);
    expect(ids(freeDesksByFloor([desk('4-1')], { ...me, booksForOthers: true, hasDeskThatDay: true }, 'it'))).toEqual([[4, ['4-1']]]);
  });
});
