import DeleteForever from '@mui/icons-material/DeleteForever';
import LockReset from '@mui/icons-material/LockReset';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { MSG } from '@domain/messages.js';
import type { UserInfo } from '@domain/schemas/accounts.js';
import { errorMessage } from '@/api/client.js';
import { userKeys } from '@/api/queries/users-admin.js';
import { deleteUser, setRandomPassword } from '@/api/users-admin.js';
import { ConfirmDialog } from '@/components/confirm-dialog.js';
import { useNotify } from '@/components/snackbar-provider.js';
import { useUser } from '@/lib/session.js';
import { useInvalidate } from '@/api/queries/use-invalidate.js';

type Asking = 'reset' | 'delete' | null;

/**
 * The two account actions of both consoles: a new random password sent by e-mail, and
 * deletion. Each asks first and says what will happen; neither can be undone.
 */
export function AccountActions({ user, onDeleted }: { user: UserInfo; onDeleted(): void }) {
  const me = useUser();
  const notify = useNotify();
  const refreshUsers = useInvalidate(userKeys.all);
  const [asking, setAsking] = useState<Asking>(null);
  const reset = useMutation({
    mutationFn: () => setRandomPassword(user.uuid),
    onSuccess: () => {
      setAsking(null);
      // The change is made; the e-mail goes out from the server's outbox, with retries (issue #20).
      notify.success(MSG.randomPasswordQueued);
    },
  });
  const remove = useMutation({
    mutationFn: () => deleteUser(user.uuid),
    onSuccess: async () => {
      setAsking(null);
      notify.success(`Contul lui ${user.name} a fost șters.`);
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
          Resetați parola
        </Button>
        <Button
          variant="outlined"
          color="error"
          startIcon={<DeleteForever />}
          onClick={() => setAsking('delete')}
          disabled={self}
          title={self ? 'Nu vă puteți șterge propriul cont.' : undefined}
        >
          Ștergeți utilizatorul
        </Button>
      </Stack>
      <ConfirmDialog
        open={asking === 'reset'}
        title="Resetați parola?"
        text={`O parolă nouă, generată aleatoriu, va fi trimisă pe e-mail la ${user.email}. Parola actuală a lui ${user.name} nu va mai funcționa, iar la prima autentificare i se va cere să o schimbe.`}
        error={reset.error ? errorMessage(reset.error) : null}
        confirmLabel="Resetați parola"
        cancelLabel="Renunțați"
        pending={reset.isPending}
        onConfirm={() => reset.mutate()}
        onClose={close}
      />
      <ConfirmDialog
        open={asking === 'delete'}
        title={`Ștergeți contul lui ${user.name}?`}
        text="Persoana nu se va mai putea autentifica, iar sesiunile deschise se închid. Rezervările sale de mâine încolo (birouri, săli și parcare) vor fi anulate; cele de azi și din trecut rămân în statistici. Ștergerea nu poate fi anulată."
        error={remove.error ? errorMessage(remove.error) : null}
        confirmLabel="Ștergeți contul"
        cancelLabel="Renunțați"
        pending={remove.isPending}
        onConfirm={() => remove.mutate()}
        onClose={close}
      />
    </>
  );
}
