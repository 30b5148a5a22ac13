import { canEnter, type BuildingCode } from './buildings.js';
import type { MessageKey } from './messages.js';
import type { UserInfo } from './schemas/accounts.js';

// Who may do what: one policy for the server's checks and the web's guards and buttons.
export type Subject = Pick<UserInfo, 'role' | 'building' | 'buildingList' | 'adminOf' | 'managerOf'>;

/**
 * What a route declares about its callers. The server refuses a route that declares
 * nothing, so a new route is closed until someone says who may call it.
 * - member:B  users who may enter building B (flex office '1', tower '2')
 * - manager   managers of at least one group, and administrators of the flexible office
 * - buildingAdmin  administrators of either building (the route then checks which)
 * - admin:B   administrators of building B (role admin, or B in adminOf)
 */
export const ACCESS_LEVELS = ['public', 'user', 'member:1', 'member:2', 'manager', 'buildingAdmin', 'admin:1', 'admin:2', 'admin'] as const;
export type Access = (typeof ACCESS_LEVELS)[number];

/** An administrator of the building: role admin, or named in adminOf for it. */
export function isAdminOf(u: Pick<Subject, 'role' | 'adminOf'>, building: string): boolean {
  return u.role === 'admin' || u.adminOf.includes(building);
}

/**
 * A manager (flex-office §3, §6): role manager, or named manager of at least one group (a user who
 * manages groups has a non-empty managerOf). The one definition; what a manager may do is built on it.
 */
export function isManager(u: Pick<Subject, 'role' | 'managerOf'>): boolean {
  return u.role === 'manager' || u.managerOf.length > 0;
}

/** Managers and administrators are exempt from maxActiveRoom (flex-office §6). */
export function exemptFromRoomLimit(u: Pick<Subject, 'role' | 'managerOf'>): boolean {
  return isManager(u) || u.role === 'admin';
}

/** Has groups to manage: a department or project named in managerOf (the manager's links and pages). */
export function managesGroups(u: Pick<Subject, 'role' | 'adminOf' | 'managerOf'>): boolean {
  return u.managerOf.length > 0;
}

/** Managers of a group, and administrators of the flexible office: the manager pages and `manager` routes. */
export function seesManagerPages(u: Pick<Subject, 'role' | 'adminOf' | 'managerOf'>): boolean {
  return managesGroups(u) || isAdminOf(u, '1');
}

/** A person as the rules about groups see them. */
export interface Member {
  uuid: string;
  mainGroup: string | null;
  groupList: string[];
}
export type Actor = Subject & Pick<Member, 'uuid'>;

/** The groups a person belongs to: the main group and the group list. */
export function groupsOf(u: Pick<Member, 'mainGroup' | 'groupList'>): string[] {
  return [...new Set([...(u.mainGroup ? [u.mainGroup] : []), ...u.groupList])];
}

/** Manages this group (role admin manages every group). */
export function managesGroup(me: Pick<Subject, 'role' | 'managerOf'>, groupId: string): boolean {
  return me.role === 'admin' || me.managerOf.includes(groupId);
}

/** Managers act for the people of the groups they manage; administrators for anyone (flex-office §6). */
export function actsFor(me: Pick<Actor, 'uuid' | 'role' | 'managerOf'>, other: Member): boolean {
  if (me.uuid === other.uuid || me.role === 'admin') return true;
  return groupsOf(other).some((g) => me.managerOf.includes(g));
}

/** Who may change or cancel a desk reservation: its occupant, whoever booked it, and those who act for the occupant. */
export function mayChangeDeskReservation(me: Actor, r: { uuid: string; creatorUuid: string }, occupant: Member | null): boolean {
  if (me.uuid === r.uuid || me.uuid === r.creatorUuid || me.role === 'admin') return true;
  return !!occupant && actsFor(me, occupant);
}

