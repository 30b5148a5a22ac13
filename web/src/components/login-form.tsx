import { useState, type FormEvent } from 'react';
import { login } from '../api/accounts.js';
import type { UserInfo } from '@domain/schemas/accounts.js';
import { errorMessage } from '../api/client.js';
import { PlainAlert } from './plain/alert.js';
import { PlainPasswordField, PlainTextField } from './plain/text-field.js';
import { useTimedMessage } from '../lib/use-timed-message.js';
import { common } from '../i18n/common.js';
import { translate } from '../i18n/i18n.js';
import { useT } from '../i18n/use-t.js';
import { browserLanguage } from '../i18n/language.js';
import { useSession } from '../lib/session.js';
import { readLoginAnswer } from '../lib/user-valid.js';

export const LOGIN_ERROR_MS = 5000;

// The login schema of domain/schemas/accounts.ts, the one the server checks with, brings zod:
// it loads with the first submit rather than with /login (issue #12), and once.
let schema: Promise<typeof import('@domain/schemas/accounts.js').loginBody> | null = null;
function loginSchema() {
  schema ??= import('@domain/schemas/accounts.js').then(
    (m) => m.loginBody,
    (e: unknown) => {
      schema = null; // a failed download is tried again at the next submit
      throw e;
    },
  );
  return schema;
}

/** The login of /login and of the e-mailed link pages: checks, the call, the session, the 5-second error. */
export function useLoginForm(onSignedIn: (user: UserInfo) => void = () => undefined) {
  const session = useSession();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [pending, setPending] = useState(false);
  const [error, showError, hideError] = useTimedMessage(LOGIN_ERROR_MS);

  const signIn = async () => {
    const parsed = (await loginSchema()).safeParse({ username, password });
    if (!parsed.success) {
      showError(translate(common, 'common.login.failed'));
      return;
    }
    const answer = readLoginAnswer(await login(username.trim(), password, browserLanguage() ?? undefined));
    if (!answer) {
      showError(translate(common, 'common.login.failed'));
      return;
    }
    session.signIn(answer.user, answer.token);
    onSignedIn(answer.user);
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (pending) return;
    hideError();
    setPending(true);
    signIn()
      .catch((failure: unknown) => showError(errorMessage(failure)))
      .finally(() => setPending(false));
  };
  return { username, setUsername, password, setPassword, error, submit, pending };
}

type Form = ReturnType<typeof useLoginForm>;

/** User name, password (show/hide) and the refusal under them; without MUI, as /login is in the first download. */
export function LoginFields({ form, autoFocus }: { form: Form; autoFocus?: boolean }) {
  const t = useT(common);
  return (
    <>
      <PlainTextField
        id="username"
        label={t('common.login.username')}
        value={form.username}
        onChange={form.setUsername}
        autoComplete="username"
        autoFocus={autoFocus}
      />
      <PlainPasswordField
        id="password"
        label={t('common.login.password')}
        value={form.password}
        onChange={form.setPassword}
        autoComplete="current-password"
      />
      {form.error && (
        <PlainAlert severity="error" style={{ marginTop: 8 }}>
          {form.error}
        </PlainAlert>
      )}
    </>
  );
}
