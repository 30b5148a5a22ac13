import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { MSG } from '../../../../domain/messages.js';
import { login } from '../../api/accounts.js';
import { errorMessage } from '../../api/client.js';
import { PasswordField } from '../../components/password-field.js';
import { useTimedMessage } from '../../lib/use-timed-message.js';
import { useSession } from '../auth/session.js';
import { readLoginAnswer } from '../auth/user-valid.js';

/** A login form that keeps the visitor on the page (the e-mailed cancellation link, tower §2). */
export function InlineLogin() {
  const session = useSession();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [error, showError, hideError] = useTimedMessage(5000);
  const mutation = useMutation({
    mutationFn: () => login(username.trim(), password),
    onSuccess: (payload) => {
      const answer = readLoginAnswer(payload);
      if (answer) session.signIn(answer.user, answer.token);
      else showError(MSG.loginFailed);
    },
    onError: (e) => showError(errorMessage(e)),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    hideError();
    if (!username.trim() || !password) showError(MSG.loginFailed);
    else mutation.mutate();
  };
  return (
    <form onSubmit={submit} noValidate>
      <TextField id="username" label="Nume utilizator" value={username} onChange={(e) => setUsername(e.target.value)} autoComplete="username" fullWidth margin="normal" />
      <PasswordField id="password" label="Parolă" value={password} onChange={setPassword} autoComplete="current-password" />
      {error && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {error}
        </Alert>
      )}
      <Button type="submit" variant="contained" fullWidth sx={{ mt: 2 }} disabled={mutation.isPending}>
        Autentificare
      </Button>
    </form>
  );
}
