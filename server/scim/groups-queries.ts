import type { Queryable } from '../db/connection.js';
import type { ScimGroupRow } from './presenter.js';

// SQL of SCIM's Groups (migration 034) and of the membership that follows them (provider_groups,
// the console's mapping: a SCIM group matches by its display name, in any case, or its external id).

const COLUMNS = 'id, display_name, external_id, created_at, modified_at';

export type GroupFilter = { attr: 'displayName' | 'externalId' | 'id'; value: string } | null;

export async function scimGroup(q: Queryable, id: string): Promise<ScimGroupRow | null> {
  const { rows } = await q.query<ScimGroupRow>(`SELECT ${COLUMNS} FROM scim_groups WHERE id = $1`, [id]);
  return rows[0] ?? null;
}

/** A group, held until the transaction ends: its changes are made one after another. */
export async function lockScimGroup(q: Queryable, id: string): Promise<ScimGroupRow | null> {
  const { rows } = await q.query<ScimGroupRow>(`SELECT ${COLUMNS} FROM scim_groups WHERE id = $1 FOR UPDATE`, [id]);
  return rows[0] ?? null;
}

export async function scimGroups(
  q: Queryable,
  f: GroupFilter,
  offset: number,
  limit: number,
): Promise<{ total: number; rows: ScimGroupRow[] }> {
  const { rows } = await q.query<ScimGroupRow & { total: string }>(
    `SELECT ${COLUMNS}, count(*) OVER () AS total FROM scim_groups
      WHERE CASE $1::text
              WHEN 'displayName' THEN lower(display_name) = lower($2)
              WHEN 'externalId' THEN external_id = $2
              WHEN 'id' THEN id::text = lower($2)
              ELSE true END
      ORDER BY created_at, id
      LIMIT $3 OFFSET $4`,
    [f?.attr ?? null, f?.value ?? null, limit, offset],
  );
  // A page past the end, or of no rows (count=0), still says how many match.
  if (!rows.length && (offset > 0 || limit === 0)) return { total: (await scimGroups(q, f, 0, 1)).total, rows: [] };
  return { total: rows.length ? Number(rows[0].total) : 0, rows: rows.map(({ total: _t, ...r }) => r) };
}

export async function insertScimGroup(
  q: Queryable,
  g: { id: string; displayName: string; externalId: string | null; now: Date },
): Promise<void> {
  await q.query('INSERT INTO scim_groups (id, display_name, external_id, created_at, modified_at) VALUES ($1, $2, $3, $4, $4)', [
    g.id,
    g.displayName,
    g.externalId,
    g.now,
  ]);
}

export async function updateScimGroup(
  q: Queryable,
  id: string,
  g: { displayName: string; externalId: string | null; now: Date },
): Promise<void> {
  await q.query('UPDATE scim_groups SET display_name = $2, external_id = $3, modified_at = $4 WHERE id = $1', [
    id,
    g.displayName,
    g.externalId,
    g.now,
  ]);
}

export async function deleteScimGroup(q: Queryable, id: string): Promise<void> {
  await q.query('DELETE FROM scim_groups WHERE id = $1', [id]);
}

/** The members of these groups, by group, with their names (deleted accounts are no members to SCIM). */
export async function membersOf(q: Queryable, groupIds: string[]): Promise<{ group_id: string; uuid: string; name: string }[]> {
  const { rows } = await q.query<{ group_id: string; uuid: string; name: string }>(
    `SELECT m.group_id, u.uuid, u.name FROM scim_group_members m JOIN users u ON u.uuid = m.user_uuid
      WHERE m.group_id = ANY ($1::uuid[]) AND NOT u.scim_deleted ORDER BY m.group_id, lower(u.name), u.uuid`,
    [groupIds],
  );
  return rows;
}

/** Adds members who are accounts SCIM sees (other ids are skipped); answers those added. */
export async function addMembers(q: Queryable, groupId: string, uuids: string[]): Promise<string[]> {
  const { rows } = await q.query<{ user_uuid: string }>(
    `INSERT INTO scim_group_members (group_id, user_uuid)
       SELECT $1, u.uuid FROM users u
        WHERE u.uuid::text = ANY ($2::text[]) AND NOT u.scim_deleted
       ON CONFLICT DO NOTHING RETURNING user_uuid`,
    [groupId, uuids.map((u) => u.toLowerCase())],
  );
  return rows.map((r) => r.user_uuid);
}

/** Removes members; answers those removed. */
export async function removeMembers(q: Queryable, groupId: string, uuids: string[]): Promise<string[]> {
  const { rows } = await q.query<{ user_uuid: string }>(
    'DELETE FROM scim_group_members WHERE group_id = $1 AND user_uuid::text = ANY ($2::text[]) RETURNING user_uuid',
    [groupId, uuids.map((u) => u.toLowerCase())],
  );
  return rows.map((r) => r.user_uuid);
}

/** Every SCIM group membership of a person ends (the provider deleted the account); answers the groups' ids. */
export async function leaveAllScimGroups(q: Queryable, uuid: string): Promise<string[]> {
  const { rows } = await q.query<{ group_id: string }>('DELETE FROM scim_group_members WHERE user_uuid = $1 RETURNING group_id', [uuid]);
  return rows.map((r) => r.group_id);
}

/** Every product group the console maps some provider group to. */
export async function mappedProductGroups(q: Queryable): Promise<string[]> {
  const { rows } = await q.query<{ group_id: string }>('SELECT DISTINCT group_id FROM provider_groups ORDER BY group_id');
  return rows.map((r) => r.group_id);
}

/** The people's rows, locked in a fixed order (no deadlock between two changes of the same people), with their groups. */
export async function lockMemberships(
  q: Queryable,
  uuids: string[],
): Promise<{ uuid: string; username: string; group_list: string[]; main_group: string | null }[]> {
  const { rows } = await q.query<{ uuid: string; username: string; group_list: string[]; main_group: string | null }>(
    `SELECT uuid, username, group_list, main_group FROM users WHERE uuid = ANY ($1::uuid[]) ORDER BY uuid FOR NO KEY UPDATE`,
    [uuids],
  );
  return rows;
}

/** The product groups each person's SCIM groups give through the mapping, in the mapping's order of groups. */
export async function grantedProductGroups(q: Queryable, uuids: string[]): Promise<Map<string, string[]>> {
  const { rows } = await q.query<{ user_uuid: string; group_id: string }>(
    `SELECT DISTINCT m.user_uuid, p.group_id FROM scim_group_members m
       JOIN scim_groups g ON g.id = m.group_id
       JOIN provider_groups p ON lower(p.provider_group) = lower(g.display_name) OR p.provider_group = g.external_id
      WHERE m.user_uuid = ANY ($1::uuid[])
      ORDER BY m.user_uuid, p.group_id`,
    [uuids],
  );
  const granted = new Map<string, string[]>();
  for (const r of rows) granted.set(r.user_uuid, [...(granted.get(r.user_uuid) ?? []), r.group_id]);
  return granted;
}
