import type { User } from '../../domain/schemas/accounts-answers.js';

export interface UserRow {
  uuid: string;
  username: string;
  name: string;
  email: string;
  password_hash: string;
  role: User['role'];
  main_group: string | null;
  group_list: string[];
  manager_of: string[];
  building: string;
  building_list: string[];
  admin_of: string[];
  manager: string | null;
  director: string | null;
  parking_right: boolean;
  confirmed: boolean;
  valid: boolean;
  graded: boolean;
  phone_number: string | null;
  department_name: string | null;
  office_floor: string | null;
  office_room: string | null;
}

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
  };
}
