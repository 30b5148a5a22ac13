import { useEffect, useState } from 'react';
import type { PasswordLogin } from '@domain/oidc.js';
import { getMeta } from '../api/accounts.js';

// The ways in /login offers (decisions §17), from GET /api/meta: the company's account when the
// server has the OIDC settings, and the password form for everyone or for administrators only.
// Plain module: /login is in the first download.

export interface SignInOptions {
  oidc: boolean;
  passwordLogin: PasswordLogin;
}

/** What the login offers while the server has not said, or cannot: the password form, as without OIDC. */
const PASSWORD_ONLY: SignInOptions = { oidc: false, passwordLogin: 'all' };

let early: Promise<SignInOptions> | null = null;

const ask = (): Promise<SignInOptions> =>
  getMeta().then(
    (m) => ({ oidc: m.oidc === true, passwordLogin: m.passwordLogin === 'admins' ? 'admins' : 'all' }),
    () => PASSWORD_ONLY,
  );

/** Asked as the app starts on /login (main.tsx), beside the page's scripts. */
export function startSignInOptionsEarly(path: string): void {
  if (path === '/login') early ??= ask();
}

/** The options, null until the server has answered (the early answer when there is one, taken once). */
export function useSignInOptions(): SignInOptions | null {
  const [options, setOptions] = useState<SignInOptions | null>(null);
  useEffect(() => {
    let live = true;
    const pending = early ?? ask();
    early = null;
    void pending.then((o) => {
      if (live) setOptions(o);
    });
    return () => {
      live = false;
    };
  }, []);
  return options;
}
