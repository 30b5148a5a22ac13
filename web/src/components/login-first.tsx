import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import type { UserInfo } from '@domain/schemas/accounts.js';
import { CompanySignInButton, PasswordForAdmins } from './company-sign-in.js';
import { LinkCard } from './link-card.js';
import { LoginFields, useLoginForm } from './login-form.js';
import { useSession } from '../lib/session.js';
import { useSignInOptions } from '../lib/sign-in-options.js';
import { common } from '@/i18n/common.js';
import { shell } from '@/i18n/shell.js';
import { useT } from '@/i18n/use-t.js';

interface Props {
  title: string;
  /** What logging in is for, shown above the form. */
  text: string;
  children: (user: UserInfo) => ReactNode;
}

/**
 * E-mailed links open public routes; acting on them needs the owner's session. Without one
 * the page shows its own login form and stays on the link (tower §2, flex-office §2); with the
 * company sign-in on, its button too, which comes back to the link (decisions §17).
 */
export function LoginFirst({ title, text, children }: Props) {
  const t = useT(shell);
  const { user, status } = useSession();
  // A stored token is still being verified: neither the form nor the page yet.
  if (status === 'loading') return <CircularProgress aria-label={t('shell.loadingData')} sx={{ display: 'block', mx: 'auto', mt: 4 }} />;
  if (!user) {
    return (
      <LinkCard title={title}>
        <Typography>{text}</Typography>
        <SignInChoices />
      </LinkCard>
    );
  }
  return <>{children(user)}</>;
}

function SignInChoices() {
  const options = useSignInOptions();
  const { pathname, search } = useLocation();
  // Held here, not in the form: what was typed before the server said which ways in it offers stays
  // when the company's button comes in above the form.
  const form = useLoginForm();
  const passwordForm = <InlineLogin form={form} />;
  return (
    <>
      {options?.oidc && <CompanySignInButton next={`${pathname}${search}`} />}
      {options?.oidc && options.passwordLogin === 'admins' ? <PasswordForAdmins>{passwordForm}</PasswordForAdmins> : passwordForm}
    </>
  );
}

function InlineLogin({ form }: { form: ReturnType<typeof useLoginForm> }) {
  const t = useT(common);
  return (
    <form onSubmit={form.submit} noValidate>
      <LoginFields form={form} />
      <Button type="submit" variant="contained" fullWidth sx={{ mt: 2 }} disabled={form.pending}>
        {t('common.login.submit')}
      </Button>
    </form>
  );
}
