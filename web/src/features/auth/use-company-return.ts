import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { OIDC_REASON, OIDC_RETURN, type OidcReturnReason } from '@domain/oidc.js';
import { takeCompanySession } from '@/api/accounts.js';
import { errorMessage } from '@/api/client.js';
import { forgetReturnPath, rememberedReturnPath } from '@/lib/return-path.js';
import { useSession } from '@/lib/session.js';
import { readLoginAnswer } from '@/lib/user-valid.js';
import { translate } from '@/i18n/i18n.js';
import { shell, type ShellKey } from '@/i18n/shell.js';
import { useT } from '@/i18n/use-t.js';

/** The sentence of each reason a sign-in is sent back with (domain/oidc.ts's, in the person's language: issue #40). */
const REFUSAL: Record<OidcReturnReason, ShellKey> = {
  [OIDC_REASON.noAccount]: 'shell.oidc.noAccount',
  [OIDC_REASON.denied]: 'shell.oidc.denied',
  [OIDC_REASON.failed]: 'shell.oidc.failed',
  [OIDC_REASON.state]: 'shell.oidc.state',
  [OIDC_REASON.expired]: 'shell.oidc.expired',
  [OIDC_REASON.token]: 'shell.oidc.token',
  [OIDC_REASON.emailUnverified]: 'shell.oidc.emailUnverified',
  [OIDC_REASON.unavailable]: 'shell.oidc.unavailable',
  [OIDC_REASON.off]: 'shell.oidc.off',
  throttled: 'shell.oidc.throttled',
};

/** An unknown reason (a hand-made address) reads as a plain failure. */
const refusalKey = (reason: string): ShellKey =>
  Object.hasOwn(REFUSAL, reason) ? REFUSAL[reason as OidcReturnReason] : 'shell.oidc.failed';

/**
 * /login back from the company's provider (decisions §17): `?oidc=1` — the session is taken
 * (its handover is an HttpOnly cookie) and the page remembered before leaving opens; `?oidcError=`
 * — the refusal's sentence, chosen by its reason (never a text from the address). Either way the
 * address is cleaned, so that a reload repeats nothing.
 */
export function useCompanyReturn(params: URLSearchParams) {
  const t = useT(shell);
  const session = useSession();
  const navigate = useNavigate();
  const [returned] = useState(() => params.get(OIDC_RETURN.done) === '1');
  // The reason in the address, worded at each render (a switch of language rewords it); or a failure of the handover.
  const [refused] = useState(() => params.get(OIDC_RETURN.error));
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(returned);
  const [returnTo] = useState(() => (returned ? rememberedReturnPath() : null));
  const asked = useRef(false);

  useEffect(() => {
    if (params.has(OIDC_RETURN.done) || params.has(OIDC_RETURN.error)) void navigate(OIDC_RETURN.path, { replace: true });
  }, [params, navigate]);

  useEffect(() => {
    if (!returned || asked.current) return;
    asked.current = true;
    takeCompanySession()
      .then((payload) => {
        const answer = readLoginAnswer(payload);
        if (!answer) return setError(translate(shell, 'shell.genericError'));
        forgetReturnPath();
        session.signIn(answer.user, answer.token);
      })
      .catch((failure: unknown) => setError(errorMessage(failure)))
      .finally(() => setPending(false));
  }, [returned, session]);

  return { pending, error: refused === null ? error : t(refusalKey(refused)), returnTo };
}
