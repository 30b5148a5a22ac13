import { MSG } from './messages.js';
import { reasonsOf } from './reasons.js';

// Sign-in with the company's identity provider (decisions §17): the sentences of its refusals,
// shared by the server (which answers or redirects with their reasons) and /login (which shows
// the sentence of the reason it is sent back with, never a text from the address bar).

export const OIDC_MSG = {
  /** The e-mail the provider vouched for belongs to no valid account (decisions §17, word for word). */
  noAccount: 'Contul dumneavoastră nu există în aplicație. Contactați administratorul.',
  /** The account is deactivated (decisions §25): the password sign-in's sentence. */
  deactivated: MSG.accountDeactivated,
  /** The person cancelled, or the provider refused (access_denied). */
  denied: 'Autentificarea cu contul companiei a fost anulată sau refuzată.',
  /** Any other error of the provider, or of its answer to the code. */
  failed: 'Autentificarea cu contul companiei nu a reușit. Încercați din nou.',
  /** The answer does not carry the state this browser was sent with (tampered, or another tab's). */
  state: 'Răspunsul primit nu corespunde cererii de autentificare. Încercați din nou.',
  /** No sign-in under way in this browser any more: started too long ago, or already finished. */
  expired: 'Autentificarea a expirat sau a fost deja folosită. Încercați din nou.',
  /** The ID token failed a check: signature, issuer, audience, expiry or nonce. */
  token: 'Răspunsul contului companiei nu a putut fi verificat. Încercați din nou sau contactați administratorul.',
  /** No e-mail, or one the provider does not say is verified. */
  emailUnverified: 'Adresa de e-mail a contului companiei nu este confirmată. Contactați administratorul.',
  /** The provider cannot be reached (discovery, token endpoint). */
  unavailable: 'Serviciul de autentificare al companiei nu răspunde. Încercați din nou mai târziu.',
  /** The server has no OIDC settings. */
  off: 'Autentificarea cu contul companiei nu este configurată.',
} as const;
export const OIDC_REASON = reasonsOf('oidc', OIDC_MSG);
export type OidcReason = (typeof OIDC_REASON)[keyof typeof OIDC_REASON];

/**
 * What /login (and the e-mailed links' pages) say above the folded password form under
 * OIDC_PASSWORD_LOGIN=admins, before anything is typed. No answer of the server says it: a
 * non-administrator's password, right or wrong, is refused as a wrong one (#38 point 6).
 */
export const PASSWORD_ADMINS_ONLY =
  'Autentificarea cu parolă este rezervată administratorilor. Folosiți „Autentificare cu contul companiei”.';

/** OIDC_PASSWORD_LOGIN: who keeps the password form once the company's sign-in is on. */
export const PASSWORD_LOGIN = ['all', 'admins'] as const;
export type PasswordLogin = (typeof PASSWORD_LOGIN)[number];

/** The page the callback sends the browser back to, and its query: `done` (the session awaits) or the refusal's reason. */
export const OIDC_RETURN = { path: '/login', done: 'oidc', error: 'oidcError' } as const;

/** The reasons a sign-in can be sent back to /login with: the catalogue's, and throttling. */
export type OidcReturnReason = OidcReason | 'throttled';

/** The sentence /login shows for the reason in its address; an unknown one reads as a plain failure. */
export function oidcReturnMessage(reason: string): string {
  if (reason === 'throttled') return MSG.tooManyAttempts;
  const key = Object.keys(OIDC_REASON).find((k) => OIDC_REASON[k as keyof typeof OIDC_REASON] === reason);
  return key ? OIDC_MSG[key as keyof typeof OIDC_MSG] : OIDC_MSG.failed;
}
