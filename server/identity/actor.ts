import type { Actor, Member } from '../../domain/policy.js';
import type { UserRow } from './user-row.js';

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

/**
 * The signed-in person of a request: their row, and the domain's view of them (`actor`), made
 * once by the auth hook (http/auth.ts). Services ask domain/policy.ts with `me.actor`; the
 * rows of other people (a reservation's occupant, a user being edited) go through actorOf.
 */
export type Caller = UserRow & { readonly actor: Actor & Member };

export const callerOf = (u: UserRow): Caller => ({ ...u, actor: { ...actorOf(u), ...memberOf(u) } });
