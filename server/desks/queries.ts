import type { Queryable } from '../db/connection.js';
import type { DeskRow } from './presenter.js';

// SQL of the desks. `r.status <> 'cancelled'` is STATUS.cancelled, written as the partial
// indexes desk_reservations_one_per_desk_day and _one_per_person_day are, so that they serve.

/** Desks with their live reservation on `day`, optionally only those of one group, one floor or one desk: the map, in one query. */
export async function desksOnDay(
  q: Queryable,
  day: string,
  only: { groupId?: string; floor?: number; deskId?: string } = {},
): Promise<DeskRow[]> {
  const { rows } = await q.query<DeskRow>(
    `SELECT d.*, m.name AS manager_name,
            r.id AS r_id, r.uuid AS r_uuid, u.name AS r_name, r.creator_uuid AS r_creator, r.status AS r_status,
            r.parking_spot AS r_parking, r.reservation_date AS r_date, r.group_id AS r_group
       FROM desks d
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

export interface PlainDesk {
  desk_id: string;
  floor: number;
  groups_id_list: string[];
  type: 'Reserved' | 'Manager' | null;
  manager: string | null;
}

/** The desk, locked until the end of the transaction: the way in for a change of the desk. */
export async function deskByIdForUpdate(q: Queryable, deskId: string): Promise<PlainDesk | null> {
  const { rows } = await q.query<PlainDesk>(
    'SELECT desk_id, floor, groups_id_list, type, manager FROM desks WHERE desk_id = $1 FOR UPDATE',
    [deskId],
  );
  return rows[0] ?? null;
}

/** How many of the given group ids exist. */
export async function countGroups(q: Queryable, groupIds: string[]): Promise<number> {
  const { rows } = await q.query<{ n: number }>('SELECT count(*)::int AS n FROM groups WHERE id = ANY($1)', [groupIds]);
  return rows[0]?.n ?? 0;
}

/** Sets a desk's type and holder, and its groups unless `groupsIdList` is null. */
export async function updateDeskRow(
  q: Queryable,
  deskId: string,
  change: { groupsIdList: string[] | null; type: PlainDesk['type']; manager: string | null },
): Promise<void> {
  await q.query('UPDATE desks SET groups_id_list = COALESCE($2, groups_id_list), type = $3, manager = $4 WHERE desk_id = $1', [
    deskId,
    change.groupsIdList,
    change.type,
    change.manager,
  ]);
}
