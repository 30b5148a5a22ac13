import { useMutation } from '@tanstack/react-query';
import { updateDesk } from '@/api/desks-admin.js';
import { deskKeys } from '@/api/queries/desks.js';
import { adminGroupKeys } from '@/api/queries/groups-admin.js';
import { projectKeys } from '@/api/queries/projects.js';
import { useNotify } from '@/components/snackbar-provider.js';
import { flexAdmin } from '@/i18n/flex-admin.js';
import { translate } from '@/i18n/i18n.js';
import { useServerTime } from '@/lib/server-time.js';
import { useInvalidate } from '@/api/queries/use-invalidate.js';
import { useDesksOfDay } from '@/features/birouri/use-booking-data.js';

/** Every desk of the building as the map shows it today (the server's today): the map's own query. */
export function useAdminDesks() {
  const time = useServerTime();
  return useDesksOfDay(time.ready ? time.today() : null);
}

/** Saves a desk's groups or holder; the maps, the groups' and the projects' desk lists then reload. */
export function useUpdateDesk() {
  const notify = useNotify();
  const refresh = useInvalidate(deskKeys.all, adminGroupKeys.all, projectKeys.all);
  return useMutation({
    mutationFn: updateDesk,
    onSuccess: async () => {
      notify.success(translate(flexAdmin, 'flexAdmin.desk.saved'));
      await refresh();
    },
  });
}
