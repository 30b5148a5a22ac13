import type { Actor, Member } from '../../domain/policy.js';
import type { UserRow } from './presenter.js';

// A user row as domain/policy.ts sees it: the server's checks and the web's guards run the same rules.
export const actorOf = (u: UserRow): Actor => ({
  uuid: u.uuid,
  role: u.role,
  building: u.building,
  buildingList: u.building_list,
  adminOf: u.admin_of,
  managerOf: u.manager_of,
});

export const memberOf = (u: Pick<UserRow, 'uuid' | 'main_group' | 'group_list'>): Member => ({
  uuid: u.uuid,
  mainGroup: u.main_group,
  groupList: u.group_list,
});
