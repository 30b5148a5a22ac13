import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { desksOfGroup } from '@/api/desks.js';
import { saveWorkPattern, type PatternChange, type PatternSaved, type WorkPattern } from '@/api/pattern.js';
import { DESK_BOOKING_STALE } from './desks.js';
import { getPatternQueryOptions, PATTERN_KEY } from './pattern-keys.js';

export { getPatternQueryOptions };

// The work pattern (decisions §20): 'Zilele mele la birou', and the booking panel's 'Rezervați în
// fiecare …' and 'Adăugați la birourile preferate'.

export const patternKeys = {
  all: PATTERN_KEY,
  /** The desks of the person's groups on a day, from which favourites are chosen. */
  desks: (groupIds: readonly string[] | null, day: string | null) => ['pattern-desks', day, ...(groupIds ?? [])] as const,
};

export const usePattern = () => useQuery(getPatternQueryOptions());

/** The desks of each of the person's groups on a day (one list per group); off while either is unknown. */
export const getOpenDesksQueryOptions = (groupIds: readonly string[] | null, day: string | null) =>
  queryOptions({
    queryKey: patternKeys.desks(groupIds, day),
    queryFn: () => Promise.all(groupIds!.map((g) => desksOfGroup(g, day!))),
    enabled: !!groupIds && !!day,
  });

/**
 * After a save: the answer's pattern becomes the cache's, and the desks' maps and lists are read again,
 * since a saved pattern books at once (its first run).
 */
async function saved(qc: QueryClient, answer: PatternSaved): Promise<void> {
  qc.setQueryData(patternKeys.all, answer.pattern);
  await Promise.all(DESK_BOOKING_STALE.map((queryKey) => qc.invalidateQueries({ queryKey })));
}

/** Saves the page's pattern. */
export function useSavePattern() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: saveWorkPattern, onSuccess: (answer) => saved(qc, answer) });
}

/**
 * A change merged into the pattern as the server has it now (read again, not the cache's, which
 * another tab may have made old): `merge` makes the change from it, or null to save nothing. Answers
 * the save's answer, or null when nothing was saved.
 */
export function useMergeIntoPattern() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (merge: (current: WorkPattern) => PatternChange | null): Promise<PatternSaved | null> => {
      const change = merge(await qc.fetchQuery({ ...getPatternQueryOptions(), staleTime: 0 }));
      return change ? saveWorkPattern(change) : null;
    },
    // The maps and lists are read again after the panel has said what was saved, not before.
    onSuccess: (answer) => void (answer && saved(qc, answer)),
  });
}
