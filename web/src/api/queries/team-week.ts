import { keepPreviousData, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { bookDesk } from '@/api/desks.js';
import { DESK_BOOKING_STALE } from './desks.js';
import { useInvalidate } from './use-invalidate.js';
import { TEAM_WEEK_KEY } from './week-keys.js';
import { teamWeek } from '@/api/team.js';

// The team's week and the manager's planning (following: queries/colleagues.ts useFollow) (decisions §21; the page is features/birouri/team/). The team's week is kept under the week's keys:
// whatever makes 'Săptămâna mea' stale (a desk booked or cancelled, an absence) makes it stale too.

export const teamKeys = {
  /** Every group's every week. */
  all: TEAM_WEEK_KEY,
  /** A group's week from a Monday; null: this week, and the caller's main group. */
  of: (from: string | null, groupId: string | null) => [...teamKeys.all, from, groupId] as const,
};

/** A group's week, read again whenever shown; the week before stays on screen while the next arrives. */
export const getTeamWeekQueryOptions = (from: string | null, groupId: string | null, enabled = true) =>
  queryOptions({
    queryKey: teamKeys.of(from, groupId),
    queryFn: () => teamWeek({ ...(from ? { from } : {}), ...(groupId ? { groupId } : {}) }),
    staleTime: 0,
    placeholderData: keepPreviousData,
    enabled,
  });

export const useTeamWeek = (from: string | null, groupId: string | null, enabled: boolean) =>
  useQuery(getTeamWeekQueryOptions(from, groupId, enabled));

/** A manager books a desk of the group for one of its people; the maps, the lists and the weeks are read again. */
export function usePlanDesk() {
  const refresh = useInvalidate(...DESK_BOOKING_STALE);
  return useMutation({
    mutationFn: (b: { deskId: string; day: string; uuid: string | undefined; groupId: string }) =>
      bookDesk({ deskId: b.deskId, reservationDate: b.day, groupId: b.groupId, ...(b.uuid ? { uuid: b.uuid } : {}) }),
    onSuccess: refresh,
  });
}
