import { FormDialog } from '@/components/form-dialog.js';
import { ChangePasswordFields } from '@/components/password/change-password-fields.js';
import { useChangePassword } from '@/components/password/use-change-password.js';
import { tower } from '@/i18n/tower.js';
import { useT } from '@/i18n/use-t.js';

/** The account screen's password dialog (tower §2, §5): a change ends every session, then /login?reset=true. */
export function PasswordDialog({ onClose }: { onClose: () => void }) {
  const t = useT(tower);
  const { form, set, error, submit, pending } = useChangePassword();
  return (
    <FormDialog title={t('tower.account.password')} submitLabel={t('tower.save')} onClose={onClose} onSubmit={submit} pending={pending}>
      <ChangePasswordFields form={form} set={set} error={error} />
    </FormDialog>
  );
}