/** Tower requests and cars: their owner, and administrators of the tower. */
export function ownsOrAdministersTower(me: Pick<Actor, 'uuid' | 'role' | 'adminOf'>, ownerUuid: string | null): boolean {
  return me.uuid === ownerUuid || isAdminOf(me, '2');
}

/**
 * Who may read another user's record: themselves, role admin, the managers of one of the other
 * person's groups (whom they book for; a role 'manager' alone manages nothing), and an
 * administrator of a building the other person belongs to.
 */
export function maySeeUser(me: Actor, other: Pick<Actor, 'uuid' | 'building' | 'buildingList'> & Member): boolean {
  if (actsFor(me, other)) return true;
  return [other.building, ...other.buildingList].some((b) => me.adminOf.includes(b));
}

/** Who may see, change or cancel a room reservation: its booker and role admin (rooms have no 24-hour rule). */
export function mayChangeRoomReservation(me: Pick<Actor, 'uuid' | 'role'>, bookerUuid: string | null): boolean {
  // A reservation made at the door (no booker, decisions §24) is role admin's alone, besides the display.
  return (bookerUuid !== null && me.uuid === bookerUuid) || me.role === 'admin';
}

/** Who may book a room: role admin, and the members of one of the room's groups. */
export function mayBookRoom(me: Pick<Subject, 'role'>, myGroups: string[], roomGroups: string[]): boolean {
  return me.role === 'admin' || roomGroups.some((g) => myGroups.includes(g));
}

/** The buildings an account belongs to: its building ('0' when none) and its building list. */
export function accountBuildings(u: Pick<Subject, 'building' | 'buildingList'>): string[] {
  return [...new Set([u.building, ...u.buildingList])];
}

/**
 * Every one of these buildings is one the caller administers (role admin: any). '0' (no building)
 * never is: an account of no building, like one of two, is role admin's (decisions §9, Session 4).
 */
export function withinAdministered(me: Pick<Subject, 'role' | 'adminOf'>, buildings: readonly string[]): boolean {
  return me.role === 'admin' || buildings.every((b) => me.adminOf.includes(b));
}

/** Why an account is beyond the caller: the key of its sentence in MSG ('forbidden': rights beyond theirs). */
export type AccountRefusal = Extract<MessageKey, 'forbidden' | 'userOtherBuilding' | 'userBeyondMyBuildings'>;

/**
 * Who may change, delete or reset another account, or put it into a group or take it out
 * (decisions §9 as amended in Session 4, #38 point 10): role admin anyone; a building administrator
 * only an account wholly within the buildings they administer (its building and building list hold
 * no other, nor '0'), and never one with rights beyond theirs (role admin, or adminOf a building
 * they do not administer): either would let them take over someone else's account, e.g. change the
 * e-mail of a person of both buildings, reset the password and use the tower as them. Null when allowed.
 */
export function accountRefusal(
  me: Pick<Subject, 'role' | 'adminOf'>,
  target: Pick<Subject, 'role' | 'building' | 'buildingList' | 'adminOf'>,
): AccountRefusal | null {
  if (me.role === 'admin') return null;
  const buildings = accountBuildings(target);
  if (!buildings.some((b) => me.adminOf.includes(b))) return 'userOtherBuilding';
  if (!withinAdministered(me, buildings)) return 'userBeyondMyBuildings';
  if (target.role === 'admin' || target.adminOf.some((b) => !me.adminOf.includes(b))) return 'forbidden';
  return null;
}

export function mayAdministerUser(
  me: Pick<Subject, 'role' | 'adminOf'>,
  target: Pick<Subject, 'role' | 'building' | 'buildingList' | 'adminOf'>,
): boolean {
  return accountRefusal(me, target) === null;
}

/**
 * A building administrator gives or takes away only the buildings they administer, on an account
 * wholly within them before and after (no other building, no '0'); role admin any.
 */
