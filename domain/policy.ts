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
export function mayChangeRoomReservation(me: Pick<Actor, 'uuid' | 'role'>, bookerUuid: string): boolean {
  return me.uuid === bookerUuid || me.role === 'admin';
}

/** Who may book a room: role admin, and the members of one of the room's groups. */
export function mayBookRoom(me: Pick<Subject, 'role'>, myGroups: string[], roomGroups: string[]): boolean {
  return me.role === 'admin' || roomGroups.some((g) => myGroups.includes(g));
}

/**
 * Who may change, delete or reset another account (decisions §9): role admin anyone; a building
 * administrator the accounts of the buildings they administer, never one with rights beyond theirs
 * (role admin, or adminOf a building they do not administer): that would let them take it over.
 */
export function mayAdministerUser(
  me: Pick<Subject, 'role' | 'adminOf'>,
  target: Pick<Subject, 'role' | 'building' | 'buildingList' | 'adminOf'>,
): boolean {
  if (me.role === 'admin') return true;
  if (target.role === 'admin' || target.adminOf.some((b) => !me.adminOf.includes(b))) return false;
  return [target.building, ...target.buildingList].some((b) => me.adminOf.includes(b));
}

/** A building administrator gives or takes away only the buildings they administer; role admin any. */
export function mayChangeBuildings(me: Pick<Subject, 'role' | 'adminOf'>, before: string[], after: string[]): boolean {
  if (me.role === 'admin') return true;
  const changed = [...before.filter((b) => !after.includes(b)), ...after.filter((b) => !before.includes(b))];
  return changed.every((b) => b === '0' || me.adminOf.includes(b));
}

/** The rights an account is given: what only some administrators may hand out. */
export type Grants = Pick<Subject, 'role' | 'building' | 'buildingList' | 'adminOf' | 'managerOf'>;
/** Why a grant is refused: the key of its sentence in MSG (domain/messages.ts). */
export type GrantRefusal = Extract<MessageKey, 'onlyAdminGrantsAdmin' | 'onlyAdminGrantsManager' | 'userOtherBuilding'>;

const NO_GRANTS: Grants = { role: 'user', building: '0', buildingList: [], adminOf: [], managerOf: [] };
const sameSet = (a: string[], b: string[]) => a.every((x) => b.includes(x)) && b.every((x) => a.includes(x));

/**
 * A change of an account's rights (decisions §9, issue #20): role admin makes any. A building
 * administrator neither gives nor takes administration, gives no management (role manager or a
 * managed group: a manager reads and books for the group's people) though may take it away, and
 * gives or takes only the buildings they administer. Null when allowed.
 */
export function mayChangeGrants(me: Pick<Subject, 'role' | 'adminOf'>, before: Grants, after: Grants): GrantRefusal | null {
  if (me.role === 'admin') return null;
  if (before.role === 'admin' || after.role === 'admin' || !sameSet(before.adminOf, after.adminOf)) return 'onlyAdminGrantsAdmin';
  if ((after.role === 'manager' && before.role !== 'manager') || after.managerOf.some((g) => !before.managerOf.includes(g)))
    return 'onlyAdminGrantsManager';
  const buildings = (g: Grants) => [...new Set([g.building, ...g.buildingList])];
  if (!mayChangeBuildings(me, buildings(before), buildings(after))) return 'userOtherBuilding';
  return null;
}

/** A new account (mass registration): a building administrator creates plain users of their buildings only. */
export function mayGrantAccount(me: Pick<Subject, 'role' | 'adminOf'>, account: Grants): GrantRefusal | null {
  return mayChangeGrants(me, NO_GRANTS, account);
}

/** A group's managers list, sent whole: a building administrator may keep or remove its managers, not add one. */
export function mayChangeGroupManagers(me: Pick<Subject, 'role'>, current: string[], sent: string[]): GrantRefusal | null {
  return me.role === 'admin' || sent.every((u) => current.includes(u)) ? null : 'onlyAdminGrantsManager';
}

/**
 * Who may put people into a group or take them out (their groupList changes): role admin anyone,
 * a building administrator only accounts they administer (issue #20: a building-1 administrator
 * must not change an administrator's or a tower-only account through a group).
 */
export function mayChangeGroupUsers(
  me: Pick<Subject, 'role' | 'adminOf'>,
  changed: Pick<Subject, 'role' | 'building' | 'buildingList' | 'adminOf'>[],
): boolean {
  return changed.every((u) => mayAdministerUser(me, u));
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
