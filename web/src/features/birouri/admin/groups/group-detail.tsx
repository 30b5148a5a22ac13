import ArrowBack from '@mui/icons-material/ArrowBack';
import DeleteForever from '@mui/icons-material/DeleteForever';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { deleteGroup } from '@/api/groups-admin.js';
import { GROUP_CHANGE_STALE, getGroupDetailsQueryOptions } from '@/api/queries/groups-admin.js';
import { ConfirmDialog } from '@/components/confirm-dialog.js';
import { flexAdmin } from '@/i18n/flex-admin.js';
import { useRefusalWords } from '@/i18n/refusal-words.js';
import { useNotify } from '@/components/snackbar-provider.js';
import { useInvalidate } from '@/api/queries/use-invalidate.js';
import { translate } from '@/i18n/i18n.js';
import { useT } from '@/i18n/use-t.js';
import { GroupMemberPanels } from './group-member-panels.js';
import { deleteGroupText } from './group-members.js';
import { GroupSettingsCard } from './group-settings-card.js';
import { groupHeading } from './group-words.js';

/** A group's detail: its settings and parking spots, its four membership lists, and its deletion. */
export function GroupDetail() {
  const t = useT(flexAdmin);
  const refusal = useRefusalWords();
  const { groupId = '' } = useParams();
  const navigate = useNavigate();
  const notify = useNotify();
  const refresh = useInvalidate(...GROUP_CHANGE_STALE);
  const [asking, setAsking] = useState(false);
  const details = useQuery(getGroupDetailsQueryOptions(groupId));
  const remove = useMutation({
    mutationFn: () => deleteGroup(groupId),
    onSuccess: async () => {
      setAsking(false);
      notify.success(translate(flexAdmin, 'flexAdmin.group.deleted'));
      navigate('..', { relative: 'path' });
      await refresh();
    },
  });

  const back = (
    <Button component={RouterLink} to=".." relative="path" startIcon={<ArrowBack />} sx={{ alignSelf: 'flex-start' }}>
      {t('flexAdmin.group.back')}
    </Button>
  );
  if (details.isPending) return <CircularProgress aria-label={t('flexAdmin.group.loading')} />;
  if (details.isError) {
    return (
      <Stack spacing={2}>
        {back}
        <Alert severity="error">{refusal(details.error)}</Alert>
      </Stack>
    );
  }
  const d = details.data;

  return (
    <Stack spacing={2}>
      {back}
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h2">
          {groupHeading(d.group)}
        </Typography>
        <Button color="error" variant="outlined" startIcon={<DeleteForever />} onClick={() => setAsking(true)}>
          {t('flexAdmin.group.delete')}
        </Button>
      </Stack>
      <GroupSettingsCard key={d.group._id} group={d.group} />
      <GroupMemberPanels details={d} />
      <ConfirmDialog
        open={asking}
        title={t('flexAdmin.group.deleteTitle', { name: d.group.name })}
        text={deleteGroupText(d)}
        error={remove.error ? refusal(remove.error) : null}
        confirmLabel={t('flexAdmin.group.delete')}
        cancelLabel={t('flexAdmin.cancel')}
        pending={remove.isPending}
        onConfirm={() => remove.mutate()}
        onClose={() => {
          setAsking(false);
          remove.reset();
        }}
      />
    </Stack>
  );
}
