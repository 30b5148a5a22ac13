import type { Group, UserInfo } from '../../../domain/schemas/accounts.js';
import type { GroupUpdateBody } from '../../../domain/schemas/groups.js';
import { api } from './client.js';

// The groups administration of decisions §9 (administrators of the flexible office).

/** A desk as a group's detail lists it. */
export interface GroupDesk {
  deskId: string;
  floor: number;
  groupsIdList: string[];
  type: 'Reserved' | 'Manager' | null;
  manager: string | null;
}

export interface GroupRoom {
  id: string;
  name: string;
  floor: number;
}

/** A group as the administration reads and saves it: with the version an update sends back (issue #20). */
export type VersionedGroup = Group & { version: string };

/** GET /groups/{id}: the group with its four membership lists. */
export interface GroupDetails {
  group: VersionedGroup;
  users: UserInfo[];
  managers: UserInfo[];
  desks: GroupDesk[];
  rooms: GroupRoom[];
}

/** Every group (both buildings; the consoles keep their own). */
export const allGroups = async (signal?: AbortSignal) => (await api.get<{ groups: Group[] }>('/groups/', { signal })).groups;

export const groupDetails = (id: string, signal?: AbortSignal) => api.get<GroupDetails>(`/groups/${encodeURIComponent(id)}`, { signal });

/** Creates (no `_id`) or changes a group as read at `version`; the lists sent are the whole new membership. */
export const saveGroup = (body: GroupUpdateBody) => api.post<VersionedGroup>('/groups/update', body);

export const deleteGroup = (id: string) => api.post<{ _id: string }>('/groups/delete', { _id: id });

/** Query keys: every groups query starts with GROUPS_KEY, so that one invalidation refreshes them all. */
export const GROUPS_KEY = ['admin-groups'] as const;
