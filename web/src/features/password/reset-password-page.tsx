import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router';
import { resetPassword } from '@/api/accounts.js';
import { errorMessage } from '@/api/client.js';
import { AuthCard } from '@/components/auth-card.js';
import { PasswordField } from '@/components/password-field.js';
import { resetPasswordProblem } from '@/components/password/rules.js';

/** /reset-password/:token: choose a new password from the e-mailed link. */
export function ResetPasswordPage() {
  const navigate = useNavigate();
  const { token = '' } = useParams();
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [error, setError] = useState<string | null>(null);

  const mutation = useMutation({
    mutationFn: () => resetPassword(password, token),
    onSuccess: () => navigate('/login?reset=true', { replace: true }),
    onError: (e) => setError(errorMessage(e)),
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const problem = resetPasswordProblem(password, repeat, token);
    setError(problem);
    if (!problem) mutation.mutate();
  };

  return (
    <AuthCard title="Alegeți o parolă nouă">
      <form onSubmit={submit} noValidate>
        <PasswordField
          id="new-password"
          label="Parola nouă"
          value={password}
          onChange={setPassword}
          autoComplete="new-password"
          autoFocus
        />
        <PasswordField id="repeat-password" label="Repetați parola" value={repeat} onChange={setRepeat} autoComplete="new-password" />
        {error && (
          <Alert severity="error" sx={{ mt: 1 }}>
            {error}
          </Alert>
        )}
        <Stack direction="row" spacing={1} sx={{ mt: 2, justifyContent: 'space-between' }}>
          <Button type="button" onClick={() => navigate('/login')}>
            Înapoi
          </Button>
          <Button type="submit" variant="contained" disabled={mutation.isPending}>
            Resetați parola
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
