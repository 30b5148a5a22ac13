import { formatDay } from '@/i18n/dates.js';
import { ConfirmDialog } from '@/components/confirm-dialog.js';
import { cancelErrorText, useCancelDesk } from './use-desk-actions.js';
import { desks } from '@/i18n/desks.js';
import { useRefusalWords } from '@/i18n/refusal-words.js';
import { useT } from '@/i18n/use-t.js';

export interface CancelTarget {
  _id: string;
  deskId: string;
  day: string;
  reservationDate: string;
  name?: string | null;
}

/** Asks before cancelling a desk reservation; a refusal (the 24-hour rule) stays readable in the dialog. */
export function CancelDeskDialog({ target, onClose }: { target: CancelTarget | null; onClose(): void }) {
  const t = useT(desks);
  const cancel = useCancelDesk();
  useRefusalWords(); // cancelErrorText words the 24-hour refusal in the person's language
  const close = () => {
    cancel.reset();
    onClose();
  };
  return (
    <ConfirmDialog
      open={!!target}
      title={t('desks.cancel.title')}
      text={
        target
          ? t(target.name ? 'desks.cancel.questionFor' : 'desks.cancel.question', {
              deskId: target.deskId,
              day: formatDay(target.day),
              name: target.name,
            })
          : ''
      }
      error={cancel.isError ? cancelErrorText(cancel.error) : null}
      cancelLabel={t('desks.action.back')}
      confirmLabel={t('desks.action.cancelBooking')}
      pending={cancel.isPending}
      onConfirm={() => target && cancel.mutate(target, { onSuccess: close })}
      onClose={close}
    />
  );
}
