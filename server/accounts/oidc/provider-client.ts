import * as client from 'openid-client';
import { OIDC_REASON, type OidcReason } from '../../../domain/oidc.js';
import type { OidcConfig } from '../../config.js';
import type { FlowRow } from './oidc-queries.js';

// The company's identity provider as openid-client (panva) speaks to it: discovery from the issuer,
// the authorization request (code, PKCE S256, state, nonce) and the code redeemed for an ID token,
// which the library verifies (signature against the provider's keys, issuer, audience, expiry, nonce).

/** Where the provider sends the browser back, under PUBLIC_URL (decisions §17): registered with the provider as it is. */
export const CALLBACK_PATH = '/api/auth/oidc/callback';
const SCOPE = 'openid email profile';
/** Seconds a call to the provider may take before the sign-in gives up (openid-client's default is 30). */
const TIMEOUT_S = 10;

/** The provider's configuration, discovered once per process and client; a failed discovery is tried again at the next sign-in. */
const discovered = new Map<string, Promise<client.Configuration>>();

export function providerConfiguration(c: OidcConfig): Promise<client.Configuration> {
  const key = JSON.stringify([c.issuer, c.clientId, c.clientSecret ?? null]);
  let found = discovered.get(key);
  if (!found) {
    // config.ts lets http:// through on a loopback address only (tests, development).
    const insecure = new URL(c.issuer).protocol === 'http:' ? [client.allowInsecureRequests] : [];
    // Without a secret the client is public and proves itself with PKCE alone.
    const auth = c.clientSecret ? client.ClientSecretPost(c.clientSecret) : client.None();
    found = client.discovery(new URL(c.issuer), c.clientId, undefined, auth, { execute: insecure, timeout: TIMEOUT_S });
    discovered.set(key, found);
    found.catch(() => discovered.delete(key));
  }
  return found;
}

export const callbackUrl = (publicUrl: string) => `${publicUrl}${CALLBACK_PATH}`;

/** The provider's authorization address for one sign-in. */
export async function authorizationUrl(config: client.Configuration, publicUrl: string, flow: FlowRow): Promise<string> {
  return client
    .buildAuthorizationUrl(config, {
      redirect_uri: callbackUrl(publicUrl),
      scope: SCOPE,
      state: flow.state,
      nonce: flow.nonce,
      code_challenge: await client.calculatePKCECodeChallenge(flow.code_verifier),
      code_challenge_method: 'S256',
    })
    .toString();
}

/** A new sign-in's secrets: what the provider's answer must match. */
export const newFlowSecrets = (): FlowRow => ({
  state: client.randomState(),
  nonce: client.randomNonce(),
  code_verifier: client.randomPKCECodeVerifier(),
});

/** Who the provider says signed in: the e-mail and whether the provider vouches for it; the groups claim as it came (decisions §25). */
export interface ProviderIdentity {
  email: string | null;
  emailVerified: boolean;
  /** The value of the claim asked for (OIDC_GROUPS_CLAIM), unchecked; undefined when none was asked or sent. */
  groups?: unknown;
}

/**
 * Redeems the code of the provider's answer (`returned`: the callback's address, its query as
 * received) for tokens, checked against the sign-in's state, nonce and PKCE verifier. The e-mail
 * claims come from the ID token, or from the UserInfo endpoint when the provider keeps them there
 * (OpenID Connect §5.4, which oidc-provider follows by default; the library checks its `sub`).
 * `groupsClaim`: the claim of the person's groups to bring back too (decisions §25).
 */
export async function redeemCode(
  config: client.Configuration,
  returned: URL,
  flow: FlowRow,
  groupsClaim?: string,
): Promise<ProviderIdentity> {
  const tokens = await client.authorizationCodeGrant(config, returned, {
    pkceCodeVerifier: flow.code_verifier,
    expectedState: flow.state,
    expectedNonce: flow.nonce,
    idTokenExpected: true,
  });
  const idToken = tokens.claims();
  // idTokenExpected: the library refuses an answer without one; this only satisfies the type.
  if (!idToken) return { email: null, emailVerified: false };
  let claims: Record<string, unknown> = idToken;
  if (idToken.email === undefined && config.serverMetadata().userinfo_endpoint)
    claims = await client.fetchUserInfo(config, tokens.access_token, idToken.sub);
  // The groups claim where the provider puts it: the ID token (Entra ID, Keycloak's mapper), else UserInfo when asked there.
  const groups = groupsClaim ? ((idToken as Record<string, unknown>)[groupsClaim] ?? claims[groupsClaim]) : undefined;
  return { email: typeof claims.email === 'string' ? claims.email : null, emailVerified: emailVerified(claims), groups };
}

/**
 * `email_verified: true`. Microsoft Entra ID never sends email_verified; its optional claim
 * `xms_edov` (the e-mail's domain is verified by the tenant's owner) says as much, and counts
 * only where email_verified is absent (docs/operations/oidc.md).
 */
function emailVerified(claims: Record<string, unknown>): boolean {
  if (claims.email_verified !== undefined) return claims.email_verified === true;
  return claims.xms_edov === true;
}

const NETWORK = new Set(['OAUTH_TIMEOUT', 'OAUTH_ABORT']);
const TOKEN_CHECKS = new Set([
  'OAUTH_JWT_TIMESTAMP_CHECK_FAILED',
  'OAUTH_JWT_CLAIM_COMPARISON_FAILED',
  'OAUTH_INVALID_RESPONSE',
  'OAUTH_KEY_SELECTION_FAILED',
]);

/** Why a sign-in failed at the provider, by the library's error class and code (never its text). */
export function failureReason(e: unknown): OidcReason {
  if (e instanceof client.AuthorizationResponseError) return e.error === 'access_denied' ? OIDC_REASON.denied : OIDC_REASON.failed;
  // fetch's own failure (refused, reset, no route) is a TypeError; a timeout the library's code.
  if (e instanceof TypeError || (e instanceof client.ClientError && NETWORK.has(e.code ?? ''))) return OIDC_REASON.unavailable;
  if (e instanceof client.ClientError && TOKEN_CHECKS.has(e.code ?? '')) return OIDC_REASON.token;
  return OIDC_REASON.failed;
}

/**
 * A failed call to the provider as the server's log and GET /metrics tell it (the route's
 * reportProviderFailure): its reason, the provider's or the library's code, and for a provider out
 * of reach the system's (ECONNREFUSED, ENOTFOUND…). Never the message's text, which may quote the
 * provider's answer. None for a person who cancelled at the provider: that is no failure of it.
 */
export function providerFailure(e: unknown): ProviderFailure | undefined {
  const reason = failureReason(e);
  if (reason === OIDC_REASON.denied) return undefined;
  const cause = (e as { cause?: { code?: unknown } } | null)?.cause?.code;
  return { reason, code: failureCode(e), ...(typeof cause === 'string' && { cause }) };
}
export interface ProviderFailure {
  reason: OidcReason;
  code: string;
  cause?: string;
}

/** The provider's error code or the library's, for the audit log and the server's log: no message text, no token. */
export function failureCode(e: unknown): string {
  if (e instanceof client.AuthorizationResponseError || e instanceof client.ResponseBodyError) return e.error;
  if (e instanceof client.ClientError) return e.code ?? 'ClientError';
  return e instanceof Error ? e.name : 'unknown';
}
