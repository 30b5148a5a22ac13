import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { APP_REASON } from '@domain/messages.js';
import { hasReason } from '@/api/client.js';
import { saveGroup } from '@/api/groups-admin.js';
import { useNotify } from '@/components/snackbar-provider.js';
import { adminGroupKeys } from '@/api/queries/groups-admin.js';
import { useInvalidate } from '@/api/queries/use-invalidate.js';
import { flexAdmin } from '@/i18n/flex-admin.js';
import { useRefusalWords } from '@/i18n/refusal-words.js';
import { useT } from '@/i18n/use-t.js';
import { GroupFields } from './group-fields.js';
import { checkGroupDraft, EMPTY_DRAFT, type GroupDraft } from './group-form.js';
import { groupCreatedText, groupCreateFailedText } from './group-words.js';

/**
 * Departament/proiect nou, in the order of flex-office §4: the group is saved first, then its
 * detail page opens to add its users, managers, desks and rooms.
 */
export function NewGroupSection() {
  const t = useT(flexAdmin);
  const refusal = useRefusalWords();
  const notify = useNotify();
  const navigate = useNavigate();
  const invalidate = useInvalidate(adminGroupKeys.all);
  const [draft, setDraft] = useState<GroupDraft>(EMPTY_DRAFT);
  const [touched, setTouched] = useState<Set<keyof GroupDraft>>(new Set());
  const create = useMutation({
    mutationFn: saveGroup,
    onSuccess: async (group) => {
      notify.success(groupCreatedText(group.type));
      await invalidate();
      navigate(`../grupuri/${encodeURIComponent(group._id)}`);
    },
  });

  const checked = checkGroupDraft(draft);
  const problems = checked.ok
    ? {}
    : Object.fromEntries(Object.entries(checked.problems).filter(([k]) => touched.has(k as keyof GroupDraft)));
  const nameTaken = hasReason(create.error, APP_REASON.groupNameTaken);

  function change(next: GroupDraft) {
    const changed = (Object.keys(next) as (keyof GroupDraft)[]).filter((k) => next[k] !== draft[k]);
    setTouched((t) => new Set([...t, ...changed]));
    setDraft(next);
    create.reset();
  }

  function submit(e: FormEvent) {
    e.preventDefault();
    setTouched(new Set(['name', 'type', 'parkingSpots']));
    if (checked.ok && !create.isPending) create.mutate(checked.value);
  }

  return (
    <Stack spacing={2} sx={{ maxWidth: 560 }}>
      <Typography variant="h5" component="h2">
        {t('flexAdmin.console.newGroup')}
      </Typography>
      <Typography color="text.secondary">{t('flexAdmin.group.new.intro')}</Typography>
      <Paper variant="outlined" sx={{ p: 2 }} component="form" noValidate onSubmit={submit} aria-label={t('flexAdmin.group.new.form')}>
        <Stack spacing={2}>
          <GroupFields
            draft={draft}
            onChange={change}
            problems={nameTaken ? { ...problems, name: refusal(create.error) } : problems}
            disabled={create.isPending}
          />
          {create.isError && (
            <Alert severity="error">
              {groupCreateFailedText(draft.type)} {refusal(create.error)}
            </Alert>
          )}
          <Button type="submit" variant="contained" loading={create.isPending} sx={{ alignSelf: 'flex-start' }}>
            {t('flexAdmin.group.new.save')}
          </Button>
        </Stack>
      </Paper>
    </Stack>
  );
}
