import { useQuery } from '@tanstack/react-query';
import { OFFICE } from '@domain/buildings.js';
import type { Group } from '@domain/schemas/accounts.js';
import { getMyGroups, type MyGroups } from '@/api/accounts.js';
import { api } from '@/api/client.js';
import { useUser } from '@/lib/session.js';

/** The groups whose maps a user may open: all of the building's for administrators, else their own. */
export function useFlexGroups() {
  const user = useUser();
  const admin = user.role === 'admin';
  return useQuery({
    queryKey: ['groups', admin ? 'all' : 'mine'],
    queryFn: () => (admin ? api.get<MyGroups>('/groups/') : getMyGroups()),
    select: (g): Group[] => g.groups.filter((x) => x.building === OFFICE),
  });
}
