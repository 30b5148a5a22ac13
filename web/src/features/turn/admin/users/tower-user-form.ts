import { BUILDINGS, TOWER, type BuildingCode } from '@domain/buildings.js';
import { APP_REASON, MSG } from '@domain/messages.js';
import { isAdminOf, mayChangeBuildings, type Subject } from '@domain/policy.js';
import type { UserInfo } from '@domain/schemas/accounts.js';
import { userUpdateBody, type UserUpdateBody } from '@domain/schemas/users-admin.js';
import { normalisePhone, TOWER_MSG } from '@domain/tower/validators.js';
import { ApiError } from '@/api/client.js';
import { buildingName, issueShown, problemShown } from '../admin-words.js';

// The tower console's user detail (tower §2, §5): what was typed, what changed, and what the
// server would refuse, checked with the server's own schema and the §5 rules as the
// administrator types; the buildings list keeps at least one building, without repeats.

export { TOWER_USER_UI } from './tower-user-words.js';
import { TOWER_USER_UI } from './tower-user-words.js';

export interface TowerUserDraft {
  name: string;
  email: string;
  phoneNumber: string;
  departmentName: string;
  officeFloor: string;
  officeRoom: string;
  /** The buildings the user may enter: the main building first, then the list. */
  buildings: BuildingCode[];
  adminOf: BuildingCode[];
  parkingRight: boolean;
  /** Needs an accessible parking space (decisions §26): health data, false when the answer did not carry it. */
  accessibleSpace: boolean;
}
export type DraftField = keyof TowerUserDraft;
export type FieldErrors = Partial<Record<DraftField, string>>;

const isBuilding = (c: string): c is BuildingCode => c in BUILDINGS;

/** The buildings a user may enter, as the detail lists them. */
export function buildingsOfUser(u: Pick<UserInfo, 'building' | 'buildingList'>): BuildingCode[] {
  return [...new Set([u.building, ...u.buildingList])].filter(isBuilding);
}

export function draftOf(u: UserInfo): TowerUserDraft {
  return {
    name: u.name,
    email: u.email,
    phoneNumber: u.phoneNumber ?? '',
    departmentName: u.departmentName ?? '',
    officeFloor: u.officeFloor ?? '',
    officeRoom: u.officeRoom ?? '',
    buildings: buildingsOfUser(u),
    adminOf: u.adminOf.filter(isBuilding),
    parkingRight: u.parkingRight,
    accessibleSpace: u.accessibleSpace ?? false,
  };
}

/**
 * Whether the detail shows the accessible-space checkbox: health data (decisions §26), for an
 * administrator of the tower, and only when the server answered it (it leaves the key out for others).
 */
export const showsAccessibleSpace = (me: Pick<Subject, 'role' | 'adminOf'>, u: Pick<UserInfo, 'accessibleSpace'>) =>
  isAdminOf(me, TOWER) && u.accessibleSpace !== undefined;

/** The building an administrator typed: its code or its name (in either language), in any case. */
export function buildingTyped(text: string): BuildingCode | null {
  const t = text.trim().toLowerCase();
  const found = Object.values(BUILDINGS).find(
    (b) => b.code === t || b.name.toLowerCase() === t || buildingName(b.code).toLowerCase() === t,
  );
  return found ? found.code : null;
}

export type ListChange = { buildings: BuildingCode[]; error: null } | { buildings: null; error: string };

/** Adds a typed building: a refusal in the web's words for an unknown one or a repeat. */
export function addBuilding(list: readonly BuildingCode[], text: string): ListChange {
  const code = buildingTyped(text);
  if (!code) return { buildings: null, error: TOWER_USER_UI.buildingUnknown };
  if (list.includes(code)) return { buildings: null, error: TOWER_USER_UI.buildingTwice };
  return { buildings: [...list, code], error: null };
}

