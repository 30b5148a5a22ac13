import { describe, expect, it } from 'vitest';
import { actsFor, groupsOf, isAdminOf, mayChangeDeskReservation, meetsAccess, ownsOrAdministersTower, type Actor } from './policy.js';

const user = (over: Partial<Actor> = {}): Actor => ({ uuid: 'u', role: 'user', building: '1', buildingList: [], adminOf: [], managerOf: [], ...over });
const member = (uuid: string, groups: string[]) => ({ uuid, mainGroup: groups[0] ?? null, groupList: groups });

describe('policy', () => {
  it('administers a building by role or by adminOf', () => {
    expect(isAdminOf(user({ role: 'admin' }), '2')).toBe(true);
    expect(isAdminOf(user({ adminOf: ['1'] }), '1')).toBe(true);
    expect(isAdminOf(user({ adminOf: ['1'] }), '2')).toBe(false);
  });

  it('lets managers act for the people of their groups only', () => {
    const m = user({ uuid: 'm', role: 'manager', managerOf: ['it'] });
    expect(actsFor(m, member('a', ['it']))).toBe(true);
    expect(actsFor(m, member('b', ['financiar']))).toBe(false);
    expect(actsFor(user({ role: 'admin' }), member('b', ['financiar']))).toBe(true);
    expect(groupsOf({ mainGroup: 'it', groupList: ['it', 'proiect-alfa'] })).toEqual(['it', 'proiect-alfa']);
  });

  it('lets the occupant, the booker and their managers change a desk reservation', () => {
    const r = { uuid: 'a', creatorUuid: 'm' };
    expect(mayChangeDeskReservation(user({ uuid: 'a' }), r, member('a', ['it']))).toBe(true);
    expect(mayChangeDeskReservation(user({ uuid: 'm' }), r, member('a', ['it']))).toBe(true);
    expect(mayChangeDeskReservation(user({ uuid: 'x', managerOf: ['it'] }), r, member('a', ['it']))).toBe(true);
    expect(mayChangeDeskReservation(user({ uuid: 'x' }), r, member('a', ['it']))).toBe(false);
  });

  it('gives tower requests and cars to their owner and the tower administrators', () => {
    expect(ownsOrAdministersTower(user({ uuid: 'a' }), 'a')).toBe(true);
    expect(ownsOrAdministersTower(user({ uuid: 'b', adminOf: ['2'] }), 'a')).toBe(true);
    expect(ownsOrAdministersTower(user({ uuid: 'b', adminOf: ['1'] }), 'a')).toBe(false);
  });

  it('reads route access levels', () => {
    expect(meetsAccess(null, 'public')).toBe(true);
    expect(meetsAccess(null, 'user')).toBe(false);
    expect(meetsAccess(user({ building: '2' }), 'member:1')).toBe(false);
    expect(meetsAccess(user({ building: '2' }), 'member:2')).toBe(true);
    expect(meetsAccess(user({ adminOf: ['2'] }), 'buildingAdmin')).toBe(true);
    expect(meetsAccess(user({ adminOf: ['2'] }), 'admin:1')).toBe(false);
    expect(meetsAccess(user({ managerOf: ['it'] }), 'manager')).toBe(true);
    expect(meetsAccess(user({ role: 'manager' }), 'manager')).toBe(false);
    expect(meetsAccess(user({ adminOf: ['1'] }), 'manager')).toBe(true);
    expect(meetsAccess(user({ adminOf: ['2'] }), 'manager')).toBe(false);
  });
});