export function mayChangeBuildings(me: Pick<Subject, 'role' | 'adminOf'>, before: readonly string[], after: readonly string[]): boolean {
  return withinAdministered(me, [...before, ...after]);
}

/** The rights an account is given: what only some administrators may hand out. */
export type Grants = Pick<Subject, 'role' | 'building' | 'buildingList' | 'adminOf' | 'managerOf'>;
/** Why a grant is refused: the key of its sentence in MSG (domain/messages.ts). */
export type GrantRefusal = Extract<MessageKey, 'onlyAdminGrantsAdmin' | 'onlyAdminGrantsManager' | 'userOtherBuilding'>;

const NO_RIGHTS: Pick<Grants, 'role' | 'adminOf' | 'managerOf'> = { role: 'user', adminOf: [], managerOf: [] };
const sameSet = (a: string[], b: string[]) => a.every((x) => b.includes(x)) && b.every((x) => a.includes(x));

/**
 * The rights given or taken (issue #20): a building administrator neither gives nor takes
 * administration, gives no management (role manager or a managed group: a manager reads and
 * books for the group's people) though may take it away, and touches only the buildings they
 * administer (`buildings`: the account's before and after).
 */
function grantRefusal(
  me: Pick<Subject, 'role' | 'adminOf'>,
  before: Pick<Grants, 'role' | 'adminOf' | 'managerOf'>,
  after: Grants,
  buildings: string[],
): GrantRefusal | null {
  if (me.role === 'admin') return null;
  if (before.role === 'admin' || after.role === 'admin' || !sameSet(before.adminOf, after.adminOf)) return 'onlyAdminGrantsAdmin';
  if ((after.role === 'manager' && before.role !== 'manager') || after.managerOf.some((g) => !before.managerOf.includes(g)))
    return 'onlyAdminGrantsManager';
  if (!withinAdministered(me, buildings)) return 'userOtherBuilding';
  return null;
}

/** A change of an account's rights (decisions §9, issue #20; #38 point 10: no '0'): role admin makes any. Null when allowed. */
export function mayChangeGrants(me: Pick<Subject, 'role' | 'adminOf'>, before: Grants, after: Grants): GrantRefusal | null {
  return grantRefusal(me, before, after, [...accountBuildings(before), ...accountBuildings(after)]);
}

/**
 * A new account (mass registration, the tower's users): a building administrator creates plain
 * users wholly within their buildings only, neither of another building nor of '0' (#38 point 10).
 */
export function mayGrantAccount(me: Pick<Subject, 'role' | 'adminOf'>, account: Grants): GrantRefusal | null {
  return grantRefusal(me, NO_RIGHTS, account, accountBuildings(account));
}

/** A group's managers list, sent whole: a building administrator may keep or remove its managers, not add one. */
export function mayChangeGroupManagers(me: Pick<Subject, 'role'>, current: string[], sent: string[]): GrantRefusal | null {
  return me.role === 'admin' || sent.every((u) => current.includes(u)) ? null : 'onlyAdminGrantsManager';
}

/**
 * Who maps a group to the identity provider's groups (decisions §25, #46): an administrator of the
 * group's building, as for its members; a building administrator leaves the other building's groups alone.
 */
export function mayMapGroup(me: Pick<Subject, 'role' | 'adminOf'>, group: { building: string }): boolean {
  return isAdminOf(me, group.building);
}

export function meetsAccess(u: Subject | null, access: Access): boolean {
  if (access === 'public') return true;
  if (!u) return false;
  switch (access) {
    case 'user':
      return true;
    case 'member:1':
    case 'member:2':
      return canEnter(u, access.slice(-1) as BuildingCode);
    case 'manager':
      return seesManagerPages(u);
    case 'buildingAdmin':
      return isAdminOf(u, '1') || isAdminOf(u, '2');
    case 'admin:1':
    case 'admin:2':
      return isAdminOf(u, access.slice(-1));
    case 'admin':
      return u.role === 'admin';
  }
}
