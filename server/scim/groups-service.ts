import { randomUUID } from 'node:crypto';
import { AUDIT_KIND } from '../../domain/audit.js';
import { recordProviderAudit } from '../audit/audit-service.js';
import type { AppContext } from '../context.js';
import { sqlState, UNIQUE_VIOLATION, type Queryable } from '../db/connection.js';
import { GROUP_SCHEMA, listResponse } from './discovery.js';
import { resourceNotFound, uniqueness } from './errors.js';
import { groupFilter } from './filter.js';
import {
  addMembers,
  deleteScimGroup,
  insertScimGroup,
  lockScimGroup,
  membersOf,
  removeMembers,
  scimGroup,
  scimGroups,
  updateScimGroup,
} from './groups-queries.js';
import { groupFields, type GroupFields } from './input.js';
import { followScimGroups } from './membership.js';
import { applyPatch, patchOperations, type PatchOperation } from './patch.js';
import { presentGroup, type ScimGroupRow } from './presenter.js';
import { paging, scimBase, UUID } from './users-service.js';

// SCIM's Groups (RFC 7644 §3, decisions §25): the provider's groups and members, kept as sent. A
// change of members, or of the name or external id the console's mapping reads, makes the people
// concerned follow (membership.ts). Audited as the identity provider.

function taken(e: unknown): never {
  if (sqlState(e) === UNIQUE_VIOLATION) throw uniqueness('Another group has this displayName');
  throw e;
}

/** Whether `excludedAttributes` (RFC 7644 §3.9) leaves the members out: Entra ID asks so when it looks a group up. */
export const withoutMembers = (excluded: string | undefined) =>
  (excluded ?? '').split(',').some((a) => /^(urn:ietf:params:scim:schemas:core:2\.0:Group:)?members$/i.test(a.trim()));

async function answer(q: Queryable, ctx: AppContext, g: ScimGroupRow, members = true) {
  return presentGroup(g, scimBase(ctx), members ? await membersOf(q, [g.id]) : undefined);
}

export async function getGroup(ctx: AppContext, id: string, excluded?: string) {
  const g = UUID.test(id) ? await scimGroup(ctx.db, id) : null;
  if (!g) throw resourceNotFound('Group', id);
  return answer(ctx.db, ctx, g, !withoutMembers(excluded));
}

export async function listGroups(
  ctx: AppContext,
  q: { filter?: string; startIndex?: string; count?: string; excludedAttributes?: string },
) {
  const f = groupFilter(q.filter);
  const { startIndex, count } = paging(q);
  const { total, rows } = await scimGroups(ctx.db, f, startIndex - 1, count);
  const members = withoutMembers(q.excludedAttributes)
    ? null
    : await membersOf(
        ctx.db,
        rows.map((r) => r.id),
      );
  const resources = rows.map((g) =>
    presentGroup(
      g,
      scimBase(ctx),
      members?.filter((m) => m.group_id === g.id),
    ),
  );
  return listResponse(resources, total, startIndex);
}

/** Members added and removed, the people concerned made to follow, and one audit entry of the change. */
async function applyGroup(tx: Queryable, g: ScimGroupRow, next: GroupFields, current: string[] | null, now: Date, created: boolean) {
  const renamed = g.display_name !== next.displayName || g.external_id !== next.externalId;
  if (renamed && !created) await updateScimGroup(tx, g.id, { ...next, now });
  const wanted = next.members ?? current ?? [];
  const have = new Set(current ?? []);
  const added = await addMembers(
    tx,
    g.id,
    wanted.filter((u) => !have.has(u.toLowerCase())),
  );
  const want = new Set(wanted.map((u) => u.toLowerCase()));
  const removed =
    current && next.members !== undefined
      ? await removeMembers(
          tx,
          g.id,
          current.filter((u) => !want.has(u)),
        )
      : [];
  return finish(tx, g, next, { added, removed, renamed, created }, now);
}

async function finish(
  tx: Queryable,
  g: ScimGroupRow,
  next: Pick<GroupFields, 'displayName' | 'externalId'>,
  c: { added: string[]; removed: string[]; renamed: boolean; created: boolean },
  now: Date,
) {
  if (!c.created && !c.renamed && !c.added.length && !c.removed.length) return;
  if ((c.added.length || c.removed.length) && !c.renamed && !c.created) await updateScimGroup(tx, g.id, { ...next, now });
  // A new name or external id may match another mapping: every member follows; otherwise those added or removed.
  const everyone = c.renamed ? (await membersOf(tx, [g.id])).map((m) => m.uuid) : [];
  await followScimGroups(tx, [...c.added, ...c.removed, ...everyone], now);
  await recordProviderAudit(tx, 'scim', now, AUDIT_KIND.scimGroupsUpdate, g.id, {
    displayName: next.displayName,
    ...(c.renamed && !c.created ? { from: { displayName: g.display_name, externalId: g.external_id } } : {}),
    externalId: next.externalId,
    ...(c.added.length ? { added: c.added } : {}),
    ...(c.removed.length ? { removed: c.removed } : {}),
  });
}

