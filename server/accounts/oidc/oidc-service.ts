import { AUDIT_KIND } from '../../../domain/audit.js';
import { OIDC_MSG, OIDC_REASON, type OidcReturnReason } from '../../../domain/oidc.js';
import { claimedGroups } from '../../../domain/provider-groups.js';
import type { SignedInUser } from '../../../domain/schemas/accounts-answers.js';
import { recordSystemAudits } from '../../audit/audit-service.js';
import type { AppContext } from '../../context.js';
import type { Queryable } from '../../db/connection.js';
import { lockKey } from '../../db/locks.js';
import { notFound, unauthorized } from '../../errors.js';
import { followProviderGroups, groupsFollow } from '../../provider-groups/provider-groups-service.js';
import { createSession } from '../../identity/sessions-service.js';
import { hashToken, newToken } from '../../identity/tokens.js';
import { presentUser } from '../presenter.js';
import { confirmUser, countOpenFlows, insertFlow, insertHandover, takeFlow, takeHandover, userByEmailForUpdate } from './oidc-queries.js';
import {
  authorizationUrl,
  failureCode,
  failureReason,
  newFlowSecrets,
  providerConfiguration,
  providerFailure,
  redeemCode,
  type ProviderFailure,
} from './provider-client.js';

// Sign-in with the company's identity provider (decisions §17), in three steps of one browser:
// start (a sign-in under way, its key in a cookie, the browser sent to the provider), the
// provider's return (checked, the person found, a one-time handover in a cookie, the browser sent
// to /login) and the handover taken by /login for the session a password login would give. The
// token never travels in an address; each step's secret works once, for minutes at most.

/** How long a sign-in may stay at the provider (its login and consent pages) before it has expired. */
export const FLOW_MS = 10 * 60_000;
/** How long /login has to take the session once the provider has answered. */
export const HANDOVER_MS = 60_000;
/** Sign-ins one client address may have under way at once: a bound on what anyone can make the server keep. */
export const MAX_OPEN_FLOWS = 100;

/** Where a step sends the browser: the provider, or /login with the refusal's reason (and the provider's failure, for reportProviderFailure). */
export type SignInStep =
  { to: 'provider'; url: string; flowKey: string } | { to: 'login'; reason: OidcReturnReason; failure?: ProviderFailure };

const back = (reason: OidcReturnReason): SignInStep => ({ to: 'login', reason });

function oidcOf(ctx: AppContext) {
  if (!ctx.config.oidc) throw notFound(OIDC_MSG.off, OIDC_REASON.off);
  return ctx.config.oidc;
}

/** The groups claim the sign-in reads: OIDC_GROUPS_CLAIM, unless SCIM is the one source of groups (decisions §25). */
const groupsClaimOf = (ctx: AppContext): string | undefined =>
  groupsFollow(ctx.config) === 'claim' ? ctx.config.oidcGroupsClaim : undefined;

/** A new sign-in of the browser at `address`: its secrets kept under a new key, the provider's address to go to. */
export async function startSignIn(ctx: AppContext, address: string): Promise<SignInStep> {
  const oidc = oidcOf(ctx);
  let config;
  try {
    config = await providerConfiguration(oidc);
  } catch (e) {
    return { to: 'login', reason: OIDC_REASON.unavailable, failure: providerFailure(e) };
  }
  const now = ctx.clock.now();
  const flow = newFlowSecrets();
  const key = newToken();
  const opened = await ctx.db.transaction(async (tx) => {
    await lockKey(ctx.db, tx, 'oidcStart', address);
    if ((await countOpenFlows(tx, address, new Date(now.getTime() - FLOW_MS))) >= MAX_OPEN_FLOWS) return false;
    await insertFlow(tx, key.hash, flow, address, now);
    return true;
  });
  if (!opened) return back('throttled');
  return { to: 'provider', url: await authorizationUrl(config, ctx.config.publicUrl, flow), flowKey: key.token };
}

/** What the provider's return leads to: /login with a handover (`handover`) or with a refusal (and the provider's failure, for reportProviderFailure). */
export type Returned = { handover: string } | { reason: OidcReturnReason; failure?: ProviderFailure };

