import type { Queryable } from '../db/connection.js';
import type { DeskRow } from './presenter.js';
import type { PlainDesk } from '../desk-reservations/queries.js';

// SQL of the desks. `r.status <> 'cancelled'` is STATUS.cancelled, written as the partial
// indexes desk_reservations_one_per_desk_day and _one_per_person_day are, so that they serve.

/**
 * Desks with their live reservation on `day`, optionally only those of one group, one floor or one desk: the map, in one query.
 * Every desk is on a floor (a desk is made on one, and a floor goes only once it has none): its height gives the desk's map coordinates.
 */
export async function desksOnDay(
  q: Queryable,
  day: string,
  only: { groupId?: string; floor?: number; deskId?: string } = {},
): Promise<DeskRow[]> {
  const { rows } = await q.query<DeskRow>(
    `SELECT d.*, f.height AS floor_height, m.name AS manager_name,
            r.id AS r_id, r.uuid AS r_uuid, u.name AS r_name, r.creator_uuid AS r_creator, r.status AS r_status,
            r.parking_spot AS r_parking, r.reservation_date AS r_date, r.group_id AS r_group,
            r.source AS r_source
       FROM desks d
       JOIN floors f ON f.floor = d.floor
       LEFT JOIN users m ON m.uuid = d.manager
       LEFT JOIN desk_reservations r ON r.desk_id = d.desk_id AND r.day = $1 AND r.status <> 'cancelled'
       LEFT JOIN users u ON u.uuid = r.uuid
      WHERE ($2::text IS NULL OR $2 = ANY (d.groups_id_list)) AND ($3::text IS NULL OR d.desk_id = $3)
        AND ($4::int IS NULL OR d.floor = $4)
      ORDER BY d.floor, split_part(d.desk_id, '-', 2)::int`,
    [day, only.groupId ?? null, only.deskId ?? null, only.floor ?? null],
  );
  return rows;
}

/**
 * The desk, locked until the end of the transaction: the way in for a change of the desk (its
 * settings, its place, its deletion). A booking takes the desk KEY SHARE (bookingSubject), so a
 * deletion waits for the bookings in flight, and they for it, then finding the desk gone.
 */
export async function deskByIdForUpdate(q: Queryable, deskId: string): Promise<(PlainDesk & { x: number; y: number }) | null> {
  const { rows } = await q.query<PlainDesk & { x: number; y: number }>(
    'SELECT desk_id, floor, groups_id_list, type, manager, x, y FROM desks WHERE desk_id = $1 FOR UPDATE',
    [deskId],
  );
  return rows[0] ?? null;
}

/** How many of the given group ids exist. */
export async function countGroups(q: Queryable, groupIds: string[]): Promise<number> {
  const { rows } = await q.query<{ n: number }>('SELECT count(*)::int AS n FROM groups WHERE id = ANY($1)', [groupIds]);
  return rows[0]?.n ?? 0;
}

/** Sets a desk's type and holder, and its groups and place unless they are null or left out. */
export async function updateDeskRow(
  q: Queryable,
  deskId: string,
  change: { groupsIdList: string[] | null; type: PlainDesk['type']; manager: string | null; x?: number; y?: number },
): Promise<void> {
  const sql = `UPDATE desks SET groups_id_list = COALESCE($2, groups_id_list), type = $3, manager = $4,
                 x = COALESCE($5, x), y = COALESCE($6, y) WHERE desk_id = $1`;
  await q.query(sql, [deskId, change.groupsIdList, change.type, change.manager, change.x ?? null, change.y ?? null]);
}
