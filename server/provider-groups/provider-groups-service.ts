import { AUDIT_KIND, type ProviderActor } from '../../domain/audit.js';
import { OFFICE } from '../../domain/buildings.js';
import { APP_REASON, MSG } from '../../domain/messages.js';
import { isAdminOf, mayMapGroup } from '../../domain/policy.js';
import { followProvider, mappingChange } from '../../domain/provider-groups.js';
import type { ProviderGroup, ProviderGroups } from '../../domain/schemas/provider-groups-answers.js';
import type { ProviderGroupUpdateBody } from '../../domain/schemas/provider-groups.js';
import { recordAudit, recordProviderAudit } from '../audit/audit-service.js';
import type { Config } from '../config.js';
import type { AppContext } from '../context.js';
import type { Queryable } from '../db/connection.js';
import { lockKey } from '../db/locks.js';
import { badRequest, forbidden } from '../errors.js';
import type { Caller } from '../identity/actor.js';
import {
  addProviderGroupRows,
  groupsForMapping,
  groupsOfProviderGroup,
  mappedGroupsFor,
  providerGroupMappings,
  removeProviderGroupRows,
  setUserGroups,
} from './provider-groups-queries.js';
import type { UserRow } from '../identity/user-row.js';

// The identity provider's groups (decisions §25, #46): the console's mapping of provider groups to
// the product's, and a person's mapped groups made to follow what the provider says of them. The
// company sign-in calls followProviderGroups with its groups claim, SCIM followForPerson with the
// product groups of a person's SCIM groups. Each mapping change is one transaction with its audit entry.

/** What makes the mapped groups follow the provider: SCIM when it is on (the claim is then unused), else the claim, else nothing. */
export function groupsFollow(config: Pick<Config, 'oidc' | 'oidcGroupsClaim' | 'scim'>): ProviderGroups['follows'] {
  if (config.scim) return 'scim';
  return config.oidc && config.oidcGroupsClaim ? 'claim' : null;
}

/** The groups' administrators (decisions §9): the console of the flexible office. */
function mustAdminister(me: Caller) {
  if (!isAdminOf(me.actor, OFFICE)) throw forbidden();
}

/** Every mapping, and what it follows. */
export async function listProviderGroups(ctx: AppContext, me: Caller): Promise<ProviderGroups> {
  mustAdminister(me);
  const rows = await providerGroupMappings(ctx.db);
  return { follows: groupsFollow(ctx.config), mappings: rows.map((r) => ({ providerGroup: r.provider_group, groups: r.groups })) };
}

/**
 * Replaces a provider group's product groups with `groups` (none: its mapping is removed). Every group
 * added or taken away must exist (when added) and be of a building the caller administers
 * (mayMapGroup); groups left as they were are not asked about. No change, no entry.
 */
export function saveProviderGroup(ctx: AppContext, me: Caller, b: ProviderGroupUpdateBody): Promise<ProviderGroup> {
  return ctx.db.transaction(async (tx) => {
    mustAdminister(me);
    await lockKey(ctx.db, tx, 'providerGroup', b.providerGroup);
    const current = await groupsOfProviderGroup(tx, b.providerGroup);
    const change = mappingChange(current, b.groups);
    const touched = [...change.added, ...change.removed];
    const groups = new Map((touched.length ? await groupsForMapping(tx, touched) : []).map((g) => [g.id, g]));
    for (const id of change.added) if (!groups.has(id)) throw badRequest(MSG.mappedGroupUnknown(id), APP_REASON.mappedGroupUnknown);
    for (const id of touched) {
      const group = groups.get(id);
      if (group && !mayMapGroup(me.actor, group)) throw forbidden(MSG.mappedGroupOtherBuilding(id), APP_REASON.mappedGroupOtherBuilding);
    }
    if (change.removed.length) await removeProviderGroupRows(tx, b.providerGroup, change.removed);
    if (change.added.length) await addProviderGroupRows(tx, b.providerGroup, change.added);
    if (touched.length) await recordAudit(tx, me, ctx.clock.now(), AUDIT_KIND.providerGroupsUpdate, b.providerGroup, { groupList: change });
    return { providerGroup: b.providerGroup, groups: await groupsOfProviderGroup(tx, b.providerGroup) };
  });
}

/**
 * Makes a person's mapped groups follow the provider's groups (`providerGroups`: the claim's values),
 * in the caller's transaction, with `user` read locked in it. Answers whether anything changed.
 */
export async function followProviderGroups(
  tx: Queryable,
  via: ProviderActor,
  now: Date,
  user: UserRow,
  providerGroups: string[],
): Promise<boolean> {
  const { mapped, wanted } = await mappedGroupsFor(tx, providerGroups);
  return followForPerson(tx, via, now, user, mapped, wanted);
}

/**
 * The one way a person's groups follow the provider, at a sign-in or through SCIM: of the `mapped`
 * product groups, the person holds those in `wanted` and not the others; unmapped groups stay; the
 * main group moves as domain/provider-groups.ts says. Written on the person's row, which the caller
 * locked, and audited as the identity provider only when something changed. Answers whether it did.
 */
export async function followForPerson(
  tx: Queryable,
  via: ProviderActor,
  now: Date,
  user: Pick<UserRow, 'uuid' | 'main_group' | 'group_list'>,
  mapped: readonly string[],
  wanted: readonly string[],
): Promise<boolean> {
  if (!mapped.length) return false;
  const after = followProvider({ mainGroup: user.main_group, groupList: user.group_list }, mapped, wanted);
  const mainMoved = after.mainGroup !== user.main_group;
  if (!after.added.length && !after.removed.length && !mainMoved) return false;
  await setUserGroups(tx, user.uuid, after.mainGroup, after.groupList);
  await recordProviderAudit(tx, via, now, AUDIT_KIND.usersProviderGroups, user.uuid, {
    groupList: { added: [...after.added].sort(), removed: [...after.removed].sort() },
    ...(mainMoved && { mainGroup: { from: user.main_group, to: after.mainGroup } }),
  });
  return true;
}
