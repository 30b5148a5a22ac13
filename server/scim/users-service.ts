import { randomUUID } from 'node:crypto';
import { AUDIT_KIND, type AuditKind } from '../../domain/audit.js';
import { countsOf, deactivate, NONE, reactivate, switchActive, tellActiveChange } from '../accounts/deactivation.js';
import { tellUsers } from '../accounts/heard.js';
import { userRowForChange } from '../accounts/users-admin-queries.js';
import { recordProviderAudit } from '../audit/audit-service.js';
import type { AppContext } from '../context.js';
import { sqlConstraint, sqlState, UNIQUE_VIOLATION, type Queryable } from '../db/connection.js';
import type { UserRow } from '../identity/user-row.js';
import { DEFAULT_COUNT, listResponse, MAX_COUNT } from './discovery.js';
import { resourceNotFound, uniqueness } from './errors.js';
import { userFilter } from './filter.js';
import { leaveAllScimGroups } from './groups-queries.js';
import { userFields, type UserFields } from './input.js';
import { followScimGroups } from './membership.js';
import { applyPatch, patchOperations } from './patch.js';
import { presentUser } from './presenter.js';
import {
  accountByUsername,
  insertScimUser,
  markScimDeleted,
  scimGroupsOfUser,
  scimUser,
  scimUsers,
  updateScimUser,
} from './users-queries.js';

// SCIM's Users (RFC 7644 §3, decisions §25), audited as the identity provider. The provider matches
// people by userName; SCIM sees every account of the product, whoever made it.

/** An id SCIM could have given (anything else is not found, without asking the database). */
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const scimBase = (ctx: AppContext) => `${ctx.config.publicUrl}/scim/v2`;

/** A list's paging (RFC 7644 §3.4.2.4): startIndex from 1, count from 0 to MAX_COUNT. */
export function paging(q: { startIndex?: string; count?: string }): { startIndex: number; count: number } {
  const int = (v: string | undefined, d: number) => (v !== undefined && /^-?\d{1,9}$/.test(v.trim()) ? Number(v) : d);
  return { startIndex: Math.max(1, int(q.startIndex, 1)), count: Math.min(MAX_COUNT, Math.max(0, int(q.count, DEFAULT_COUNT))) };
}

/** The uniqueness a violated index means. */
function taken(e: unknown): never {
  if (sqlState(e) !== UNIQUE_VIOLATION) throw e;
  throw uniqueness(
    sqlConstraint(e) === 'users_email_unique' ? 'The e-mail address belongs to another account' : 'The userName belongs to another account',
  );
}

async function answer(q: Queryable, ctx: AppContext, uuid: string) {
  const row = await scimUser(q, uuid);
  if (!row) throw resourceNotFound('User', uuid);
  return presentUser(row, scimBase(ctx), await scimGroupsOfUser(q, uuid));
}

export async function getUser(ctx: AppContext, id: string) {
  if (!UUID.test(id)) throw resourceNotFound('User', id);
  return answer(ctx.db, ctx, id);
}

export async function listUsers(ctx: AppContext, q: { filter?: string; startIndex?: string; count?: string }) {
  const f = userFilter(q.filter);
  const { startIndex, count } = paging(q);
  const { total, rows } = await scimUsers(ctx.db, f, startIndex - 1, count);
  return listResponse(
    rows.map((r) => presentUser(r, scimBase(ctx))),
    total,
    startIndex,
  );
}

/**
 * Puts what the provider says into the locked account: its texts, then whether it may sign in
 * (a deactivation as an administrator's: sessions, tokens and reservations from now on ended).
 * Audited once for each.
 */
async function applyUser(ctx: AppContext, tx: Queryable, row: UserRow, next: UserFields, now: Date) {
  const before = { username: row.username, name: row.name, email: row.email, externalId: row.external_id };
  const after = { username: next.username, name: next.name, email: next.email, externalId: next.externalId };
  const changed = (Object.keys(before) as (keyof typeof before)[]).filter((k) => before[k] !== after[k]);
  if (changed.length) {
    await updateScimUser(tx, row.uuid, after);
    const changes = Object.fromEntries(changed.map((k) => [k, { from: before[k], to: after[k] }]));
    await recordProviderAudit(tx, 'scim', now, AUDIT_KIND.usersUpdate, row.uuid, { username: next.username, changes });
  }
  if (next.active === undefined || next.active === row.valid) return;
  const audit = (kind: AuditKind, details: object) => recordProviderAudit(tx, 'scim', now, kind, row.uuid, details);
  const { heard } = await switchActive(tx, { uuid: row.uuid, username: next.username, name: next.name }, next.active, now, audit);
  if (heard) ctx.webhooks.kick();
}