/**
 * The provider's return to the browser that holds `flowKey`: the sign-in taken (once), its state
 * compared, the code redeemed and its ID token verified, the e-mail matched to an account, refused when deactivated.
 * A return without a sign-in under way (no cookie, an unknown or spent key) is refused without an
 * entry: anyone can call the address. Every other failure is written to the audit log.
 */
export async function finishSignIn(ctx: AppContext, flowKey: string | undefined, returned: URL, address: string): Promise<Returned> {
  const oidc = oidcOf(ctx);
  const now = ctx.clock.now();
  const flow = flowKey ? await takeFlow(ctx.db, hashToken(flowKey), new Date(now.getTime() - FLOW_MS)) : null;
  if (!flow) return { reason: OIDC_REASON.expired };
  const refuse = async (reason: OidcReturnReason, details: { email?: string | null; error?: string }) => {
    await recordFailure(ctx.db, now, reason, address, details);
    return { reason };
  };
  // Compared here as well as by the library, so that a tampered state is named as such.
  if (returned.searchParams.get('state') !== flow.state) return refuse(OIDC_REASON.state, {});
  let identity;
  try {
    identity = await redeemCode(await providerConfiguration(oidc), returned, flow, groupsClaimOf(ctx));
  } catch (e) {
    return { ...(await refuse(failureReason(e), { error: failureCode(e) })), failure: providerFailure(e) };
  }
  const { email } = identity;
  if (!email || !identity.emailVerified) return refuse(OIDC_REASON.emailUnverified, { email });
  const handover = newToken();
  const refused = await ctx.db.transaction(async (tx) => {
    const user = await userByEmailForUpdate(tx, email);
    if (!user) return OIDC_REASON.noAccount;
    if (!user.valid) return OIDC_REASON.deactivated; // decisions §25
    await confirmUser(tx, user.uuid);
    // The person's mapped groups follow the claim, with the sign-in (decisions §25); a claim not understood changes nothing.
    const claimed = claimedGroups(identity.groups);
    if (claimed) await followProviderGroups(tx, 'oidc', now, user, claimed);
    await insertHandover(tx, handover.hash, user.uuid, new Date(now.getTime() + HANDOVER_MS));
    return null;
  });
  if (refused) return refuse(refused, { email });
  return { handover: handover.token };
}

/** The session of a confirmed sign-in, for the browser holding its handover: once, within HANDOVER_MS. */
export async function takeSession(ctx: AppContext, handover: string | undefined): Promise<SignedInUser> {
  oidcOf(ctx);
  const now = ctx.clock.now();
  const user = handover ? await takeHandover(ctx.db, hashToken(handover), now) : null;
  if (!user) throw unauthorized(OIDC_MSG.expired, OIDC_REASON.expired);
  const token = await createSession(ctx.db, user.uuid, now, ctx.config.sessionDays);
  return { ...presentUser(user), token };
}

/**
 * A call to the provider that failed (it is out of reach, or answered what it should not): the
 * person sees a refusal, the operator an error line under the request's id and a count in
 * GET /metrics (oidc_provider_errors_total), which alerts on a provider that stopped answering.
 */
export function reportProviderFailure(
  ctx: AppContext,
  log: { error(o: object, m: string): void },
  step: 'start' | 'callback',
  failure: ProviderFailure | undefined,
): void {
  if (!failure) return;
  ctx.failures.oidcProvider.inc({ step, reason: failure.reason });
  log.error({ oidc: { step, ...failure } }, "oidc: the company's identity provider failed");
}

/** A failed sign-in in the audit log's login kind, by no one (decisions §17); the target is the e-mail when the provider gave one. */
async function recordFailure(
  q: Queryable,
  now: Date,
  reason: OidcReturnReason,
  address: string,
  details: { email?: string | null; error?: string },
) {
  await recordSystemAudits(q, now, AUDIT_KIND.login, [
    { target: details.email ?? '', details: { method: 'oidc', reason, ...details, address } },
  ]);
}
