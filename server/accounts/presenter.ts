import { TOWER } from '../../domain/buildings.js';
import { isAdminOf, type Subject } from '../../domain/policy.js';
import type { User } from '../../domain/schemas/accounts-answers.js';
import type { UserRow } from '../identity/user-row.js';

/** Who reads a user's answer: what it carries beyond the account depends on them. */
export type Viewer = Pick<Subject, 'role' | 'adminOf'>;

/**
 * The API shape of a user (component User); never the row itself (no password hash leaves the server).
 * `accessibleSpace` is health data (decisions §26): only a viewer who administers the tower gets the key;
 * without a viewer (webhooks, the login and session answers) it is left out.
 */
export function presentUser(r: UserRow, viewer?: Viewer): User {
  return {
    uuid: r.uuid,
    id: r.uuid,
    name: r.name,
    email: r.email,
    username: r.username,
    role: r.role,
    building: r.building,
    buildingList: r.building_list,
    adminOf: r.admin_of,
    managerOf: r.manager_of,
    mainGroup: r.main_group,
    groupList: r.group_list,
    manager: r.manager,
    director: r.director,
    parkingRight: r.parking_right,
    confirmed: r.confirmed,
    valid: r.valid,
    graded: r.graded,
    phoneNumber: r.phone_number,
    departmentName: r.department_name,
    officeFloor: r.office_floor,
    officeRoom: r.office_room,
    language: r.language,
    ...(r.erased_at ? { erased: true } : {}),
    ...(viewer && isAdminOf(viewer, TOWER) ? { accessibleSpace: r.accessible_space } : {}),
  };
}

/** presentUser for one viewer, for lists (`rows.map(presentUserFor(me.actor))`). */
export const presentUserFor =
  (viewer: Viewer) =>
  (r: UserRow): User =>
    presentUser(r, viewer);
