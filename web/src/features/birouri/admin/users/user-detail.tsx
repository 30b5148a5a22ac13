import ArrowBack from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import { APP_REASON } from '../../../../../../domain/messages.js';
import { mayAdministerUser } from '../../../../../../domain/policy.js';
import type { UserInfo } from '../../../../../../domain/schemas/accounts.js';
import { errorMessage, hasReason } from '../../../../api/client.js';
import { userInfo } from '../../../../api/users-admin.js';
import { useUser } from '../../../auth/session.js';
import { AccountActions } from '../../../users-admin/account-actions.js';
import { allGroupsQuery } from './groups-query.js';
import { UserForm } from './user-form-fields.js';

/** The detail's own query: outside USERS_KEY, so that deleting the person does not reload it on its way out. */
export const userDetailKey = (uuid: string) => ['admin-user', uuid] as const;

/**
 * One person of the users list (flex-office §6): their data, groups, tower access and role,
 * saved with only what changed; a new password by e-mail and deletion, each asked first.
 */
export function UserDetail() {
  const { uuid = '' } = useParams();
  const navigate = useNavigate();
  const me = useUser();
  const queryClient = useQueryClient();
  const info = useQuery({ queryKey: userDetailKey(uuid), queryFn: () => userInfo(uuid), retry: false });
  const groups = useQuery(allGroupsQuery);
  const backToList = () => void navigate('..', { relative: 'path' });

  const back = (
    <Button startIcon={<ArrowBack />} onClick={backToList} sx={{ alignSelf: 'flex-start' }}>
      Înapoi la utilizatori
    </Button>
  );
  if (info.isPending || groups.isPending) {
    return (
      <Stack spacing={2}>
        {back}
        <CircularProgress aria-label="Se încarcă" />
      </Stack>
    );
  }
  const user = info.data;
  if (!user || !user.valid || groups.isError) {
    const gone = (info.isError && (hasReason(info.error, APP_REASON.userNotFound) || hasReason(info.error, 'notFound'))) || (user && !user.valid);
    return (
      <Stack spacing={2}>
        {back}
        <Alert severity={gone ? 'warning' : 'error'}>{gone ? 'Acest utilizator nu există sau a fost șters.' : errorMessage(info.error ?? groups.error)}</Alert>
      </Stack>
    );
  }
  const editable = mayAdministerUser(me, user);
  const saved = (next: UserInfo) => queryClient.setQueryData(userDetailKey(uuid), next);

  return (
    <Stack spacing={2}>
      {back}
      <Typography variant="h5" component="h2">
        {user.name}
      </Typography>
      {!editable && (
        <Alert severity="info">Acest cont are drepturi pe care nu le aveți; doar un administrator al aplicației îl poate modifica.</Alert>
      )}
      <Paper variant="outlined" sx={{ p: 2 }}>
        <UserForm key={user.uuid} user={user} me={me} groups={groups.data} disabled={!editable} onSaved={saved} />
      </Paper>
      {editable && (
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Stack spacing={1.5}>
            <Typography variant="h6" component="h3">
              Cont
            </Typography>
            <Typography color="text.secondary">
              Nume de utilizator: {user.username}
              {user.confirmed ? '' : ' · parola nu a fost încă schimbată de titular'}
            </Typography>
            <AccountActions user={user} onDeleted={backToList} />
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}
