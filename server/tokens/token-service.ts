import { randomBytes, randomUUID } from 'node:crypto';
import { AUDIT_KIND } from '../../domain/audit.js';
import { accountBuildings, isAdminOf } from '../../domain/policy.js';
import type { ApiToken, ApiTokenCreated, BuildingToken } from '../../domain/schemas/token-answers.js';
import type { TokenCreateBody } from '../../domain/schemas/tokens.js';
import { TOKEN_MSG, TOKEN_REASON } from '../../domain/tokens/messages.js';
import { API_TOKEN_PREFIX, MAX_TOKENS_A_PERSON, mayMakeAdminTokens } from '../../domain/tokens/scopes.js';
import { recordAudit } from '../audit/audit-service.js';
import type { AppContext } from '../context.js';
import { conflict, forbidden, notFound } from '../errors.js';
import type { Caller } from '../identity/actor.js';
import { hashToken } from '../identity/tokens.js';
import {
  deleteToken,
  insertToken,
  liveTokenCount,
  ownedToken,
  tokensOf,
  tokensOfBuildings,
  type OwnedTokenRow,
  type TokenRow,
} from '../identity/api-token-queries.js';

// Personal API tokens (decisions §23): made by a signed-in person for themselves, shown once, kept as a
// hash; listed without secrets; deleted by their owner or by an administrator of the owner's building.

const DAY_MS = 86_400_000;

const present = (t: TokenRow): ApiToken => ({
  _id: t.id,
  name: t.name,
  scopes: t.scopes,
  createdAt: new Date(t.created_at).toISOString(),
  expiresAt: new Date(t.expires_at).toISOString(),
  lastUsedAt: t.last_used_at ? new Date(t.last_used_at).toISOString() : null,
});

const presentOwned = (t: OwnedTokenRow): BuildingToken => ({
  ...present(t),
  owner: { uuid: t.user_uuid, username: t.owner_username, name: t.owner_name },
});

/** `bt_` and 43 characters of base64url: 32 random bytes. */
const newApiToken = () => `${API_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;

export async function createToken(ctx: AppContext, me: Caller, body: TokenCreateBody): Promise<ApiTokenCreated> {
  if (body.scopes.includes('admin') && !mayMakeAdminTokens(me.actor)) throw forbidden(TOKEN_MSG.adminScope, TOKEN_REASON.adminScope);
  const now = ctx.clock.now();
  const token = newApiToken();
  const row = await ctx.db.transaction(async (tx) => {
    if ((await liveTokenCount(tx, me.uuid, now)) >= MAX_TOKENS_A_PERSON) throw conflict(TOKEN_MSG.tooMany, TOKEN_REASON.tooMany);
    const made = await insertToken(tx, {
      id: randomUUID(),
      user_uuid: me.uuid,
      name: body.name,
      scopes: body.scopes,
      token_hash: hashToken(token),
      created_at: now,
      expires_at: new Date(now.getTime() + body.days * DAY_MS),
    });
    await recordAudit(tx, me, now, AUDIT_KIND.tokensCreate, me.uuid, { name: made.name, scopes: made.scopes, expiresAt: made.expires_at });
    return made;
  });
  return { ...present(row), token };
}

export async function listTokens(ctx: AppContext, me: Caller): Promise<ApiToken[]> {
  return (await tokensOf(ctx.db, me.uuid)).map(present);
}

/** The buildings whose people's tokens an administrator sees and may delete: role admin every one. */
const administered = (me: Caller) => (me.role === 'admin' ? ['0', '1', '2'] : me.admin_of);

export async function listBuildingTokens(ctx: AppContext, me: Caller): Promise<BuildingToken[]> {
  return (await tokensOfBuildings(ctx.db, administered(me))).map(presentOwned);
}

/** The owner's token, or one of a person of a building the caller administers; any other is not found, as none is. */
export async function removeToken(ctx: AppContext, me: Caller, id: string): Promise<ApiToken> {
  return ctx.db.transaction(async (tx) => {
    const t = await ownedToken(tx, id);
    const mine = t?.user_uuid === me.uuid;
    const administers =
      !!t && accountBuildings({ building: t.owner_building, buildingList: t.owner_building_list }).some((b) => isAdminOf(me.actor, b));
    if (!t || !(mine || administers)) throw notFound(TOKEN_MSG.notFound, TOKEN_REASON.notFound);
    await deleteToken(tx, id);
    await recordAudit(tx, me, ctx.clock.now(), AUDIT_KIND.tokensDelete, t.user_uuid, { name: t.name, scopes: t.scopes });
    return present(t);
  });
}
