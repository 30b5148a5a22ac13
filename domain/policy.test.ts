import { describe, expect, it } from 'vitest';
import {
  actsFor,
  exemptFromRoomLimit,
  groupsOf,
  isAdminOf,
  isManager,
  managesGroups,
  mayChangeDeskReservation,
  meetsAccess,
  ownsOrAdministersTower,
  seesManagerPages,
  type Actor,
} from './policy.js';

const user = (over: Partial<Actor> = {}): Actor => ({
  uuid: 'u',
  role: 'user',
  building: '1',
  buildingList: [],
  adminOf: [],
  managerOf: [],
  ...over,
});
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

describe('who is a manager (one definition, flex-office §3, §6)', () => {
  const person = (role: 'user' | 'manager' | 'admin', managerOf: string[] = [], adminOf: ('0' | '1' | '2')[] = []) => ({
    role,
    managerOf,
    adminOf,
  });
  // [who, isManager, exempt from the room limit, manages groups, sees the manager pages]
  const table: [string, ReturnType<typeof person>, boolean, boolean, boolean, boolean][] = [
    ['an employee', person('user'), false, false, false, false],
    ['an employee named manager of a project', person('user', ['proiect-alfa']), true, true, true, true],
    ['a manager of groups', person('manager', ['it']), true, true, true, true],
    ['a manager with no group yet', person('manager'), true, true, false, false],
    ['an administrator', person('admin'), false, true, false, true],
    ["the tower's administrator", person('user', [], ['2']), false, false, false, false],
    ["CityOffices' administrator", person('user', [], ['1']), false, false, false, true],
  ];
  it.each(table)('%s', (_who, u, manager, exempt, manages, pages) => {
    expect([isManager(u), exemptFromRoomLimit(u), managesGroups(u), seesManagerPages(u)]).toEqual([manager, exempt, manages, pages]);
  });
});
