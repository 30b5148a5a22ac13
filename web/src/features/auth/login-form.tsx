import Alert from '@mui/material/Alert';
import TextField from '@mui/material/TextField';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { MSG } from '../../../../domain/messages.js';
import { loginBody } from '../../../../domain/schemas/accounts.js';
import { login } from '../../api/accounts.js';
import { errorMessage } from '../../api/client.js';
import { PasswordField } from '../../components/password-field.js';
import { useTimedMessage } from '../../lib/use-timed-message.js';
import { useSession } from './session.js';
import { readLoginAnswer } from './user-valid.js';

export const LOGIN_ERROR_MS = 5000;

/** The login of /login and of the e-mailed link pages: checks, the call, the session, the 5-second error. */
export function useLoginForm(onSignedIn: () => void = () => undefined) {
  const session = useSession();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [error, showError, hideError] = useTimedMessage(LOGIN_ERROR_MS);
  const mutation = useMutation({
    mutationFn: () => login(username.trim(), password),
    onSuccess: (payload) => {
      const answer = readLoginAnswer(payload);
      if (!answer) {
        showError(MSG.loginFailed);
        return;
      }
      session.signIn(answer.user, answer.token);
      onSignedIn();
    },
    onError: (e) => showError(errorMessage(e)),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    hideError();
    const parsed = loginBody.safeParse({ username, password });
    if (!parsed.success) showError(parsed.error.issues[0]?.message ?? MSG.loginFailed);
    else mutation.mutate();
  };
  return { username, setUsername, password, setPassword, error, submit, pending: mutation.isPending };
}

type Form = ReturnType<typeof useLoginForm>;

/** User name, password (show/hide) and the refusal under them. */
export function LoginFields({ form, autoFocus }: { form: Form; autoFocus?: boolean }) {
  return (
    <>
      <TextField
        id="username"
        name="username"
        label="Nume utilizator"
        value={form.username}
        onChange={(e) => form.setUsername(e.target.value)}
        autoComplete="username"
        autoFocus={autoFocus}
        fullWidth
        margin="normal"
      />
      <PasswordField id="password" label="Parolă" value={form.password} onChange={form.setPassword} autoComplete="current-password" />
      {form.error && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {form.error}
        </Alert>
      )}
    </>
  );
}
