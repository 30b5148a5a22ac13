import type { Queryable } from '../db/connection.js';

// SQL of the console's mapping of the identity provider's groups to the product's (decisions §25,
// migration 033: provider_groups). One mapping for both ways the provider speaks: the sign-in's
// groups claim and SCIM (a SCIM group matches by its displayName or externalId).

export interface ProviderGroupRow {
  provider_group: string;
  groups: string[];
}

/** Every provider group with its product groups (ids sorted), by provider group. */
export async function providerGroupMappings(q: Queryable): Promise<ProviderGroupRow[]> {
  const { rows } = await q.query<ProviderGroupRow>(
    `SELECT provider_group, array_agg(group_id ORDER BY group_id) AS groups FROM provider_groups
      GROUP BY provider_group ORDER BY provider_group`,
  );
  return rows;
}

/** The product groups one provider group maps to (its change holds the provider group's lock: db/locks.ts). */
export async function groupsOfProviderGroup(q: Queryable, providerGroup: string): Promise<string[]> {
  const { rows } = await q.query<{ group_id: string }>('SELECT group_id FROM provider_groups WHERE provider_group = $1 ORDER BY group_id', [
    providerGroup,
  ]);
  return rows.map((r) => r.group_id);
}

/** The groups of these ids, with their building, locked (FOR SHARE) so that none is deleted before its mapping is written. */
export async function groupsForMapping(q: Queryable, ids: string[]): Promise<{ id: string; building: string }[]> {
  const { rows } = await q.query<{ id: string; building: string }>('SELECT id, building FROM groups WHERE id = ANY ($1) FOR SHARE', [ids]);
  return rows;
}

export async function addProviderGroupRows(q: Queryable, providerGroup: string, groupIds: string[]): Promise<void> {
  await q.query('INSERT INTO provider_groups (provider_group, group_id) SELECT $1, unnest($2::text[]) ON CONFLICT DO NOTHING', [
    providerGroup,
    groupIds,
  ]);
}

export async function removeProviderGroupRows(q: Queryable, providerGroup: string, groupIds: string[]): Promise<void> {
  await q.query('DELETE FROM provider_groups WHERE provider_group = $1 AND group_id = ANY ($2)', [providerGroup, groupIds]);
}

/**
 * What the provider's groups decide for a person: every mapped product group (those that follow the
 * provider) and, of them, the ones mapped from any of `providerGroups` (those the person holds).
 */
export async function mappedGroupsFor(q: Queryable, providerGroups: string[]): Promise<{ mapped: string[]; wanted: string[] }> {
  const { rows } = await q.query<{ mapped: string[]; wanted: string[] }>(
    `SELECT ARRAY(SELECT DISTINCT group_id FROM provider_groups ORDER BY group_id) AS mapped,
            ARRAY(SELECT DISTINCT group_id FROM provider_groups WHERE provider_group = ANY ($1::text[]) ORDER BY group_id) AS wanted`,
    [providerGroups],
  );
  return rows[0];
}

/** A person's groups as the provider left them. */
export async function setUserGroups(q: Queryable, uuid: string, mainGroup: string | null, groupList: string[]): Promise<void> {
  await q.query('UPDATE users SET main_group = $2, group_list = $3 WHERE uuid = $1', [uuid, mainGroup, groupList]);
}
