import { formatDay } from '@domain/time.js';
import { ConfirmDialog } from '@/components/confirm-dialog.js';
import { cancelErrorText, useCancelDesk } from './use-desk-actions.js';

export interface CancelTarget {
  _id: string;
  deskId: string;
  day: string;
  reservationDate: string;
  name?: string | null;
}

/** Asks before cancelling a desk reservation; a refusal (the 24-hour rule) stays readable in the dialog. */
export function CancelDeskDialog({ target, onClose }: { target: CancelTarget | null; onClose(): void }) {
  const cancel = useCancelDesk();
  const close = () => {
    cancel.reset();
    onClose();
  };
  return (
    <ConfirmDialog
      open={!!target}
      title="Anulare rezervare"
      text={
        target ? `Anulați rezervarea biroului ${target.deskId} din ${formatDay(target.day)}${target.name ? ` (${target.name})` : ''}?` : ''
      }
      error={cancel.isError ? cancelErrorText(cancel.error) : null}
      cancelLabel="Renunțați"
      confirmLabel="Anulați rezervarea"
      pending={cancel.isPending}
      onConfirm={() => target && cancel.mutate(target, { onSuccess: close })}
      onClose={close}
    />
  );
}
