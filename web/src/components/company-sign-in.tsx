import type { ReactNode } from 'react';
import { PASSWORD_ADMINS_ONLY } from '@domain/oidc.js';
import { COMPANY_SIGN_IN_START } from '../api/accounts.js';
import { rememberReturnPath } from '../lib/return-path.js';
import './plain/plain.css';

// The company's account as a way in (decisions §17), above the password form: a link, since the
// server sends the browser on to the provider. Plain React and CSS: /login is in the first download.

export const COMPANY_SIGN_IN_LABEL = 'Autentificare cu contul companiei';
export const PASSWORD_FOR_ADMINS_LABEL = 'Autentificare cu parolă (administratori)';

/** The button to the provider; `next` is the page to open once back (remembered for this tab). */
export function CompanySignInButton({ next }: { next: string }) {
  return (
    <a className="plain-button is-contained is-large plain-company" href={COMPANY_SIGN_IN_START} onClick={() => rememberReturnPath(next)}>
      {COMPANY_SIGN_IN_LABEL}
    </a>
  );
}

/**
 * The password form under OIDC_PASSWORD_LOGIN=admins: folded under its label, as a way in for
 * administrators when the provider is down, with the sentence that says so shown before anything
 * is typed: the server refuses anyone else's password as a wrong one, never telling why (#38 point 6).
 */
export function PasswordForAdmins({ children }: { children: ReactNode }) {
  return (
    <>
      <p className="plain-note">{PASSWORD_ADMINS_ONLY}</p>
      <details className="plain-disclosure">
        <summary>{PASSWORD_FOR_ADMINS_LABEL}</summary>
        {children}
      </details>
    </>
  );
}
