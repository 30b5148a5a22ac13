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

export const EMAIL_REQUIRED = 'Introduceți adresa de e-mail.';

/** /reset-password: ask for the e-mail with the reset link. */
export function RequestResetPage() {
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);

  const mutation = useMutation({
    mutationFn: () => sendResetEmail(email.trim()),
    onSuccess: () => navigate('/login?toreset=true'),
    onError: (e) => setError(errorMessage(e)),
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!email.trim()) {
      setError(EMAIL_REQUIRED);
      return;
    }
    setError(null);
    mutation.mutate();
  };

  return (
    <AuthCard title="Resetare parolă">
      <Typography color="text.secondary">
        Introduceți adresa de e-mail a contului. Veți primi un link pentru alegerea unei parole noi, valabil o oră.
      </Typography>
      <form onSubmit={submit} noValidate>
        <TextField
          id="email"
          name="email"
          type="email"
          label="Adresă de e-mail"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          autoComplete="email"
          autoFocus
          fullWidth
          margin="normal"
        />
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
            Trimiteți
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
