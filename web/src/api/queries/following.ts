import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { following, saveFollowing, type Followed } from '@/api/team.js';

// The colleagues the caller follows (decisions §21): one cache entry, read by the map (their desks'
// cue) and by each desk's dialog; a save writes its answer there, so that both show it at once.

export const FOLLOWING_KEY = ['following'] as const;

export const getFollowingQueryOptions = () => queryOptions({ queryKey: FOLLOWING_KEY, queryFn: following });

/** The list with `uuid` added (follow) or taken out (unfollow). */
export function withFollowed(list: readonly Followed[], uuid: string, follow: boolean): string[] {
  const uuids = list.map((f) => f.uuid).filter((u) => u !== uuid);
  return follow ? [...uuids, uuid] : uuids;
}

/**
 * Follows or stops following one colleague. The call replaces the whole list, so the list is read
 * afresh first (another tab or the team's week may have changed it) and saved with that one change.
 */
export function useFollow() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async ({ uuid, follow }: { uuid: string; follow: boolean }) => saveFollowing(withFollowed(await following(), uuid, follow)),
    onSuccess: (saved) => qc.setQueryData(FOLLOWING_KEY, saved),
  });
}