export async function createGroup(ctx: AppContext, body: unknown) {
  const next = groupFields(body);
  const now = ctx.clock.now();
  try {
    return await ctx.db.transaction(async (tx) => {
      const id = randomUUID();
      await insertScimGroup(tx, { id, ...next, now });
      const g = (await scimGroup(tx, id))!;
      await applyGroup(tx, g, next, [], now, true);
      return answer(tx, ctx, g);
    });
  } catch (e) {
    return taken(e);
  }
}

async function lockedGroup(tx: Queryable, id: string): Promise<ScimGroupRow> {
  const g = UUID.test(id) ? await lockScimGroup(tx, id) : null;
  if (!g) throw resourceNotFound('Group', id);
  return g;
}

/** PUT /Groups/{id}: name, external id and members replaced (members not sent: kept). */
export async function replaceGroup(ctx: AppContext, id: string, body: unknown) {
  const next = groupFields(body);
  const now = ctx.clock.now();
  try {
    return await ctx.db.transaction(async (tx) => {
      const g = await lockedGroup(tx, id);
      const current = (await membersOf(tx, [g.id])).map((m) => m.uuid);
      await applyGroup(tx, g, next, current, now, false);
      return answer(tx, ctx, (await scimGroup(tx, g.id))!);
    });
  } catch (e) {
    return taken(e);
  }
}

/** An add or remove of `members` by a list of values: applied as such, without reading every member (a large group). */
const plainMembers = (o: PatchOperation) => /^members$/i.test(o.path ?? '') && o.op !== 'replace' && Array.isArray(o.value);

/**
 * PATCH /Groups/{id} (RFC 7644 §3.5.2): members added and removed by value, as Entra ID sends them,
 * straight into the table; any other operation (a members filter, a replace of all members, the
 * name) through scim-patch on the group as SCIM sees it.
 */
export async function patchGroup(ctx: AppContext, id: string, body: unknown): Promise<void> {
  const ops = patchOperations(body);
  const now = ctx.clock.now();
  try {
    await ctx.db.transaction(async (tx) => {
      const g = await lockedGroup(tx, id);
      if (ops.every(plainMembers)) {
        const added: string[] = [];
        const removed: string[] = [];
        for (const o of ops) {
          const values = (o.value as { value?: unknown }[])
            .map((m) => m?.value)
            .filter((v): v is string => typeof v === 'string' && UUID.test(v));
          if (o.op === 'add') added.push(...(await addMembers(tx, g.id, values)));
          else removed.push(...(await removeMembers(tx, g.id, values)));
        }
        const next = { displayName: g.display_name, externalId: g.external_id };
        return finish(tx, g, next, { added, removed, renamed: false, created: false }, now);
      }
      const current = (await membersOf(tx, [g.id])).map((m) => m.uuid);
      const resource = {
        schemas: [GROUP_SCHEMA],
        id: g.id,
        displayName: g.display_name,
        ...(g.external_id !== null ? { externalId: g.external_id } : {}),
        members: current.map((value) => ({ value })),
      };
      const next = groupFields(applyPatch(resource, ops));
      // The patched resource lists every member: none listed (all removed) is none.
      await applyGroup(tx, g, { ...next, members: next.members ?? [] }, current, now, false);
    });
  } catch (e) {
    taken(e);
  }
}

/** DELETE /Groups/{id}: the group and its memberships go; its members follow (they lose what it gave). */
export async function deleteGroup(ctx: AppContext, id: string): Promise<void> {
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const g = await lockedGroup(tx, id);
    const members = (await membersOf(tx, [g.id])).map((m) => m.uuid);
    await deleteScimGroup(tx, g.id);
    await followScimGroups(tx, members, now);
    await recordProviderAudit(tx, 'scim', now, AUDIT_KIND.scimGroupsDelete, g.id, {
      displayName: g.display_name,
      externalId: g.external_id,
      members: members.length,
    });
  });
}
