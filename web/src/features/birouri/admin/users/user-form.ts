import { APP_REASON, MSG } from '@domain/messages.js';
import { mayChangeBuildings, type Subject } from '@domain/policy.js';
import type { UserInfo } from '@domain/schemas/accounts.js';
import { userUpdateBody, type UserUpdateBody } from '@domain/schemas/users-admin.js';
import { ApiError } from '@/api/client.js';
import { admin } from '@/i18n/admin.js';
import { translate } from '@/i18n/i18n.js';

// The user detail's form (flex-office §6: name, e-mail, parking right, groups, manager groups,
// tower access, role): what was typed, what changed, and what the server would refuse, checked
// with the server's own schema as the administrator types.

export type Role = UserInfo['role'];

export interface UserDraft {
  name: string;
  username: string;
  email: string;
  parkingRight: boolean;
  groupList: string[];
  mainGroup: string | null;
  managerOf: string[];
  buildingList: string[];
  role: Role;
}
export type DraftField = keyof UserDraft;
export type FieldErrors = Partial<Record<DraftField, string>>;

/** A role's name in the language active when read (catalogue `admin`; the component showing it calls useT(admin)). */
export const ROLE_LABELS: Readonly<Record<Role, string>> = {
  get user() {
    return translate(admin, 'admin.role.user');
  },
  get manager() {
    return translate(admin, 'admin.role.manager');
  },
  get admin() {
    return translate(admin, 'admin.role.admin');
  },
};
/** The domain's sentence, as the server words it. */
export const MAIN_GROUP_NOT_IN_GROUPS = MSG.mainGroupNotInGroups;

const TOWER = '2';
const OFFICE = '1';

export function draftOf(u: UserInfo): UserDraft {
  return {
    name: u.name,
    username: u.username,
    email: u.email,
    parkingRight: u.parkingRight,
    groupList: [...u.groupList],
    mainGroup: u.mainGroup,
    managerOf: [...u.managerOf],
    buildingList: [...u.buildingList],
    role: u.role,
  };
}

const sameSet = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((x) => b.includes(x));

/** The update to send: the uuid and only the fields that differ from the saved user. */
export function changesOf(u: UserInfo, d: UserDraft): UserUpdateBody {
  const body: UserUpdateBody = { uuid: u.uuid };
  if (d.name.trim() !== u.name) body.name = d.name;
  if (d.username.trim() !== u.username) body.username = d.username;
  if (d.email.trim().toLowerCase() !== u.email) body.email = d.email;
  if (d.parkingRight !== u.parkingRight) body.parkingRight = d.parkingRight;
  if (!sameSet(d.groupList, u.groupList)) body.groupList = d.groupList;
  if (d.mainGroup !== u.mainGroup) body.mainGroup = d.mainGroup;
  if (!sameSet(d.managerOf, u.managerOf)) body.managerOf = d.managerOf;
  if (!sameSet(d.buildingList, u.buildingList)) body.buildingList = d.buildingList as UserUpdateBody['buildingList'];
  if (d.role !== u.role) body.role = d.role;
  return body;
}

export const hasChanges = (body: UserUpdateBody) => Object.keys(body).length > 1;

/** What the server would refuse in the changes, by field, and a main group outside the groups. */
export function problemsOf(u: UserInfo, d: UserDraft): FieldErrors {
  const errors: FieldErrors = {};
  const parsed = userUpdateBody.safeParse(changesOf(u, d));
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as DraftField;
      errors[field] ??= issue.message;
    }
  }
  if (d.mainGroup && !d.groupList.includes(d.mainGroup)) errors.mainGroup ??= translate(admin, 'admin.userForm.mainGroupNotInGroups');
  return errors;
}

/** The groups left when some are taken away: the main group goes with its group. */
export function withGroups(d: UserDraft, groupList: string[]): UserDraft {
  return {
    ...d,
    groupList,
    mainGroup: d.mainGroup && d.groupList.includes(d.mainGroup) && !groupList.includes(d.mainGroup) ? null : d.mainGroup,
  };
}

/** Whether the person may enter the tower: '2' is their building or in their list. */
export function hasTower(u: Pick<UserInfo, 'building'>, buildingList: readonly string[]): boolean {
  return u.building === TOWER || buildingList.includes(TOWER);
}

/**
 * The building list with or without the tower. The flexible office stays written in the list
 * beside the tower, so a person keeps both; the list never ends up empty. Going back to what
 * was saved gives the saved list again, so toggling twice changes nothing.
 */
export function withTower(u: Pick<UserInfo, 'building' | 'buildingList'>, on: boolean): string[] {
  if (on === u.buildingList.includes(TOWER)) return [...u.buildingList];
  if (on) return [...new Set([...(u.buildingList.length ? u.buildingList : u.building === OFFICE ? [OFFICE] : []), TOWER])];
  const rest = u.buildingList.filter((b) => b !== TOWER);
  return rest.length ? rest : [OFFICE];
}

/** Why the tower access cannot be changed by this administrator, or null when it can. */
export function towerLockedReason(
  me: Pick<Subject, 'role' | 'adminOf'>,
  u: Pick<UserInfo, 'building' | 'buildingList'>,
  draftList: readonly string[],
): string | null {
  if (u.building === TOWER) return translate(admin, 'admin.userForm.towerIsMain');
  const next = withTower(u, !draftList.includes(TOWER));
  const buildings = (list: readonly string[]) => [...new Set([u.building, ...list])];
  if (!mayChangeBuildings(me, buildings(u.buildingList), buildings(next))) return translate(admin, 'admin.userForm.towerAdminsOnly');
  return null;
}

/** The field a refusal of the server is about (decided on its reason, never its text). */
export function fieldOfRefusal(e: unknown): DraftField | null {
  if (!(e instanceof ApiError)) return null;
  switch (e.reason) {
    case APP_REASON.usernameTaken:
      return 'username';
    case APP_REASON.emailTaken:
      return 'email';
    case APP_REASON.groupUnknown:
      return 'groupList';
    case APP_REASON.mainGroupNotInGroups:
      return 'mainGroup';
    case APP_REASON.userOtherBuilding:
      return 'buildingList';
    case APP_REASON.onlyAdminGrantsAdmin:
      return 'role';
    default:
      return null;
  }
}
