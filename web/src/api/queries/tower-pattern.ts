import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallInput } from '@domain/api/index.js';
import { apiCall } from '../client.js';
import { towerKeys } from './tower.js';

// The tower's part of the work pattern (decisions §20) on /turn/account. The pattern is one: its key
// is the one the pattern's page ('Zilele mele la birou') reads it under, so either page's save shows in both.

export const towerPatternKeys = {
  pattern: ['pattern'] as const,
};

/** The caller's work pattern (GET /pattern); this page shows its `towerDays` and `carId`. */
export const getTowerPatternQueryOptions = () =>
  queryOptions({ queryKey: towerPatternKeys.pattern, queryFn: () => apiCall('GET /pattern') });

/** Saves the tower's part (the other fields stay as they are) and reads the tower's requests again: a save requests the open days at once. */
export function useSaveTowerPattern() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (change: Pick<CallInput<'POST /pattern/update'>, 'towerDays' | 'carId'>) => apiCall('POST /pattern/update', change),
    onSuccess: async (answer) => {
      qc.setQueryData(towerPatternKeys.pattern, answer.pattern);
      await qc.invalidateQueries({ queryKey: towerKeys.all });
    },
  });
}
