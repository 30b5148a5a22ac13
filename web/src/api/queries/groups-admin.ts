import { queryOptions } from '@tanstack/react-query';
import { allGroups, groupDetails } from '@/api/groups-admin.js';
import { listProviderGroups } from '@/api/provider-groups.js';
import { deskKeys } from './desks.js';
import { projectKeys } from './projects.js';
import { roomKeys } from './rooms.js';
import { userKeys } from './users-admin.js';

// The groups administration of decisions §9 (administrators of the flexible office).

export const adminGroupKeys = {
  /** Every query of the consoles' groups: one invalidation refreshes them all. */
  all: ['admin-groups'] as const,
  list: () => [...adminGroupKeys.all, 'all'] as const,
  detail: (id: string) => [...adminGroupKeys.all, 'detail', id] as const,
  /** The mapping of the identity provider's groups (decisions §25): under `all`, since a group deleted leaves it. */
  providerGroups: () => [...adminGroupKeys.all, 'provider-groups'] as const,
};

/**
 * What a change of a group or its members makes stale: the consoles' groups, users (their groups)
 * and projects, the maps (who may book a desk) and the room lists (whose rooms).
 */
export const GROUP_CHANGE_STALE = [adminGroupKeys.all, userKeys.all, projectKeys.all, deskKeys.all, roomKeys.all] as const;

/** Every group, both buildings (the consoles' pickers, the users list's departments). */
export const getAllGroupsQueryOptions = () =>
  queryOptions({ queryKey: adminGroupKeys.list(), queryFn: ({ signal }) => allGroups(signal), staleTime: 60_000 });

export const getGroupDetailsQueryOptions = (id: string) =>
  queryOptions({ queryKey: adminGroupKeys.detail(id), queryFn: ({ signal }) => groupDetails(id, signal) });

export const getProviderGroupsQueryOptions = () =>
  queryOptions({ queryKey: adminGroupKeys.providerGroups(), queryFn: ({ signal }) => listProviderGroups(signal) });
