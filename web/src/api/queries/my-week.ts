import { keepPreviousData, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { absencesOf, deleteAbsence, myWeek, recordAbsence, type AbsenceInput } from '@/api/my-week.js';
import { DESK_BOOKING_STALE } from './desks.js';
import { towerKeys } from './tower.js';
import { useInvalidate } from './use-invalidate.js';
import { weekKeys } from './week-keys.js';

// 'Săptămâna mea' and the absences (decisions §20).

export const absenceKeys = {
  all: ['absences'] as const,
  /** Someone's absences: the caller's (null), or a manager's person's. */
  of: (uuid: string | null) => [...absenceKeys.all, uuid] as const,
};

/**
 * The caller's week from a Monday (null: this week's). Read again whenever it is shown (the pattern's
 * nightly booking and the tower change it unseen), and the week before stays on screen while the next arrives.
 */
export const getWeekQueryOptions = (from: string | null) =>
  queryOptions({ queryKey: weekKeys.of(from), queryFn: () => myWeek(from ?? undefined), staleTime: 0, placeholderData: keepPreviousData });

export const useWeek = (from: string | null) => useQuery(getWeekQueryOptions(from));

/** Someone's absences (null: the caller's); off while `enabled` is false (a closed dialog). */
export const getAbsencesQueryOptions = (uuid: string | null) =>
  queryOptions({ queryKey: absenceKeys.of(uuid), queryFn: () => absencesOf(uuid ?? undefined) });

export const useAbsences = (uuid: string | null, enabled: boolean) => useQuery({ ...getAbsencesQueryOptions(uuid), enabled });

/** What recording or deleting an absence makes stale: the weeks, the absences, the desks it cancelled and the tower's requests. */
const ABSENCE_STALE = [weekKeys.all, absenceKeys.all, ...DESK_BOOKING_STALE, towerKeys.reservations] as const;

/** Records an absence; the answer says what it cancelled and kept. */
export function useRecordAbsence() {
  const refresh = useInvalidate(...ABSENCE_STALE);
  return useMutation({ mutationFn: (body: AbsenceInput) => recordAbsence(body), onSuccess: refresh });
}

export function useDeleteAbsence() {
  const refresh = useInvalidate(...ABSENCE_STALE);
  return useMutation({ mutationFn: deleteAbsence, onSuccess: refresh });
}
