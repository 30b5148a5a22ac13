import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { calendarFeedStatus, createCalendarFeed, revokeCalendarFeed } from '@/api/calendar.js';

// The calendar feed of the user menu (decisions §15).

export const calendarKeys = {
  all: ['calendar-feed'] as const,
};

/** Whether the caller has a calendar address, and since when. */
export const getCalendarFeedQueryOptions = () => queryOptions({ queryKey: calendarKeys.all, queryFn: calendarFeedStatus });

/** The state of the caller's address; off while `enabled` is false (a closed dialog). */
export const useCalendarFeed = (enabled: boolean) => useQuery({ ...getCalendarFeedQueryOptions(), enabled });

/** Makes a new address (the old one stops working); the state is read again. */
export function useCreateCalendarFeed() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: createCalendarFeed, onSuccess: () => qc.invalidateQueries({ queryKey: calendarKeys.all }) });
}

/** Revokes the address; the answer is the new state. */
export function useRevokeCalendarFeed() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: revokeCalendarFeed, onSuccess: (state) => qc.setQueryData(calendarKeys.all, state) });
}
