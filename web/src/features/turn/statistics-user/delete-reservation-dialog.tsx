import { useMutation } from '@tanstack/react-query';
import { errorMessage } from '@/api/client.js';
import { towerKeys } from '@/api/queries/tower.js';
import { cancelParking } from '@/api/tower.js';
import type { TowerReservationRow } from '@/api/tower-statistics.js';
import { ConfirmDialog } from '@/components/confirm-dialog.js';
import { useNotify } from '@/components/snackbar-provider.js';
import { useInvalidate } from '@/api/queries/use-invalidate.js';
import { towerStatistics } from '@/i18n/tower-statistics.js';
import { useT } from '@/i18n/use-t.js';
import { deleteWarning } from './admin-reservation-rules.js';

/**
 * Deletes (cancels) a live request after asking; the question says what happens to an absence.
 * Nothing offers to undo it: a request made again would queue anew and the forgiven
 * indiscipline would not come back.
 */
export function DeleteReservationDialog({ row, onClose }: { row: TowerReservationRow | null; onClose(): void }) {
  const t = useT(towerStatistics);
  const notify = useNotify();
  const refresh = useInvalidate(towerKeys.all);
  const remove = useMutation({
    mutationFn: (id: string) => cancelParking(id),
    onSuccess: async () => {
      await refresh();
      notify.success(t('towerStatistics.delete.done'));
      close();
    },
  });
  function close() {
    remove.reset();
    onClose();
  }
  return (
    <ConfirmDialog
      open={row !== null}
      title={t('towerStatistics.delete.title')}
      text={row ? deleteWarning(row) : ''}
      error={remove.isError ? `${t('towerStatistics.delete.failed')} ${errorMessage(remove.error)}` : null}
      confirmLabel={t('towerStatistics.delete.yes')}
      cancelLabel={t('towerStatistics.delete.no')}
      pending={remove.isPending}
      onConfirm={() => row && remove.mutate(row._id)}
      onClose={close}
    />
  );
}
