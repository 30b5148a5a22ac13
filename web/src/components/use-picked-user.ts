import { useQuery, useQueryClient } from '@tanstack/react-query';
import { getPickedUserQueryOptions } from '@/api/queries/users-admin.js';
import type { PickedUser } from './user-picker.js';

/**
 * The person a filter in the address names by uuid (lib/url-filters.ts), for its picker: asked
 * once when the page opens on a shared link; a person just picked is remembered, not asked.
 * An unknown uuid gives no person (the picker stays empty).
 */
export function usePickedUser(uuid: string) {
  const client = useQueryClient();
  const info = useQuery(getPickedUserQueryOptions(uuid));
  const remember = (user: PickedUser | null) => {
    if (user) client.setQueryData(getPickedUserQueryOptions(user.uuid).queryKey, user);
  };
  return { user: uuid ? (info.data ?? null) : null, remember };
}
