import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { sendResetEmail } from '@/api/accounts.js';
import { errorMessage } from '@/api/client.js';
import { AuthCard } from '@/components/auth-card.js';
import { passwordArea } from '@/i18n/password.js';
import { shell } from '@/i18n/shell.js';
import { useT } from '@/i18n/use-t.js';

/** /reset-password: ask for the e-mail with the reset link. */
export function RequestResetPage() {
  const t = useT(shell, passwordArea);
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  // The server's refusal, or null; a missing address is said in the person's language.
  const [error, setError] = useState<string | null>(null);
  const [missing, setMissing] = useState(false);

  const mutation = useMutation({
    mutationFn: () => sendResetEmail(email.trim()),
    onSuccess: () => navigate('/login?toreset=true'),
    onError: (e) => setError(errorMessage(e)),
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    setMissing(!email.trim());
    if (!email.trim()) return;
    mutation.mutate();
  };

  return (
    <AuthCard title={t('password.reset.request.title')}>
      <Typography color="text.secondary">{t('password.reset.request.intro')}</Typography>
      <form onSubmit={submit} noValidate>
        <TextField
          id="email"
          name="email"
          type="email"
          label={t('password.reset.request.email')}
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          autoComplete="email"
          autoFocus
          fullWidth
          margin="normal"
        />
        {(missing || error) && (
          <Alert severity="error" sx={{ mt: 1 }}>
            {missing ? t('password.reset.request.emailRequired') : error}
          </Alert>
        )}
        <Stack direction="row" spacing={1} sx={{ mt: 2, justifyContent: 'space-between' }}>
          <Button type="button" onClick={() => navigate('/login')}>
            {t('shell.action.back')}
          </Button>
          <Button type="submit" variant="contained" disabled={mutation.isPending}>
            {t('password.reset.request.send')}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
