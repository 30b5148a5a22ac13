import { queryOptions } from '@tanstack/react-query';
import { allGroups, GROUPS_KEY } from '../../../../api/groups-admin.js';

/** Every group, for the users' pickers and the users list's departments (under GROUPS_KEY: a groups change refreshes it). */
export const allGroupsQuery = queryOptions({
  queryKey: [...GROUPS_KEY, 'all'],
  queryFn: ({ signal }) => allGroups(signal),
  staleTime: 60_000,
});
