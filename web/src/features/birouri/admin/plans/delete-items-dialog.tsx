import { useEffect, useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog.js';
import { useNotify } from '@/components/snackbar-provider.js';
import { plans } from '@/i18n/plans.js';
import { useRefusalWords } from '@/i18n/refusal-words.js';
import { useT } from '@/i18n/use-t.js';
import type { PlanItem } from './plan-edits.js';
import { deletedText, deletionText, roomWords } from './plan-words.js';
import { deleteItem, useLayoutRefresh } from './use-plan-writes.js';

interface Props {
  items: PlanItem[];
  onClose(): void;
  /** The items are gone: the selection is let go. */
  onDeleted(): void;
}

/**
 * Deleting desks and rooms, asked first: the question says how many future reservations would be
 * cancelled (each deletion's dry run) and that their holders will be e-mailed.
 */
export function DeleteItemsDialog({ items, onClose, onDeleted }: Props) {
  const t = useT(plans);
  const refusal = useRefusalWords(); // a refusal by its reason, in the person's language
  const notify = useNotify();
  const refresh = useLayoutRefresh();
  const [cancelled, setCancelled] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  useEffect(() => {
    let live = true;
    void (async () => {
      try {
        let n = 0;
        for (const i of items) n += (await deleteItem(i.kind, i.id, true)).cancelled;
        if (live) setCancelled(n);
      } catch (e) {
        if (live) setError(refusal(e));
      }
    })();
    return () => {
      live = false;
    };
  }, [items]);

  const confirm = async () => {
    setPending(true);
    let n = 0;
    let done = 0;
    try {
      for (const i of items) {
        n += (await deleteItem(i.kind, i.id, false)).cancelled;
        done++;
      }
      notify.success(deletedText(done, n));
      onDeleted();
    } catch (e) {
      // What was deleted before the refusal stays deleted: the plan shows it after the refresh.
      setError(refusal(e));
    } finally {
      setPending(false);
      await refresh();
    }
  };

  const desks = items.filter((i) => i.kind === 'desk').length;
  return (
    <ConfirmDialog
      open
      title={
        items.length === 1
          ? desks
            ? t('plans.deleteItems.desk', { id: items[0].id })
            : t('plans.deleteItems.room', { room: roomWords().the(items[0].label) })
          : t('plans.deleteItems.many')
      }
      text={deletionText(desks, items.length - desks, cancelled)}
      error={error}
      confirmLabel={t('plans.delete')}
      cancelLabel={t('plans.cancel')}
      pending={pending || (cancelled === null && !error)}
      onConfirm={() => void confirm()}
      onClose={onClose}
    />
  );
}
