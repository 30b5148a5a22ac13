import type { Queryable } from '../db/connection.js';
import type { DeskRow } from './presenter.js';

/** Desks with their live reservation on `day`, optionally only those of one group. */
export async function desksOnDay(q: Queryable, day: string, groupId?: string): Promise<DeskRow[]> {
  const { rows } = await q.query<DeskRow>(
    `SELECT d.*, m.name AS manager_name,
            r.id AS r_id, r.uuid AS r_uuid, u.name AS r_name, r.creator_uuid AS r_creator, r.status AS r_status,
            r.parking_spot AS r_parking, r.reservation_date AS r_date, r.group_id AS r_group
       FROM desks d
       LEFT JOIN users m ON m.uuid = d.manager
       LEFT JOIN desk_reservations r ON r.desk_id = d.desk_id AND r.day = $1 AND r.status <> 'cancelled'
       LEFT JOIN users u ON u.uuid = r.uuid
      WHERE ($2::text IS NULL OR $2 = ANY (d.groups_id_list))
      ORDER BY d.floor, split_part(d.desk_id, '-', 2)::int`,
    [day, groupId ?? null],
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

export async function deskById(q: Queryable, deskId: string): Promise<PlainDesk | null> {
  const { rows } = await q.query<PlainDesk>('SELECT desk_id, floor, groups_id_list, type, manager FROM desks WHERE desk_id = $1', [deskId]);
  return rows[0] ?? null;
}
