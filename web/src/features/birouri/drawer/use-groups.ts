import { useQuery } from '@tanstack/react-query';
import { OFFICE } from '@domain/buildings.js';
import type { Group } from '@domain/schemas/accounts.js';
import { getMapGroupsQueryOptions } from '@/api/queries/groups.js';
import { useUser } from '@/lib/session.js';

/** The groups whose maps a user may open: all of the building's for administrators, else their own. */
export function useFlexGroups() {
  const user = useUser();
  return useQuery({
    ...getMapGroupsQueryOptions(user.role === 'admin'),
    select: (g): Group[] => g.groups.filter((x) => x.building === OFFICE),
  });
}
