import type { UserRow } from '../identity/user-row.js';
import type { Queryable } from '../db/connection.js';
import type { PlainDesk } from '../desk-reservations/queries.js';
import type { GroupMemberIds, GroupRow } from './presenter.js';

// SQL of the groups administration (decisions §9). A membership is held by the members' rows:
// users.group_list and users.manager_of, desks.groups_id_list and rooms.groups_id_list.

export async function groupById(q: Queryable, id: string): Promise<GroupRow | null> {
  const { rows } = await q.query<GroupRow>('SELECT id, name, type, parking_spots, building FROM groups WHERE id = $1', [id]);
  return rows[0] ?? null;
}

/** The group, locked until the end of the transaction: the way in for a change of the group. */
export async function groupByIdForUpdate(q: Queryable, id: string): Promise<GroupRow | null> {
  const { rows } = await q.query<GroupRow>('SELECT id, name, type, parking_spots, building FROM groups WHERE id = $1 FOR UPDATE', [id]);
  return rows[0] ?? null;
}

/** Which of the ids are taken, by a group or by the reservations a deleted group left behind. */
export async function groupIdsInUse(q: Queryable, ids: string[]): Promise<string[]> {
  const { rows } = await q.query<{ id: string }>(
    'SELECT id FROM groups WHERE id = ANY ($1) UNION SELECT group_id FROM desk_reservations WHERE group_id = ANY ($1)',
    [ids],
  );
  return rows.map((r) => r.id);
}

export async function insertGroup(q: Queryable, g: GroupRow): Promise<void> {
  await q.query('INSERT INTO groups (id, name, type, parking_spots, building) VALUES ($1, $2, $3, $4, $5)', [
    g.id,
    g.name,
    g.type,
    g.parking_spots,
    g.building,
  ]);
}

export async function updateGroupRow(q: Queryable, g: GroupRow): Promise<void> {
  await q.query('UPDATE groups SET name = $2, type = $3, parking_spots = $4, building = $5 WHERE id = $1', [
    g.id,
    g.name,
    g.type,
    g.parking_spots,
    g.building,
  ]);
}

export async function deleteGroupRow(q: Queryable, id: string): Promise<void> {
  await q.query('DELETE FROM groups WHERE id = $1', [id]);
}

/** Which of the uuids are accounts that still exist (not deleted). */
export async function validUserUuids(q: Queryable, uuids: string[]): Promise<string[]> {
  const { rows } = await q.query<{ uuid: string }>('SELECT uuid FROM users WHERE uuid = ANY ($1::uuid[]) AND valid', [uuids]);
  return rows.map((r) => r.uuid);
}

export async function existingDeskIds(q: Queryable, ids: string[]): Promise<string[]> {
  const { rows } = await q.query<{ desk_id: string }>('SELECT desk_id FROM desks WHERE desk_id = ANY ($1)', [ids]);
  return rows.map((r) => r.desk_id);
}

export async function existingRoomIds(q: Queryable, ids: string[]): Promise<string[]> {
  const { rows } = await q.query<{ id: string }>('SELECT id FROM rooms WHERE id = ANY ($1)', [ids]);
  return rows.map((r) => r.id);
}

// Replacing a membership: one statement adds the group to the listed rows that lack it, one
// removes it from the rows left out. Each answers the ids it changed, for the audit entry.

export async function addGroupToUsers(q: Queryable, groupId: string, uuids: string[]): Promise<string[]> {
  const { rows } = await q.query<{ uuid: string }>(
    'UPDATE users SET group_list = array_append(group_list, $1) WHERE uuid = ANY ($2::uuid[]) AND NOT ($1 = ANY (group_list)) RETURNING uuid',
    [groupId, uuids],
  );
  return rows.map((r) => r.uuid);
}

/** Takes the group from every user left out of `keep`; a main group that was this one becomes null. */
export async function removeGroupFromUsersExcept(q: Queryable, groupId: string, keep: string[]): Promise<string[]> {
  const { rows } = await q.query<{ uuid: string }>(
    `UPDATE users SET group_list = array_remove(group_list, $1), main_group = NULLIF(main_group, $1)
      WHERE ($1 = ANY (group_list) OR main_group = $1) AND NOT (uuid = ANY ($2::uuid[])) RETURNING uuid`,
    [groupId, keep],
  );
  return rows.map((r) => r.uuid);
}

export async function addManagers(q: Queryable, groupId: string, uuids: string[]): Promise<string[]> {
  const { rows } = await q.query<{ uuid: string }>(
    'UPDATE users SET manager_of = array_append(manager_of, $1) WHERE uuid = ANY ($2::uuid[]) AND NOT ($1 = ANY (manager_of)) RETURNING uuid',
    [groupId, uuids],
  );
  return rows.map((r) => r.uuid);
}

export async function removeManagersExcept(q: Queryable, groupId: string, keep: string[]): Promise<string[]> {
  const { rows } = await q.query<{ uuid: string }>(
    'UPDATE users SET manager_of = array_remove(manager_of, $1) WHERE $1 = ANY (manager_of) AND NOT (uuid = ANY ($2::uuid[])) RETURNING uuid',
    [groupId, keep],
  );
  return rows.map((r) => r.uuid);
}