/** Removes a building; the last one stays. */
export function removeBuilding(list: readonly BuildingCode[], code: BuildingCode): ListChange {
  const rest = list.filter((b) => b !== code);
  if (rest.length === 0) return { buildings: null, error: problemShown(MSG.buildingListEmpty) };
  return { buildings: rest, error: null };
}

const sameSet = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((x) => b.includes(x));
const changedText = (typed: string, saved: string | null) => typed.trim() !== (saved ?? '');

/** The update to send: the uuid and only the fields that differ from the saved user. */
export function changesOf(u: UserInfo, d: TowerUserDraft): UserUpdateBody {
  const body: UserUpdateBody = { uuid: u.uuid };
  if (changedText(d.name, u.name)) body.name = d.name;
  if (d.email.trim().toLowerCase() !== u.email) body.email = d.email;
  if (changedText(d.phoneNumber, u.phoneNumber)) body.phoneNumber = normalisePhone(d.phoneNumber.trim());
  if (changedText(d.departmentName, u.departmentName)) body.departmentName = d.departmentName;
  if (changedText(d.officeFloor, u.officeFloor)) body.officeFloor = d.officeFloor;
  if (changedText(d.officeRoom, u.officeRoom)) body.officeRoom = d.officeRoom;
  if (!sameSet(d.buildings, buildingsOfUser(u))) {
    body.buildingList = d.buildings;
    // The main building stays one the user may enter: the first of the list when it is taken away.
    if (isBuilding(u.building) && !d.buildings.includes(u.building)) body.building = d.buildings[0];
  }
  if (!sameSet(d.adminOf, u.adminOf)) body.adminOf = d.adminOf;
  if (d.parkingRight !== u.parkingRight) body.parkingRight = d.parkingRight;
  // Never sent when the answer did not carry it: the server would refuse it (403) to whoever did not see it.
  if (u.accessibleSpace !== undefined && d.accessibleSpace !== u.accessibleSpace) body.accessibleSpace = d.accessibleSpace;
  return body;
}

export const hasChanges = (body: UserUpdateBody) => Object.keys(body).length > 1;

const FIELD_OF_BODY: Partial<Record<keyof UserUpdateBody, DraftField>> = { buildingList: 'buildings', building: 'buildings' };

/** What the server would refuse in the changes, by field; an emptied department or phone (tower §5). */
export function problemsOf(me: Pick<Subject, 'role' | 'adminOf'>, u: UserInfo, d: TowerUserDraft): FieldErrors {
  const errors: FieldErrors = {};
  const body = changesOf(u, d);
  const parsed = userUpdateBody.safeParse(body);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const key = issue.path[0] as keyof UserUpdateBody;
      errors[FIELD_OF_BODY[key] ?? (key as DraftField)] ??= issueShown(issue);
    }
  }
  if (body.phoneNumber === '') errors.phoneNumber ??= problemShown(TOWER_MSG.phoneInvalid);
  if (body.departmentName !== undefined && !body.departmentName?.trim()) errors.departmentName ??= problemShown(TOWER_MSG.departmentEmpty);
  if (body.buildingList && !mayChangeBuildings(me, buildingsOfUser(u), d.buildings))
    errors.buildings ??= problemShown(MSG.userOtherBuilding);
  if (body.adminOf && me.role !== 'admin') errors.adminOf ??= problemShown(MSG.onlyAdminGrantsAdmin);
  return errors;
}

/** The field a refusal of the server is about (decided on its reason, never its text). */
export function fieldOfRefusal(e: unknown): DraftField | null {
  if (!(e instanceof ApiError)) return null;
  switch (e.reason) {
    case APP_REASON.emailTaken:
      return 'email';
    case APP_REASON.buildingUnknown:
    case APP_REASON.buildingListEmpty:
    case APP_REASON.userOtherBuilding:
      return 'buildings';
    case APP_REASON.onlyAdminGrantsAdmin:
      return 'adminOf';
    default:
      return null;
  }
}
