import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallInput } from '@domain/api/index.js';
import { apiCall } from '../client.js';
import { PATTERN_KEY } from './pattern-keys.js';
import { towerKeys } from './tower.js';

// The tower's part of the work pattern (decisions §20) on /turn/account: the pattern's one cache
// entry (pattern-keys.ts), of which this page shows `towerDays` and `carId`.

/** Saves the tower's part (the other fields stay as they are) and reads the tower's requests again: a save requests the open days at once. */
export function useSaveTowerPattern() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (change: Pick<CallInput<'POST /pattern/update'>, 'towerDays' | 'carId'>) => apiCall('POST /pattern/update', change),
    onSuccess: async (answer) => {
      qc.setQueryData(PATTERN_KEY, answer.pattern);
      await qc.invalidateQueries({ queryKey: towerKeys.all });
    },
  });
}
