import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { OIDC_RETURN, oidcReturnMessage } from '@domain/oidc.js';
import { MSG } from '@domain/messages.js';
import { takeCompanySession } from '@/api/accounts.js';
import { errorMessage } from '@/api/client.js';
import { forgetReturnPath, rememberedReturnPath } from '@/lib/return-path.js';
import { useSession } from '@/lib/session.js';
import { readLoginAnswer } from '@/lib/user-valid.js';

/**
 * /login back from the company's provider (decisions §17): `?oidc=1` — the session is taken
 * (its handover is an HttpOnly cookie) and the page remembered before leaving opens; `?oidcError=`
 * — the refusal's sentence, chosen by its reason (never a text from the address). Either way the
 * address is cleaned, so that a reload repeats nothing.
 */
export function useCompanyReturn(params: URLSearchParams) {
  const session = useSession();
  const navigate = useNavigate();
  const [returned] = useState(() => params.get(OIDC_RETURN.done) === '1');
  const [error, setError] = useState<string | null>(() => {
    const reason = params.get(OIDC_RETURN.error);
    return reason === null ? null : oidcReturnMessage(reason);
  });
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
        if (!answer) return setError(MSG.genericError);
        forgetReturnPath();
        session.signIn(answer.user, answer.token);
      })
      .catch((failure: unknown) => setError(errorMessage(failure)))
      .finally(() => setPending(false));
  }, [returned, session]);

  return { pending, error, returnTo };
}
