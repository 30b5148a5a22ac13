import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { following, nearDesks, saveFollowing, type Followed } from '@/api/team.js';
import { deskKeys } from './desks.js';

// The colleagues the caller follows (decisions §21): one cache entry, read by the map (their desks'
// cue) and by each desk's dialog; a save writes its answer there, so that both show it at once. And
// the desks free near a colleague's, which the map marks ('Rezervați lângă').

export const FOLLOWING_KEY = ['following'] as const;

export const getFollowingQueryOptions = () => queryOptions({ queryKey: FOLLOWING_KEY, queryFn: following });

/**
 * Up to five desks free on `day` near `deskId`, nearest first; not asked for while `deskId` is null.
 * Under the desks' prefix (queries/desks.ts), so that a booking or a live change refreshes it with the maps.
 */
export const getNearDesksQueryOptions = (deskId: string | null, day: string) =>
  queryOptions({ queryKey: [...deskKeys.all, 'near', deskId, day], queryFn: () => nearDesks(deskId!, day), enabled: deskId !== null });

/** The list with `uuid` added last (follow; kept in place when already there) or taken out (unfollow). */
export function withFollowed(list: readonly Followed[], uuid: string, follow: boolean): string[] {
  const uuids = list.map((f) => f.uuid);
  if (follow) return uuids.includes(uuid) ? uuids : [...uuids, uuid];
  return uuids.filter((u) => u !== uuid);
}

/**
 * Follows or stops following one colleague, from the map's desk dialog or the team's week. The call
 * replaces the whole list, so the list is read afresh first (another tab may have changed it) and
 * saved with that one change.
 */
export function useFollow() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async ({ uuid, follow }: { uuid: string; follow: boolean }) => saveFollowing(withFollowed(await following(), uuid, follow)),
    // The map and the team's week read whom the caller follows from this one entry.
    onSuccess: (saved) => qc.setQueryData(FOLLOWING_KEY, saved),
  });
}
