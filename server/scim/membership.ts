import { followForPerson } from '../provider-groups/provider-groups-service.js';
import type { Queryable } from '../db/connection.js';
import { grantedProductGroups, lockMemberships, mappedProductGroups } from './groups-queries.js';

/**
 * The people's product groups follow their SCIM groups (decisions §25), in the change's transaction:
 * the mapped product groups of the SCIM groups they are in are added, other mapped groups removed,
 * groups nobody maps left alone, as at a company sign-in (followForPerson). Each person changed is
 * audited as the identity provider.
 */
export async function followScimGroups(tx: Queryable, uuids: Iterable<string>, now: Date): Promise<void> {
  const people = [...new Set(uuids)];
  if (!people.length) return;
  const mapped = await mappedProductGroups(tx);
  if (!mapped.length) return;
  const rows = await lockMemberships(tx, people);
  const granted = await grantedProductGroups(tx, people);
  for (const row of rows) await followForPerson(tx, 'scim', now, row, mapped, granted.get(row.uuid) ?? []);
}