/**
 * POST /Users: a new account of SCIM_DEFAULT_BUILDING, role user, no usable password and no groups.
 * A userName already held is a 409 (the provider finds the account by its filter first), but one of
 * an account the provider deleted: that account is revived (reactivated and updated, 201), so that
 * its past stays one person's.
 */
export async function createUser(ctx: AppContext, body: unknown) {
  const next = userFields(body);
  const now = ctx.clock.now();
  try {
    return await ctx.db.transaction(async (tx) => {
      const held = await accountByUsername(tx, next.username);
      if (held && !held.scim_deleted) throw uniqueness('The userName belongs to another account');
      if (held) {
        const row = (await userRowForChange(tx, held.uuid))!;
        // Revived by a create that raced this one: it is held now.
        if (!row.scim_deleted) throw uniqueness('The userName belongs to another account');
        // Revived: SCIM sees it again; its active state follows what was sent (true unless said).
        await reactivateDeleted(ctx, tx, row, { ...next, active: next.active ?? true }, now);
        return answer(tx, ctx, held.uuid);
      }
      const uuid = randomUUID();
      const valid = next.active ?? true;
      await insertScimUser(tx, { uuid, ...next, valid, building: ctx.config.scim!.defaultBuilding, now });
      await recordProviderAudit(tx, 'scim', now, AUDIT_KIND.usersRegister, uuid, {
        username: next.username,
        name: next.name,
        email: next.email,
        externalId: next.externalId,
        active: valid,
      });
      if (await tellUsers(tx, 'user.created', [uuid], now)) ctx.webhooks.kick();
      return answer(tx, ctx, uuid);
    });
  } catch (e) {
    return taken(e);
  }
}

async function reactivateDeleted(ctx: AppContext, tx: Queryable, row: UserRow, next: UserFields, now: Date) {
  // reactivate() clears scim_deleted; an account revived inactive is deactivated again by applyUser.
  await reactivate(tx, row.uuid);
  await recordProviderAudit(tx, 'scim', now, AUDIT_KIND.usersReactivate, row.uuid, { username: row.username, name: row.name });
  if (await tellActiveChange(tx, row.uuid, true, NONE, now)) ctx.webhooks.kick();
  await applyUser(ctx, tx, { ...row, valid: true }, next, now);
}

/** The account as SCIM may change it: locked, and not one the provider deleted. */
async function lockedUser(tx: Queryable, id: string): Promise<UserRow> {
  const row = UUID.test(id) ? await userRowForChange(tx, id) : null;
  if (!row || row.scim_deleted) throw resourceNotFound('User', id);
  return row;
}

/** PUT /Users/{id}: the resource replaced; an externalId not sent is cleared, an active not sent kept. */
export async function replaceUser(ctx: AppContext, id: string, body: unknown) {
  const next = userFields(body);
  const now = ctx.clock.now();
  try {
    return await ctx.db.transaction(async (tx) => {
      const row = await lockedUser(tx, id);
      await applyUser(ctx, tx, row, next, now);
      return answer(tx, ctx, row.uuid);
    });
  } catch (e) {
    return taken(e);
  }
}

/** PATCH /Users/{id}: the operations applied to the resource as SCIM sees it, the columns read back. */
export async function patchUser(ctx: AppContext, id: string, body: unknown) {
  const ops = patchOperations(body);
  const now = ctx.clock.now();
  try {
    return await ctx.db.transaction(async (tx) => {
      const row = await lockedUser(tx, id);
      const { meta: _meta, groups: _groups, ...resource } = await answer(tx, ctx, row.uuid);
      const patched = applyPatch(resource, ops);
      await applyUser(ctx, tx, row, userFields(patched, { name: row.name }), now);
      return answer(tx, ctx, row.uuid);
    });
  } catch (e) {
    return taken(e);
  }
}

/**
 * DELETE /Users/{id}: the account is deactivated (as an administrator's deletion) and SCIM answers
 * 404 for it from then on; the console still lists it among the deactivated accounts. It leaves
 * its SCIM groups, and the product groups they gave.
 */
export async function deleteUser(ctx: AppContext, id: string): Promise<void> {
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const row = await lockedUser(tx, id);
    const { cancelled } = row.valid ? await deactivate(tx, row.uuid, now) : { cancelled: NONE };
    await markScimDeleted(tx, row.uuid);
    await leaveAllScimGroups(tx, row.uuid);
    await followScimGroups(tx, [row.uuid], now);
    await recordProviderAudit(tx, 'scim', now, AUDIT_KIND.usersDelete, row.uuid, {
      username: row.username,
      name: row.name,
      cancelled: countsOf(cancelled),
    });
    if (row.valid && (await tellActiveChange(tx, row.uuid, false, cancelled, now))) ctx.webhooks.kick();
  });
}
