import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { APP_REASON } from '@domain/messages.js';
import type { Group } from '@domain/schemas/accounts.js';
import { hasReason } from '@/api/client.js';
import { saveGroup, type VersionedGroup } from '@/api/groups-admin.js';
import { useNotify } from '@/components/snackbar-provider.js';
import { adminGroupKeys } from '@/api/queries/groups-admin.js';
import { useInvalidate } from '@/api/queries/use-invalidate.js';
import { flexAdmin } from '@/i18n/flex-admin.js';
import { translate } from '@/i18n/i18n.js';
import { useRefusalWords } from '@/i18n/refusal-words.js';
import { useT } from '@/i18n/use-t.js';
import { GroupFields } from './group-fields.js';
import { changedFields, checkGroupDraft, draftOf, type GroupDraft } from './group-form.js';
import { groupChangedNotice } from './group-members.js';

/** The sentence of flex-office §8 that fits what a save changed: the parking settings alone have their own. */
const savedText = (changed: string[]): string =>
  changed.length === 1 && changed[0] === 'parkingSpots'
    ? translate(flexAdmin, 'flexAdmin.group.parkingUpdated')
    : translate(flexAdmin, 'flexAdmin.group.updated');

/**
 * A group's settings (name, type) and parking settings (parkingSpots), saved together with the
 * sentence of flex-office §8 that fits what changed. A refusal keeps what was typed.
 */
export function GroupSettingsCard({ group }: { group: VersionedGroup }) {
  const t = useT(flexAdmin);
  const refusal = useRefusalWords();
  const notify = useNotify();
  const invalidate = useInvalidate(adminGroupKeys.all);
  const [draft, setDraft] = useState<GroupDraft>(() => draftOf(group));
  const checked = checkGroupDraft(draft);
  const saved = draftOf(group);
  const dirty = (Object.keys(draft) as (keyof GroupDraft)[]).some((k) => draft[k].trim() !== saved[k]);
  const save = useMutation({
    mutationFn: (value: { name: string; type: Group['type']; parkingSpots: number }) =>
      saveGroup({ _id: group._id, version: group.version, ...value }),
    onSuccess: async (after, value) => {
      notify.success(savedText(changedFields(group, value)));
      setDraft(draftOf(after));
      await invalidate();
    },
    // Changed by someone else since it was read: reload it; what was typed stays, to be saved again.
    onError: async (e) => {
      if (hasReason(e, APP_REASON.groupChanged)) await invalidate();
    },
  });
  const changedMeanwhile = hasReason(save.error, APP_REASON.groupChanged);
  // flex-office §8 has its own failure sentence for the parking settings.
  const parkingOnly = !!save.variables && changedFields(group, save.variables).join() === 'parkingSpots';
  const nameTaken = hasReason(save.error, APP_REASON.groupNameTaken);
  const problems = checked.ok ? {} : checked.problems;

  function submit(e: FormEvent) {
    e.preventDefault();
    if (checked.ok && dirty && !save.isPending) save.mutate(checked.value);
  }

  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="form" noValidate onSubmit={submit} aria-label={t('flexAdmin.group.settings.label')}>
      <Stack spacing={2}>
        <Typography variant="h6" component="h3">
          {t('flexAdmin.group.settings.title')}
        </Typography>
        <GroupFields
          draft={draft}
          onChange={(d) => {
            setDraft(d);
            save.reset();
          }}
          problems={nameTaken ? { ...problems, name: refusal(save.error) } : problems}
          disabled={save.isPending}
        />
        {save.isError && (
          <Alert severity="error">
            {changedMeanwhile
              ? groupChangedNotice()
              : parkingOnly
                ? `${t('flexAdmin.group.parkingFailed')} ${refusal(save.error)}`
                : refusal(save.error)}
          </Alert>
        )}
        <Stack direction="row" spacing={1}>
          <Button type="submit" variant="contained" disabled={!checked.ok || !dirty} loading={save.isPending}>
            {t('flexAdmin.save')}
          </Button>
          <Button disabled={!dirty || save.isPending} onClick={() => setDraft(saved)}>
            {t('flexAdmin.discardChanges')}
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
