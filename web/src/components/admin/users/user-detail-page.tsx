import ArrowBack from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { APP_REASON } from '@domain/messages.js';
import { accountRefusal } from '@domain/policy.js';
import type { UserInfo } from '@domain/schemas/accounts.js';
import { hasReason } from '@/api/client.js';
import { getUserDetailQueryOptions } from '@/api/queries/users-admin.js';
import { useUser } from '@/lib/session.js';
import { admin } from '@/i18n/admin.js';
import { useRefusalWords } from '@/i18n/refusal-words.js';
import { useT } from '@/i18n/use-t.js';
import { AccountActions } from './account-actions.js';

/** Where the list was (its page, search and filter), handed over by the list when it opened the detail. */
export interface FromList {
  list?: string;
}

export interface DetailParts {
  user: UserInfo;
  me: UserInfo;
  /** False when the user has rights the caller lacks: the form shows, disabled. */
  editable: boolean;
  /** The user as the server saved it. */
  onSaved(next: UserInfo): void;
}

interface Props {
  /** Other data the page needs before it shows (e.g. the groups to choose from). */
  needs?: { isPending: boolean; error: unknown }[];
  /** The console's own form of the user. */
  form(parts: DetailParts): ReactNode;
  /** The console's own sections between the form and the account. */
  children?(parts: DetailParts): ReactNode;
}

/**
 * One user of a console's users list: loading, a user gone or refused, the form saved with only
 * what changed (the console's own), a new password by e-mail and deactivation, each asked first;
 * a deactivated account shows as such, with its reactivation.
 */
export function UserDetailPage({ needs = [], form, children }: Props) {
  const t = useT(admin);
  const refusalWords = useRefusalWords();
  const { uuid = '' } = useParams();
  const navigate = useNavigate();
  const location = useLocation();
  const me = useUser();
  const queryClient = useQueryClient();
  const info = useQuery(getUserDetailQueryOptions(uuid));
  const list = (location.state as FromList | null)?.list;
  const backToList = () => void (list ? navigate(list) : navigate('..', { relative: 'path' }));

  const back = (
    <Button startIcon={<ArrowBack />} onClick={backToList} sx={{ alignSelf: 'flex-start' }}>
      {t('admin.user.back')}
    </Button>
  );
  if (info.isPending || needs.some((q) => q.isPending)) {
    return (
      <Stack spacing={2}>
        {back}
        <CircularProgress aria-label={t('admin.user.loading')} />
      </Stack>
    );
  }
  const user = info.data;
  const failed = needs.find((q) => q.error)?.error;
  if (!user || failed) {
    const gone = info.isError && (hasReason(info.error, APP_REASON.userNotFound) || hasReason(info.error, 'notFound'));
    return (
      <Stack spacing={2}>
        {back}
        <Alert severity={gone ? 'warning' : 'error'}>{gone ? t('admin.user.gone') : refusalWords(info.error ?? failed)}</Alert>
      </Stack>
    );
  }
  // Why the server would refuse a change of this account (decisions §9, Session 4), said before anything is typed.
  const refusal = accountRefusal(me, user);
  const parts: DetailParts = {
    user,
    me,
    editable: refusal === null,
    onSaved: (next) => queryClient.setQueryData(getUserDetailQueryOptions(uuid).queryKey, next),
  };

  const title = (
    <Typography variant="h5" component="h2">
      {user.name}
    </Typography>
  );
  // A deactivated account (decisions §25): nothing to edit; its administrator may reactivate it.
  if (!user.valid) {
    return (
      <Stack spacing={2}>
        {back}
        {title}
        <Alert severity="warning">{t(user.erased ? 'admin.user.erased' : 'admin.user.deactivated')}</Alert>
        {refusal === null && <AccountActions user={user} onChanged={backToList} />}
      </Stack>
    );
  }

  return (
    <Stack spacing={2}>
      {back}
      {title}
      {refusal && (
        <Alert severity="info">
          {refusal === 'forbidden'
            ? t('admin.user.forbidden')
            : refusal === 'userOtherBuilding'
              ? t('admin.user.otherBuilding')
              : t('admin.user.beyondMyBuildings')}
        </Alert>
      )}
      <Paper variant="outlined" sx={{ p: 2 }}>
        {form(parts)}
      </Paper>
      {children?.(parts)}
      {parts.editable && (
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Stack spacing={1.5}>
            <Typography variant="h6" component="h3">
              {t('admin.user.account')}
            </Typography>
            <Typography color="text.secondary">
              {t('admin.user.username', { username: user.username })}
              {user.confirmed ? '' : t('admin.user.notConfirmed')}
            </Typography>
            <AccountActions user={user} onChanged={backToList} />
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}
