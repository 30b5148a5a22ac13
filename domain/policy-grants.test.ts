import { describe, expect, it } from 'vitest';
import {
  accountRefusal,
  mayAdministerUser,
  mayChangeGrants,
  mayChangeGroupManagers,
  mayGrantAccount,
  maySeeUser,
  type AccountRefusal,
  type Actor,
  type Grants,
  type GrantRefusal,
} from './policy.js';

// Who may hand out which rights (issue #20, points 1 and 5; docs/decisions/identity.md "Access").
type Me = Pick<Actor, 'role' | 'adminOf'>;
const admin: Me = { role: 'admin', adminOf: [] };
const adminUnu: Me = { role: 'user', adminOf: ['1'] };
const adminDoi: Me = { role: 'user', adminOf: ['2'] };
const adminAmbele: Me = { role: 'user', adminOf: ['1', '2'] };
const plain = (over: Partial<Grants> = {}): Grants => ({
  role: 'user',
  building: '1',
  buildingList: [],
  adminOf: [],
  managerOf: [],
  ...over,
});

describe('mayGrantAccount: what a new account may be given', () => {
  const table: [string, Me, Grants, GrantRefusal | null][] = [
    ['building admin: a plain user of their building', adminUnu, plain(), null],
    ['building admin: building 1 in the list too', adminUnu, plain({ buildingList: ['1'] }), null],
    ['building admin: building 2 in the list', adminUnu, plain({ buildingList: ['1', '2'] }), 'userOtherBuilding'],
    ['building admin: building 2 as the building', adminUnu, plain({ building: '2' }), 'userOtherBuilding'],
    ['building admin: role manager', adminUnu, plain({ role: 'manager' }), 'onlyAdminGrantsManager'],
    ['building admin: a managed group', adminUnu, plain({ managerOf: ['it'] }), 'onlyAdminGrantsManager'],
    ['building admin: role admin', adminUnu, plain({ role: 'admin' }), 'onlyAdminGrantsAdmin'],
    ['building admin: adminOf their own building', adminUnu, plain({ adminOf: ['1'] }), 'onlyAdminGrantsAdmin'],
    ["building admin: building '0'", adminUnu, plain({ building: '0' }), 'userOtherBuilding'],
    ["building admin: building '0', listed in building 1", adminUnu, plain({ building: '0', buildingList: ['1'] }), 'userOtherBuilding'],
    ['tower admin: a plain tower user', adminDoi, plain({ building: '2', buildingList: ['2'] }), null],
    ['tower admin: building 1', adminDoi, plain({ building: '2', buildingList: ['1', '2'] }), 'userOtherBuilding'],
    [
      'role admin: anything',
      admin,
      plain({ role: 'admin', building: '2', buildingList: ['1', '2'], adminOf: ['1', '2'], managerOf: ['it'] }),
      null,
    ],
    ['role admin: a manager', admin, plain({ role: 'manager', managerOf: ['it'] }), null],
  ];
  it.each(table)('%s', (_, me, account, refusal) => expect(mayGrantAccount(me, account)).toBe(refusal));
});

describe("mayChangeGrants: a change of an existing account's rights", () => {
  const manager = plain({ role: 'manager', managerOf: ['it'] });
  const table: [string, Me, Grants, Grants, GrantRefusal | null][] = [
    ['nothing changed', adminUnu, plain(), plain(), null],
    ['a manager kept as they are', adminUnu, manager, manager, null],
    ['management taken away', adminUnu, manager, plain(), null],
    ['one managed group taken away', adminUnu, plain({ role: 'manager', managerOf: ['it', 'proiect-alfa'] }), manager, null],
    ['role manager given', adminUnu, plain(), plain({ role: 'manager' }), 'onlyAdminGrantsManager'],
    ['a managed group given', adminUnu, plain(), plain({ managerOf: ['it'] }), 'onlyAdminGrantsManager'],
    [
      'another managed group given to a manager',
      adminUnu,
      manager,
      plain({ role: 'manager', managerOf: ['it', 'financiar'] }),
      'onlyAdminGrantsManager',
    ],
    ['role admin given', adminUnu, plain(), plain({ role: 'admin' }), 'onlyAdminGrantsAdmin'],
    ['adminOf taken away', adminUnu, plain({ adminOf: ['1'] }), plain(), 'onlyAdminGrantsAdmin'],
    ['building 2 given', adminUnu, plain(), plain({ buildingList: ['1', '2'] }), 'userOtherBuilding'],
    ['building 2 taken away', adminUnu, plain({ buildingList: ['1', '2'] }), plain({ buildingList: ['1'] }), 'userOtherBuilding'],
    // #38 point 10: the account was the tower's alone, so not theirs to give building 1 to.
    [
      'building 1 given by its administrator to a tower account',
      adminUnu,
      plain({ building: '2' }),
      plain({ building: '2', buildingList: ['1', '2'] }),
      'userOtherBuilding',
    ],
    ["building '0' set", adminUnu, plain(), plain({ building: '0', buildingList: ['1'] }), 'userOtherBuilding'],
    ['both buildings, by an administrator of both', adminAmbele, plain(), plain({ buildingList: ['1', '2'] }), null],
    ['role admin: a manager made', admin, plain(), manager, null],
  ];
  it.each(table)('%s', (_, me, before, after, refusal) => expect(mayChangeGrants(me, before, after)).toBe(refusal));
});

