import { useMutation } from '@tanstack/react-query';
import { errorMessage } from '@/api/client.js';
import { towerKeys } from '@/api/queries/tower.js';
import { cancelParking } from '@/api/tower.js';
import type { TowerReservationRow } from '@/api/tower-statistics.js';
import { ConfirmDialog } from '@/components/confirm-dialog.js';
import { useNotify } from '@/components/snackbar-provider.js';
import { useInvalidate } from '@/api/queries/use-invalidate.js';
import { ADMIN_RESERVATIONS_UI } from './admin-reservations-messages.js';
import { deleteWarning } from './admin-reservation-rules.js';

/**
 * Deletes (cancels) a live request after asking; the question says what happens to an absence.
 * Nothing offers to undo it: a request made again would queue anew and the forgiven
 * indiscipline would not come back.
 */
export function DeleteReservationDialog({ row, onClose }: { row: TowerReservationRow | null; onClose(): void }) {
  const notify = useNotify();
  const refresh = useInvalidate(towerKeys.all);
  const remove = useMutation({
    mutationFn: (id: string) => cancelParking(id),
    onSuccess: async () => {
      await refresh();
      notify.success(ADMIN_RESERVATIONS_UI.deleted);
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
      title="Ștergeți rezervarea?"
      text={row ? deleteWarning(row) : ''}
      error={remove.isError ? `${ADMIN_RESERVATIONS_UI.deleteFailed} ${errorMessage(remove.error)}` : null}
      confirmLabel="Da, ștergeți"
      cancelLabel="Nu"
      pending={remove.isPending}
      onConfirm={() => row && remove.mutate(row._id)}
      onClose={close}
    />
  );
}
