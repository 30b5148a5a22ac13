import {
  actsFor as policyActsFor,
  groupsOf as policyGroupsOf,
  managesGroup as policyManagesGroup,
  mayBookRoom as policyMayBookRoom,
  mayChangeRoomReservation as policyMayChangeRoom,
  maySeeUser as policyMaySeeUser,
} from '../../domain/policy.js';
import type { UserRow } from './presenter.js';
import { actorOf, memberOf } from './subject.js';

// Row-shaped doors to domain/policy.ts, so that server code passes its rows as they are.
export const groupsOf = (u: Pick<UserRow, 'uuid' | 'main_group' | 'group_list'>): string[] => policyGroupsOf(memberOf(u));

export const actsFor = (me: UserRow, other: Pick<UserRow, 'uuid' | 'main_group' | 'group_list'>): boolean => policyActsFor(actorOf(me), memberOf(other));

/** Manages this group (role admin manages every group). */
export const managesGroup = (me: UserRow, groupId: string): boolean => policyManagesGroup(actorOf(me), groupId);

export const maySeeUser = (me: UserRow, other: UserRow): boolean => policyMaySeeUser(actorOf(me), { ...actorOf(other), ...memberOf(other) });

export const mayChangeRoomReservation = (me: UserRow, r: { uuid: string }): boolean => policyMayChangeRoom(me, r.uuid);

export const mayBookRoom = (me: UserRow, room: { groups_id_list: string[] }): boolean => policyMayBookRoom(me, groupsOf(me), room.groups_id_list);