describe('accountRefusal: whose account a building administrator changes (decisions §9, Session 4; #38 point 10)', () => {
  type Target = Pick<Actor, 'role' | 'building' | 'buildingList' | 'adminOf'>;
  const table: [string, Me, Target, AccountRefusal | null][] = [
    ['building 1 admin: an account of building 1', adminUnu, plain(), null],
    ['building 1 admin: building 1 listed too', adminUnu, plain({ buildingList: ['1'] }), null],
    ['building 1 admin: an account of both buildings', adminUnu, plain({ buildingList: ['1', '2'] }), 'userBeyondMyBuildings'],
    ["building 1 admin: building '0', listed in 1", adminUnu, plain({ building: '0', buildingList: ['1'] }), 'userBeyondMyBuildings'],
    ["building 1 admin: building '0' alone", adminUnu, plain({ building: '0' }), 'userOtherBuilding'],
    ['building 1 admin: the tower alone', adminUnu, plain({ building: '2', buildingList: ['2'] }), 'userOtherBuilding'],
    ['building 1 admin: role admin of building 1', adminUnu, plain({ role: 'admin' }), 'forbidden'],
    ['building 1 admin: an administrator of the tower', adminUnu, plain({ adminOf: ['2'] }), 'forbidden'],
    ['building 1 admin: another administrator of building 1', adminUnu, plain({ adminOf: ['1'] }), null],
    ['tower admin: an account of both buildings', adminDoi, plain({ building: '2', buildingList: ['1', '2'] }), 'userBeyondMyBuildings'],
    ['tower admin: a tower account', adminDoi, plain({ building: '2', buildingList: ['2'] }), null],
    ['admin of both: an account of both buildings', adminAmbele, plain({ buildingList: ['1', '2'] }), null],
    ["admin of both: building '0'", adminAmbele, plain({ building: '0', buildingList: ['1', '2'] }), 'userBeyondMyBuildings'],
    [
      "role admin: building '0', both buildings, an administrator",
      admin,
      plain({ role: 'admin', building: '0', buildingList: ['1', '2'] }),
      null,
    ],
  ];
  it.each(table)('%s', (_, me, target, refusal) => {
    expect(accountRefusal(me, target)).toBe(refusal);
    expect(mayAdministerUser(me, target)).toBe(refusal === null);
  });
});

describe("mayChangeGroupManagers: a group's managers list, sent whole", () => {
  const table: [string, Me, string[], string[], GrantRefusal | null][] = [
    ['building admin: the same managers', adminUnu, ['a', 'b'], ['b', 'a'], null],
    ['building admin: a manager removed', adminUnu, ['a', 'b'], ['a'], null],
    ['building admin: a manager added', adminUnu, ['a'], ['a', 'c'], 'onlyAdminGrantsManager'],
    ['building admin: a new group with a manager', adminUnu, [], ['c'], 'onlyAdminGrantsManager'],
    ['role admin: a manager added', admin, [], ['c'], null],
  ];
  it.each(table)('%s', (_, me, current, sent, refusal) => expect(mayChangeGroupManagers(me, current, sent)).toBe(refusal));
});

describe("maySeeUser: who reads another person's record", () => {
  const actor = (over: Partial<Actor>): Actor => ({
    uuid: 'me',
    role: 'user',
    building: '1',
    buildingList: [],
    adminOf: [],
    managerOf: [],
    ...over,
  });
  const person = (over: Partial<Actor> & { mainGroup?: string | null; groupList?: string[] } = {}) => ({
    uuid: 'other',
    building: '1',
    buildingList: [] as string[],
    mainGroup: 'it' as string | null,
    groupList: ['it'],
    ...over,
  });
  const manager = actor({ role: 'manager', managerOf: ['it'] });
  const table: [string, Actor, ReturnType<typeof person>, boolean][] = [
    ['themselves', actor({}), person({ uuid: 'me' }), true],
    ['a plain user: someone else', actor({}), person(), false],
    ['a manager: a person of a managed group', manager, person(), true],
    ['a manager: a person whose main group they manage', manager, person({ groupList: [] }), true],
    ['a manager: someone of another group', manager, person({ mainGroup: 'financiar', groupList: ['financiar'] }), false],
    ['a manager: a tower-only user', manager, person({ building: '2', buildingList: ['2'], mainGroup: null, groupList: [] }), false],
    ['role manager managing nothing: someone of the building', actor({ role: 'manager' }), person(), false],
    ['a building admin: a person of their building', actor({ adminOf: ['1'] }), person({ mainGroup: null, groupList: [] }), true],
    ['a building admin: a person of the other building', actor({ adminOf: ['1'] }), person({ building: '2', buildingList: ['2'] }), false],
    ['role admin: anyone', actor({ role: 'admin' }), person({ building: '2', mainGroup: null, groupList: [] }), true],
  ];
  it.each(table)('%s', (_, me, other, allowed) => expect(maySeeUser(me, other)).toBe(allowed));
});
