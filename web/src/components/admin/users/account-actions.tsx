import DeleteForever from '@mui/icons-material/DeleteForever';
import LockReset from '@mui/icons-material/LockReset';
import PersonOff from '@mui/icons-material/PersonOff';
import Restore from '@mui/icons-material/Restore';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { UserInfo } from '@domain/schemas/accounts.js';
import { userKeys } from '@/api/queries/users-admin.js';
import { eraseUser, setRandomPassword, setUserActive } from '@/api/users-admin.js';
import { ConfirmDialog } from '@/components/confirm-dialog.js';
import { ExportButton } from '@/components/export-button.js';
import { useNotify } from '@/components/snackbar-provider.js';
import { useUser } from '@/lib/session.js';
import { useInvalidate } from '@/api/queries/use-invalidate.js';
import { admin } from '@/i18n/admin.js';
import { useRefusalWords } from '@/i18n/refusal-words.js';
import { useT } from '@/i18n/use-t.js';

type Asking = 'reset' | 'active' | 'erase' | null;

/**
 * The account actions of both consoles: a new random password sent by e-mail, the account's
 * deactivation or, once deactivated, its reactivation, the person's data downloaded, and its erasure
 * for good (decisions §25). Each change asks first and says what will happen; an erased account
 * offers only its (anonymous) data.
 */
export function AccountActions({ user, onChanged }: { user: UserInfo; onChanged(): void }) {
  const t = useT(admin);
  const refusalWords = useRefusalWords();
  const me = useUser();
  const notify = useNotify();
  const refreshUsers = useInvalidate(userKeys.all);
  // The detail is outside userKeys.all: read again, it shows the account as erased.
  const refreshDetail = useInvalidate(userKeys.detail(user.uuid));
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState<Asking>(null);
  const reset = useMutation({
    mutationFn: () => setRandomPassword(user.uuid),
    onSuccess: () => {
      setAsking(null);
      // The change is made; the e-mail goes out from the server's outbox, with retries (issue #20).
      notify.success(t('admin.account.passwordQueued'));
    },
  });
  const active = useMutation({
    mutationFn: () => setUserActive(user.uuid, !user.valid),
    onSuccess: async (done) => {
      setAsking(null);
      // The detail is outside userKeys.all (it is left on its way out): opened again, it must not show the old state.
      queryClient.setQueryData<UserInfo>(userKeys.detail(user.uuid), (u) => u && { ...u, valid: done.active });
      notify.success(t(done.active ? 'admin.account.reactivated' : 'admin.account.deactivated', { name: user.name }));
      await refreshUsers();
      onChanged();
    },
  });
  const erase = useMutation({
    mutationFn: () => eraseUser(user.uuid),
    onSuccess: async () => {
      setAsking(null);
      notify.success(t('admin.account.erasedDone'));
      await refreshDetail();
      await refreshUsers();
      onChanged();
    },
  });
  const close = () => {
    setAsking(null);
    reset.reset();
    active.reset();
    erase.reset();
  };
  const self = me.uuid === user.uuid;
  const deactivating = user.valid;

  return (
    <>
      <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap' }}>
        {user.valid && (
          <Button variant="outlined" startIcon={<LockReset />} onClick={() => setAsking('reset')}>
            {t('admin.account.reset')}
          </Button>
        )}
        {user.erased ? null : deactivating ? (
          <Button
            variant="outlined"
            color="error"
            startIcon={<PersonOff />}
            onClick={() => setAsking('active')}
            disabled={self}
            title={self ? t('admin.account.notSelfDeactivate') : undefined}
          >
            {t('admin.account.deactivate')}
          </Button>
        ) : (
          <Button variant="contained" startIcon={<Restore />} onClick={() => setAsking('active')}>
            {t('admin.account.reactivate')}
          </Button>
        )}
        <ExportButton path={`/users/${user.uuid}/export`} fallbackName={`date-personale-${user.username}.json`}>
          {t('admin.account.exportData')}
        </ExportButton>
        {!user.erased && (
          <Button
            variant="outlined"
            color="error"
            startIcon={<DeleteForever />}
            onClick={() => setAsking('erase')}
            disabled={self}
            title={self ? t('admin.account.notSelfErase') : undefined}
          >
            {t('admin.account.erase')}
          </Button>
        )}
      </Stack>
      <ConfirmDialog
        open={asking === 'reset'}
        title={t('admin.account.resetQuestion')}
        text={t('admin.account.resetText', { email: user.email, name: user.name })}
        error={reset.error ? refusalWords(reset.error) : null}
        confirmLabel={t('admin.account.reset')}
        cancelLabel={t('admin.account.cancel')}
        pending={reset.isPending}
        onConfirm={() => reset.mutate()}
        onClose={close}
      />
      <ConfirmDialog
        open={asking === 'active'}
        title={t(deactivating ? 'admin.account.deactivateQuestion' : 'admin.account.reactivateQuestion', { name: user.name })}
        text={t(deactivating ? 'admin.account.deactivateText' : 'admin.account.reactivateText')}
        error={active.error ? refusalWords(active.error) : null}
        confirmLabel={t(deactivating ? 'admin.account.deactivateConfirm' : 'admin.account.reactivateConfirm')}
        cancelLabel={t('admin.account.cancel')}
        pending={active.isPending}
        onConfirm={() => active.mutate()}
        onClose={close}
      />
      <ConfirmDialog
        open={asking === 'erase'}
        title={t('admin.account.eraseQuestion', { name: user.name })}
        text={t('admin.account.eraseText', { email: user.email, username: user.username })}
        error={erase.error ? refusalWords(erase.error) : null}
        confirmLabel={t('admin.account.eraseConfirm')}
        cancelLabel={t('admin.account.cancel')}
        pending={erase.isPending}
        onConfirm={() => erase.mutate()}
        onClose={close}
      />
    </>
  );
}
