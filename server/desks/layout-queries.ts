import type { Language } from '../../domain/languages.js';
import { STATUS } from '../../domain/status.js';
import type { Queryable } from '../db/connection.js';

// SQL of the floor-plan editor's desks (decisions §18, migration 018): a desk is made, and deleted
// by keeping its row (all_desks.deleted_at) with its past reservations; the view `desks` is the
// desks that exist.

/** The ids of the floor's desks: the next free number is read from them (nextDeskNumber, domain/floors/geometry.ts). */
export async function deskIdsOfFloor(q: Queryable, floor: number): Promise<string[]> {
  const { rows } = await q.query<{ desk_id: string }>('SELECT desk_id FROM desks WHERE floor = $1', [floor]);
  return rows.map((r) => r.desk_id);
}

/**
 * Makes a desk; a deleted desk of the same id is made again (its row, with its past, taken back,
 * held for no one). False when a desk of that id exists: the primary key decides, whatever races.
 */
export async function insertDesk(
  q: Queryable,
  d: { deskId: string; floor: number; x: number; y: number; groupsIdList: string[] },
): Promise<boolean> {
  const { rows } = await q.query(
    `INSERT INTO all_desks (desk_id, floor, x, y, groups_id_list) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (desk_id) DO UPDATE
       SET floor = EXCLUDED.floor, x = EXCLUDED.x, y = EXCLUDED.y, groups_id_list = EXCLUDED.groups_id_list,
           type = NULL, manager = NULL, deleted_at = NULL
     WHERE all_desks.deleted_at IS NOT NULL
     RETURNING desk_id`,
    [d.deskId, d.floor, d.x, d.y, d.groupsIdList],
  );
  return rows.length === 1;
}

export async function softDeleteDesk(q: Queryable, deskId: string, now: Date): Promise<void> {
  await q.query('UPDATE all_desks SET deleted_at = $2 WHERE desk_id = $1', [deskId, now]);
}

/** How many live reservations of the desk are from `today` on: what its deletion would cancel. */
export async function countFutureDeskReservations(q: Queryable, deskId: string, today: string): Promise<number> {
  const { rows } = await q.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM desk_reservations WHERE desk_id = $1 AND day >= $2 AND status <> $3',
    [deskId, today, STATUS.cancelled],
  );
  return rows[0].n;
}

export interface CancelledDeskReservation {
  id: string;
  uuid: string;
  day: string;
  parking_spot: boolean;
  name: string;
  email: string;
  language: Language;
}

/** Cancels the desk's live reservations from `today` on (their parking spots given back); answers them with their holders. */
export async function cancelFutureDeskReservations(q: Queryable, deskId: string, today: string): Promise<CancelledDeskReservation[]> {
  const { rows } = await q.query<CancelledDeskReservation>(
    `WITH cancelled AS (
       UPDATE desk_reservations r SET status = $3, parking_spot = false
         FROM (SELECT id, parking_spot FROM desk_reservations WHERE desk_id = $1 AND day >= $2 AND status <> $3 FOR UPDATE) was
        WHERE r.id = was.id
       RETURNING r.id, r.uuid, r.day::text AS day, was.parking_spot
     )
     SELECT c.id, c.uuid, c.day, c.parking_spot, u.name, u.email, u.language FROM cancelled c JOIN users u ON u.uuid = c.uuid ORDER BY c.day`,
    [deskId, today, STATUS.cancelled],
  );
  return rows;
}
