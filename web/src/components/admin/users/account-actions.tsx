import DeleteForever from '@mui/icons-material/DeleteForever';
import LockReset from '@mui/icons-material/LockReset';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { UserInfo } from '@domain/schemas/accounts.js';
import { userKeys } from '@/api/queries/users-admin.js';
import { deleteUser, setRandomPassword } from '@/api/users-admin.js';
import { ConfirmDialog } from '@/components/confirm-dialog.js';
import { useNotify } from '@/components/snackbar-provider.js';
import { useUser } from '@/lib/session.js';
import { useInvalidate } from '@/api/queries/use-invalidate.js';
import { admin } from '@/i18n/admin.js';
import { useRefusalWords } from '@/i18n/refusal-words.js';
import { useT } from '@/i18n/use-t.js';

type Asking = 'reset' | 'delete' | null;

/**
 * The two account actions of both consoles: a new random password sent by e-mail, and
 * deletion. Each asks first and says what will happen; neither can be undone.
 */
export function AccountActions({ user, onDeleted }: { user: UserInfo; onDeleted(): void }) {
  const t = useT(admin);
  const refusalWords = useRefusalWords();
  const me = useUser();
  const notify = useNotify();
  const refreshUsers = useInvalidate(userKeys.all);
  const [asking, setAsking] = useState<Asking>(null);
  const reset = useMutation({
    mutationFn: () => setRandomPassword(user.uuid),
    onSuccess: () => {
      setAsking(null);
      // The change is made; the e-mail goes out from the server's outbox, with retries (issue #20).
      notify.success(t('admin.account.passwordQueued'));
    },
  });
  const remove = useMutation({
    mutationFn: () => deleteUser(user.uuid),
    onSuccess: async () => {
      setAsking(null);
      notify.success(t('admin.account.deleted', { name: user.name }));
      await refreshUsers();
      onDeleted();
    },
  });
  const close = () => {
    setAsking(null);
    reset.reset();
    remove.reset();
  };
  const self = me.uuid === user.uuid;

  return (
    <>
      <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap' }}>
        <Button variant="outlined" startIcon={<LockReset />} onClick={() => setAsking('reset')}>
          {t('admin.account.reset')}
        </Button>
        <Button
          variant="outlined"
          color="error"
          startIcon={<DeleteForever />}
          onClick={() => setAsking('delete')}
          disabled={self}
          title={self ? t('admin.account.notSelf') : undefined}
        >
          {t('admin.account.delete')}
        </Button>
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
        open={asking === 'delete'}
        title={t('admin.account.deleteQuestion', { name: user.name })}
        text={t('admin.account.deleteText')}
        error={remove.error ? refusalWords(remove.error) : null}
        confirmLabel={t('admin.account.deleteConfirm')}
        cancelLabel={t('admin.account.cancel')}
        pending={remove.isPending}
        onConfirm={() => remove.mutate()}
        onClose={close}
      />
    </>
  );
}
