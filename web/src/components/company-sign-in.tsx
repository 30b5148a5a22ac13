import type { ReactNode } from 'react';
import { COMPANY_SIGN_IN_START } from '../api/accounts.js';
import { rememberReturnPath } from '../lib/return-path.js';
import { shell } from '@/i18n/shell.js';
import { useT } from '@/i18n/use-t.js';
import './plain/plain.css';

// The company's account as a way in (decisions §17), above the password form: a link, since the
// server sends the browser on to the provider. Plain React and CSS: /login is in the first download.

/** The button to the provider; `next` is the page to open once back (remembered for this tab). */
export function CompanySignInButton({ next }: { next: string }) {
  const t = useT(shell);
  return (
    <a className="plain-button is-contained is-large plain-company" href={COMPANY_SIGN_IN_START} onClick={() => rememberReturnPath(next)}>
      {t('shell.company.signIn')}
    </a>
  );
}

/**
 * The password form under OIDC_PASSWORD_LOGIN=admins: folded under its label, as a way in for
 * administrators when the provider is down, with the sentence that says so shown before anything
 * is typed: the server refuses anyone else's password as a wrong one, never telling why (#38 point 6).
 */
export function PasswordForAdmins({ children }: { children: ReactNode }) {
  const t = useT(shell);
  return (
    <>
      <p className="plain-note">{t('shell.company.adminsOnly')}</p>
      <details className="plain-disclosure">
        <summary>{t('shell.company.passwordForAdmins')}</summary>
        {children}
      </details>
    </>
  );
}
