import { APP_REASON, MSG } from '../../domain/messages.js';
import {
  accountRefusal,
  actsFor as policyActsFor,
  groupsOf as policyGroupsOf,
  managesGroup as policyManagesGroup,
  mayBookRoom as policyMayBookRoom,
  mayChangeRoomReservation as policyMayChangeRoom,
  maySeeUser as policyMaySeeUser,
} from '../../domain/policy.js';
import { forbidden } from '../errors.js';
import type { UserRow } from './user-row.js';
import { actorOf, memberOf, type Caller } from './actor.js';

// Row-shaped doors to domain/policy.ts, so that server code passes its rows as they are; the
// caller comes with the domain's view of them already made (me.actor, by the auth hook).
export const groupsOf = (u: Pick<UserRow, 'uuid' | 'main_group' | 'group_list'>): string[] => policyGroupsOf(memberOf(u));

export const actsFor = (me: Caller, other: Pick<UserRow, 'uuid' | 'main_group' | 'group_list'>): boolean =>
  policyActsFor(me.actor, memberOf(other));

/** Manages this group (role admin manages every group). */
export const managesGroup = (me: Caller, groupId: string): boolean => policyManagesGroup(me.actor, groupId);

export const maySeeUser = (me: Caller, other: UserRow): boolean => policyMaySeeUser(me.actor, { ...actorOf(other), ...memberOf(other) });

export const mayChangeRoomReservation = (me: Caller, r: { uuid: string | null }): boolean => policyMayChangeRoom(me.actor, r.uuid);

export const mayBookRoom = (me: Caller, room: { groups_id_list: string[] }): boolean =>
  policyMayBookRoom(me.actor, policyGroupsOf(me.actor), room.groups_id_list);

/**
 * Refuses (403) a change of an account the caller does not administer wholly: every path that
 * changes, deletes, resets or regroups an account asks here (decisions §9, Session 4; #38 point 10).
 */
export function mustAdministerAccount(me: Caller, target: UserRow): void {
  const refusal = accountRefusal(me.actor, actorOf(target));
  if (refusal === 'forbidden') throw forbidden();
  if (refusal) throw forbidden(MSG[refusal], APP_REASON[refusal]);
}
