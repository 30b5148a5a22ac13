import { useEffect } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { homeOf } from '@domain/buildings.js';
import type { UserInfo } from '@domain/schemas/accounts.js';
import { AuthCard } from '@/components/auth-card.js';
import { CompanySignInButton, PasswordForAdmins } from '@/components/company-sign-in.js';
import { PlainAlert } from '@/components/plain/alert.js';
import { useTimedMessage } from '@/lib/use-timed-message.js';
import { LoginFields, useLoginForm } from '@/components/login-form.js';
import { checkinDeskOf, isRoomCheckin, NEXT_PARAM, safeReturnPath } from '@/lib/return-path.js';
import { useSession } from '@/lib/session.js';
import { useSignInOptions } from '@/lib/sign-in-options.js';
import { common, type CommonKey } from '@/i18n/common.js';
import { useT } from '@/i18n/use-t.js';
import { LanguageSwitch } from '@/components/language-switch.js';
import { useCompanyReturn } from './use-company-return.js';

export { LOGIN_ERROR_MS } from '@/components/login-form.js';
export const LOGIN_NOTICE_MS = 10_000;

/** /login, in the first download: plain React and CSS, no MUI (issue #12). */
export function LoginPage() {
  const t = useT(common);
  const session = useSession();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const options = useSignInOptions();
  const company = useCompanyReturn(params);
  // A page that sent the visitor here (a scanned desk label) is opened again after the login.
  const next = company.returnTo ?? safeReturnPath(params.get(NEXT_PARAM)) ?? '/';
  // Said before the form, so that a person who scanned a label or followed a meeting's link knows why they must sign in.
  const desk = checkinDeskOf(next);
  const purpose = desk ? t('common.login.checkinPurpose', { desk }) : isRoomCheckin(next) && t('common.login.roomCheckinPurpose');
  // '/' only passes a person on: straight to where it leads, one navigation fewer.
  const destination = (user: UserInfo) => (next === '/' ? homeOf(user) : next);
  const form = useLoginForm((user) => navigate(destination(user), { replace: true }));
  const [notice, showNotice] = useTimedMessage(LOGIN_NOTICE_MS);
  const reset = params.get('reset') === 'true';
  const toReset = params.get('toreset') === 'true';

  useEffect(() => {
    if (reset) showNotice('common.login.resetDone');
    else if (toReset) showNotice('common.login.resetEmailSent');
  }, [reset, toReset, showNotice]);

  if (session.user) return <Navigate to={destination(session.user)} replace />;

  const passwordForm = (
    <form onSubmit={form.submit} noValidate>
      <LoginFields form={form} autoFocus={!options?.oidc} />
      <div className="plain-actions">
        <button type="submit" className="plain-button is-contained is-large" disabled={form.pending}>
          {t('common.login.submit')}
        </button>
        <button type="button" className="plain-button" onClick={() => navigate('/reset-password')}>
          {t('common.login.forgot')}
        </button>
      </div>
    </form>
  );

  return (
    <AuthCard title={t('common.login.title')} aside={<LanguageSwitch />}>
      {notice && (
        <PlainAlert severity={reset ? 'success' : 'info'} style={{ marginBottom: 8 }}>
          {t(notice as CommonKey)}
        </PlainAlert>
      )}
      {purpose && !notice && (
        <PlainAlert severity="info" style={{ marginBottom: 8 }}>
          {purpose}
        </PlainAlert>
      )}
      {company.error && (
        <PlainAlert severity="error" style={{ marginBottom: 8 }}>
          {company.error}
        </PlainAlert>
      )}
      {company.pending ? (
        <PlainAlert severity="info">{t('common.login.companyPending')}</PlainAlert>
      ) : (
        <>
          {options?.oidc && <CompanySignInButton next={next} />}
          {options?.oidc && options.passwordLogin === 'admins' ? <PasswordForAdmins>{passwordForm}</PasswordForAdmins> : passwordForm}
        </>
      )}
    </AuthCard>
  );
}
