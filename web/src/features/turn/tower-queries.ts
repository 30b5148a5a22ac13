import { useMutation, useQuery } from '@tanstack/react-query';
import { TOWER } from '@domain/buildings.js';
import { settingsOfBuilding } from '@domain/settings.js';
import { reAddBlockDays } from '@domain/tower/validators.js';
import { getSettingsQueryOptions } from '@/api/queries/settings.js';
import { getMyCarsQueryOptions, getReservationsOfQueryOptions, towerKeys } from '@/api/queries/tower.js';
import { cancelParking } from '@/api/tower.js';
import { useNotify } from '@/components/snackbar-provider.js';
import { useInvalidate } from '@/api/queries/use-invalidate.js';
import { tower } from '@/i18n/tower.js';
import { translate } from '@/i18n/i18n.js';
import { useUser } from '@/lib/session.js';

// The data the tower pages share, cached under towerKeys (api/queries/tower.ts).

/** The tower's settings the pages need, from the one GET /config cache, with the defaults of domain/settings. */
export function useTowerSettings() {
  return useQuery({
    ...getSettingsQueryOptions(),
    staleTime: 60_000,
    select: (list) => {
      const s = settingsOfBuilding(list, TOWER);
      return {
        fridayCutoffHour: s.fridayCutoffHour,
        confirmationDeadlineHour: s.confirmationDeadlineHour,
        reAddDays: reAddBlockDays(s.carCanBeAddedAgainAfterDays),
      };
    },
  });
}

export function useMyCars() {
  return useQuery(getMyCarsQueryOptions());
}

export function useMyReservations() {
  const user = useUser();
  return useQuery(getReservationsOfQueryOptions(user.uuid));
}

/** Cancels a parking request (calendar dialog, e-mailed link) and reloads the tower's data; its callers call useT(tower). */
export function useCancelParking() {
  const notify = useNotify();
  const refresh = useInvalidate(towerKeys.all);
  return useMutation({
    mutationFn: (id: string) => cancelParking(id),
    onSuccess: async () => {
      await refresh();
      notify.success(translate(tower, 'tower.ui.cancelled'));
    },
    onError: () => notify.error(translate(tower, 'tower.words.cancelFailed')),
  });
}
