import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useNavigate } from 'react-router';
import { usePageTitle } from '@/lib/use-page-title.js';
import { MyDataSection } from '@/components/my-data-section.js';
import { ChangePasswordFields } from '@/components/password/change-password-fields.js';
import { useChangePassword } from '@/components/password/use-change-password.js';
import { shell } from '@/i18n/shell.js';
import { useT } from '@/i18n/use-t.js';

/** /password: a successful change ends every session, so the user logs in again; below, 'Datele mele'. */
export function ChangePasswordPage() {
  const t = useT(shell);
  usePageTitle(t('shell.password.change'));
  const navigate = useNavigate();
  const { form, set, error, submit, pending } = useChangePassword();

  return (
    <>
      <Paper variant="outlined" sx={{ maxWidth: 480, mx: 'auto', mt: 3, p: { xs: 2, sm: 4 } }}>
        <Typography component="h1" variant="h5" gutterBottom>
          {t('shell.password.change')}
        </Typography>
        <form onSubmit={submit} noValidate>
          <ChangePasswordFields form={form} set={set} error={error} />
          <Stack direction="row" spacing={1} sx={{ mt: 2, justifyContent: 'flex-end' }}>
            <Button type="button" onClick={() => navigate(-1)}>
              {t('shell.action.cancel')}
            </Button>
            <Button type="submit" variant="contained" disabled={pending}>
              {t('shell.action.save')}
            </Button>
          </Stack>
        </form>
      </Paper>
      {/* The user menu's account page: the person's data beside their password (decisions §25). */}
      <Paper variant="outlined" sx={{ maxWidth: 480, mx: 'auto', mt: 2, p: { xs: 2, sm: 4 } }}>
        <MyDataSection />
      </Paper>
    </>
  );
}
