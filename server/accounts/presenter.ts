import type { User } from '../../domain/schemas/accounts-answers.js';
import type { UserRow } from '../identity/user-row.js';

/** The API shape of a user (component User); never the row itself (no password hash leaves the server). */
export function presentUser(r: UserRow): User {
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
  };
}
