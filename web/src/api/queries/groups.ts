import { queryOptions } from '@tanstack/react-query';
import { getAllGroups, getMyGroups } from '@/api/accounts.js';

// The booking screen's groups (the consoles' are in groups-admin.ts).

export const groupKeys = {
  /** The groups whose maps the caller may open: all of them for administrators, else their own. */
  ofMaps: (all: boolean) => ['groups', all ? 'all' : 'mine'] as const,
};

/** The groups whose maps the caller may open (`all`: an administrator's). */
export const getMapGroupsQueryOptions = (all: boolean) =>
  queryOptions({ queryKey: groupKeys.ofMaps(all), queryFn: () => (all ? getAllGroups() : getMyGroups()) });
