import Alert from '@mui/material/Alert';
import { PasswordField } from '../password-field.js';
import type { useChangePassword } from './use-change-password.js';
import { passwordArea } from '@/i18n/password.js';
import { useT } from '@/i18n/use-t.js';

type Props = Pick<ReturnType<typeof useChangePassword>, 'form' | 'set' | 'error'>;

/** Old, new and repeated password, and the refusal under them. */
export function ChangePasswordFields({ form, set, error }: Props) {
  const t = useT(passwordArea);
  return (
    <>
      <PasswordField
        id="old-password"
        label={t('password.old')}
        value={form.oldPassword}
        onChange={set('oldPassword')}
        autoComplete="current-password"
        autoFocus
      />
      <PasswordField
        id="new-password"
        label={t('password.new')}
        value={form.newPassword}
        onChange={set('newPassword')}
        autoComplete="new-password"
      />
      <PasswordField
        id="confirm-password"
        label={t('password.confirm')}
        value={form.confirm}
        onChange={set('confirm')}
        autoComplete="new-password"
      />
      {error && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {error}
        </Alert>
      )}
    </>
  );
}