export async function addGroupToDesks(q: Queryable, groupId: string, ids: string[]): Promise<string[]> {
  const { rows } = await q.query<{ desk_id: string }>(
    'UPDATE desks SET groups_id_list = array_append(groups_id_list, $1) WHERE desk_id = ANY ($2) AND NOT ($1 = ANY (groups_id_list)) RETURNING desk_id',
    [groupId, ids],
  );
  return rows.map((r) => r.desk_id);
}

export async function removeGroupFromDesksExcept(q: Queryable, groupId: string, keep: string[]): Promise<string[]> {
  const { rows } = await q.query<{ desk_id: string }>(
    'UPDATE desks SET groups_id_list = array_remove(groups_id_list, $1) WHERE $1 = ANY (groups_id_list) AND NOT (desk_id = ANY ($2)) RETURNING desk_id',
    [groupId, keep],
  );
  return rows.map((r) => r.desk_id);
}

export async function addGroupToRooms(q: Queryable, groupId: string, ids: string[]): Promise<string[]> {
  const { rows } = await q.query<{ id: string }>(
    'UPDATE rooms SET groups_id_list = array_append(groups_id_list, $1) WHERE id = ANY ($2) AND NOT ($1 = ANY (groups_id_list)) RETURNING id',
    [groupId, ids],
  );
  return rows.map((r) => r.id);
}

export async function removeGroupFromRoomsExcept(q: Queryable, groupId: string, keep: string[]): Promise<string[]> {
  const { rows } = await q.query<{ id: string }>(
    'UPDATE rooms SET groups_id_list = array_remove(groups_id_list, $1) WHERE $1 = ANY (groups_id_list) AND NOT (id = ANY ($2)) RETURNING id',
    [groupId, keep],
  );
  return rows.map((r) => r.id);
}

// The members as GET /api/groups/{id} lists them.

/** The ids of the four memberships, the same rows as the lists below: what a group's version covers. */
export async function memberIdsOfGroup(q: Queryable, groupId: string): Promise<GroupMemberIds> {
  const { rows } = await q.query<GroupMemberIds>(
    `SELECT ARRAY(SELECT uuid::text FROM users WHERE valid AND $1 = ANY (group_list)) AS users,
            ARRAY(SELECT uuid::text FROM users WHERE valid AND $1 = ANY (manager_of)) AS managers,
            ARRAY(SELECT desk_id FROM desks WHERE $1 = ANY (groups_id_list)) AS desks,
            ARRAY(SELECT id FROM rooms WHERE $1 = ANY (groups_id_list)) AS rooms`,
    [groupId],
  );
  return rows[0];
}

/** The accounts (not deleted) of these uuids. */
export async function validUsersByUuids(q: Queryable, uuids: string[]): Promise<UserRow[]> {
  const { rows } = await q.query<UserRow>('SELECT * FROM users WHERE valid AND uuid = ANY ($1::uuid[])', [uuids]);
  return rows;
}

/** Accounts (not deleted) whose group list holds the group. */
export async function usersOfGroup(q: Queryable, groupId: string): Promise<UserRow[]> {
  const { rows } = await q.query<UserRow>('SELECT * FROM users WHERE valid AND $1 = ANY (group_list) ORDER BY name, uuid', [groupId]);
  return rows;
}

/** Accounts (not deleted) who manage the group. */
export async function managersOfGroup(q: Queryable, groupId: string): Promise<UserRow[]> {
  const { rows } = await q.query<UserRow>('SELECT * FROM users WHERE valid AND $1 = ANY (manager_of) ORDER BY name, uuid', [groupId]);
  return rows;
}

/** A desk of a group. */
export type GroupDeskRow = PlainDesk;

/** The desks of one group or of any of several groups, by floor and number. */
export async function desksOfGroups(q: Queryable, groupIds: string[]): Promise<GroupDeskRow[]> {
  const { rows } = await q.query<GroupDeskRow>(
    `SELECT desk_id, floor, groups_id_list, type, manager FROM desks WHERE groups_id_list && $1::text[]
      ORDER BY floor, split_part(desk_id, '-', 2)::int`,
    [groupIds],
  );
  return rows;
}

export async function roomsOfGroupForAdmin(q: Queryable, groupId: string): Promise<{ id: string; name: string; floor: number }[]> {
  const { rows } = await q.query<{ id: string; name: string; floor: number }>(
    'SELECT id, name, floor FROM rooms WHERE $1 = ANY (groups_id_list) ORDER BY floor, id',
    [groupId],
  );
  return rows;
}

/** Takes a deleted group out of every user (group list, managed groups, main group): answers who changed. */
export async function removeGroupFromEveryUser(q: Queryable, groupId: string): Promise<string[]> {
  const { rows } = await q.query<{ uuid: string }>(
    `UPDATE users SET group_list = array_remove(group_list, $1), manager_of = array_remove(manager_of, $1), main_group = NULLIF(main_group, $1)
      WHERE $1 = ANY (group_list) OR $1 = ANY (manager_of) OR main_group = $1 RETURNING uuid`,
    [groupId],
  );
  return rows.map((r) => r.uuid);
}
