import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { OIDC_REASON, OIDC_RETURN, oidcReturnMessage, type OidcReason } from '@domain/oidc.js';
import { saveLanguage, takeCompanySession } from '@/api/accounts.js';
import { ApiError } from '@/api/client.js';
import { forgetReturnPath, rememberedReturnPath } from '@/lib/return-path.js';
import { useSession } from '@/lib/session.js';
import { readLoginAnswer } from '@/lib/user-valid.js';
import { useRefusalWords } from '@/i18n/refusal-words.js';
import { browserLanguage } from '@/i18n/language.js';

/**
 * The refusal a sign-in is sent back with, as the API would answer it: worded by its reason (the
 * catalogue `reasons`, in the person's language); an unknown reason (a hand-made address) is a plain failure.
 */
function returnedRefusal(reason: string): ApiError {
  const known = reason === 'throttled' || Object.values(OIDC_REASON).includes(reason as OidcReason);
  return new ApiError(0, oidcReturnMessage(reason), known ? reason : OIDC_REASON.failed);
}

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
  // The refusal in the address, or the handover's failure: worded at each render, so that a switch of language rewords it.
  const [failure, setFailure] = useState<unknown>(() => {
    const reason = params.get(OIDC_RETURN.error);
    return reason === null ? null : returnedRefusal(reason);
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
        if (!answer) return setFailure(new Error('no session in the answer'));
        forgetReturnPath();
        // The language chosen on /login before leaving for the provider wins, as a password sign-in's does (§22).
        const chosen = browserLanguage();
        const user = chosen && chosen !== answer.user.language ? { ...answer.user, language: chosen } : answer.user;
        session.signIn(user, answer.token);
        if (chosen && user !== answer.user) void saveLanguage(chosen).catch(() => undefined); // sent again at the next sign-in
      })
      .catch((e: unknown) => setFailure(e))
      .finally(() => setPending(false));
  }, [returned, session]);

  // The English wording of refusals is downloaded only when there is one to word (not with every /login).
  const words = useRefusalWords(failure !== null);
  return { pending, error: failure === null ? null : words(failure), returnTo };
}
