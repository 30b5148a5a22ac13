import { useState, type FormEvent } from 'react';
import { FormDialog } from '@/components/form-dialog.js';
import { useNotify } from '@/components/snackbar-provider.js';
import { plans } from '@/i18n/plans.js';
import { useRefusalWords } from '@/i18n/refusal-words.js';
import { useT } from '@/i18n/use-t.js';
import { GroupsField, useOfficeGroups } from '../office-groups.js';
import type { PlanItem } from './plan-edits.js';
import { PLAN_WORDS } from './plan-words.js';
import { place, useLayoutRefresh } from './use-plan-writes.js';

/** The groups of the items they share, to begin with: none when they differ. */
const sharedGroups = (items: PlanItem[]) => {
  const first = items[0]?.groupsIdList ?? [];
  const same = items.every((i) => i.groupsIdList.length === first.length && i.groupsIdList.every((g) => first.includes(g)));
  return same ? first : [];
};

/** The groups whose members may book the selected desks and rooms, given to all of them at once. */
export function GroupItemsDialog({ items, onClose }: { items: PlanItem[]; onClose(): void }) {
  const groups = useOfficeGroups();
  const t = useT(plans);
  const refusal = useRefusalWords(); // a refusal by its reason, in the person's language
  const notify = useNotify();
  const refresh = useLayoutRefresh();
  const [chosen, setChosen] = useState<string[]>(() => sharedGroups(items));
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setPending(true);
    setError(null);
    try {
      for (const i of items)
        await place(
          i.kind === 'desk'
            ? { kind: 'desk', body: { deskId: i.id, groupsIdList: chosen } }
            : { kind: 'room', body: { id: i.id, groupsIdList: chosen } },
        );
      notify.success(PLAN_WORDS.groupsSaved(items.length));
      onClose();
    } catch (err) {
      setError(refusal(err));
    } finally {
      setPending(false);
      await refresh();
    }
  };

  return (
    <FormDialog
      title={t('plans.editor.selectionGroups')}
      onClose={onClose}
      onSubmit={(e) => void submit(e)}
      pending={pending}
      error={error}
      submitLabel={t('plans.groups.save')}
    >
      <GroupsField
        label={t('plans.groupsField')}
        value={chosen}
        onChange={setChosen}
        groups={groups.data ?? []}
        helperText={chosen.length === 0 ? t('plans.groups.none') : t('plans.groups.some')}
      />
    </FormDialog>
  );
}
