import ArrowBack from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate, useParams } from 'react-router';
import { TOWER } from '../../../../../../domain/buildings.js';
import { APP_REASON } from '../../../../../../domain/messages.js';
import { mayAdministerUser } from '../../../../../../domain/policy.js';
import type { UserInfo } from '../../../../../../domain/schemas/accounts.js';
import { errorMessage, hasReason } from '../../../../api/client.js';
import { userInfo } from '../../../../api/users-admin.js';
import { useUser } from '../../../auth/session.js';
import { AccountActions } from '../../../users-admin/account-actions.js';
import { buildingsOfUser } from './tower-user-form.js';
import { TowerUserFields } from './tower-user-fields.js';
import { TowerUserIndiscipline } from './tower-user-indiscipline.js';

/** The detail's own query: outside USERS_KEY, so that deleting the person does not reload it on its way out. */
const detailKey = (uuid: string) => ['tower-admin-user', uuid] as const;

/** Where the list was (its page, search and filter), handed over by the list when it opened the detail. */
export interface FromList {
  list?: string;
}

/**
 * One user of the tower console (tower §2 "user detail"): the data, the buildings and the
 * buildings administered, saved with only what changed; the rating and indiscipline; a new
 * password by e-mail and deletion, each asked first.
 */
export function TowerUserDetail() {
  const { uuid = '' } = useParams();
  const navigate = useNavigate();
  const location = useLocation();
  const me = useUser();
  const queryClient = useQueryClient();
  const info = useQuery({ queryKey: detailKey(uuid), queryFn: () => userInfo(uuid), retry: false });
  const list = (location.state as FromList | null)?.list;
  const backToList = () => void (list ? navigate(list) : navigate('..', { relative: 'path' }));

  const back = (
    <Button startIcon={<ArrowBack />} onClick={backToList} sx={{ alignSelf: 'flex-start' }}>
      Înapoi la utilizatori
    </Button>
  );
  if (info.isPending) {
    return (
      <Stack spacing={2}>
        {back}
        <CircularProgress aria-label="Se încarcă" />
      </Stack>
    );
  }
  const user = info.data;
  if (!user || !user.valid) {
    const gone = (info.isError && (hasReason(info.error, APP_REASON.userNotFound) || hasReason(info.error, 'notFound'))) || (user && !user.valid);
    return (
      <Stack spacing={2}>
        {back}
        <Alert severity={gone ? 'warning' : 'error'}>{gone ? 'Acest utilizator nu există sau a fost șters.' : errorMessage(info.error)}</Alert>
      </Stack>
    );
  }
  const editable = mayAdministerUser(me, user);
  const saved = (next: UserInfo) => queryClient.setQueryData(detailKey(uuid), next);

  return (
    <Stack spacing={2}>
      {back}
      <Typography variant="h5" component="h2">
        {user.name}
      </Typography>
      {!editable && <Alert severity="info">Acest cont are drepturi pe care nu le aveți; doar un administrator al aplicației îl poate modifica.</Alert>}
      <Paper variant="outlined" sx={{ p: 2 }}>
        <TowerUserFields key={`${user.uuid}`} user={user} me={me} disabled={!editable} onSaved={saved} />
      </Paper>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Stack spacing={1.5}>
          <Typography variant="h6" component="h3">
            Parcare
          </Typography>
          {buildingsOfUser(user).includes(TOWER) ? <TowerUserIndiscipline user={user} /> : <Typography color="text.secondary">Utilizatorul nu are acces în turn.</Typography>}
        </Stack>
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
