import { AUDIT_KIND } from '../../domain/audit.js';
import { followProviderGroups, sameMembership } from '../../domain/identity/provider-groups.js';
import { recordProviderAudit } from '../audit/audit-service.js';
import type { Queryable } from '../db/connection.js';
import { grantedProductGroups, lockMemberships, mappedProductGroups, setMembership } from './groups-queries.js';

/**
 * The people's product groups follow their SCIM groups (decisions §25), in the change's transaction:
 * the mapped product groups of the SCIM groups they are in are added, other mapped groups removed,
 * groups nobody maps left alone. Each person changed is audited as the identity provider.
 */
export async function followScimGroups(tx: Queryable, uuids: Iterable<string>, now: Date): Promise<void> {
  const people = [...new Set(uuids)];
  if (!people.length) return;
  const mapped = await mappedProductGroups(tx);
  if (!mapped.length) return;
  const rows = await lockMemberships(tx, people);
  const granted = await grantedProductGroups(tx, people);
  for (const row of rows) {
    const current = { groupList: row.group_list, mainGroup: row.main_group };
    const next = followProviderGroups(current, mapped, granted.get(row.uuid) ?? []);
    if (sameMembership(current, next)) continue;
    await setMembership(tx, row.uuid, next.groupList, next.mainGroup);
    const changes = {
      groupList: { from: current.groupList, to: next.groupList },
      ...(current.mainGroup !== next.mainGroup ? { mainGroup: { from: current.mainGroup, to: next.mainGroup } } : {}),
    };
    await recordProviderAudit(tx, 'scim', now, AUDIT_KIND.usersUpdate, row.uuid, { username: row.username, changes });
  }
}
