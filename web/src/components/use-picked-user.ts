import { useQuery, useQueryClient } from '@tanstack/react-query';
import { USERS_KEY, userInfo } from '../api/users-admin.js';
import type { PickedUser } from './user-picker.js';

/**
 * The person a filter in the address names by uuid (lib/url-filters.ts), for its picker: asked
 * once when the page opens on a shared link; a person just picked is remembered, not asked.
 * An unknown uuid gives no person (the picker stays empty).
 */
export function usePickedUser(uuid: string) {
  const client = useQueryClient();
  const key = (id: string) => [...USERS_KEY, 'picked', id];
  const info = useQuery({
    queryKey: key(uuid),
    queryFn: async (): Promise<PickedUser> => {
      const u = await userInfo(uuid);
      return { uuid: u.uuid, name: u.name, email: u.email };
    },
    enabled: uuid !== '',
    staleTime: Infinity,
    retry: false,
  });
  const remember = (user: PickedUser | null) => {
    if (user) client.setQueryData(key(user.uuid), user);
  };
  return { user: uuid ? (info.data ?? null) : null, remember };
}
