import type { Queryable } from '../db/connection.js';
import type { PlacedDeskRow } from './placed-desk-queries.js';

// SQL of GET /api/desks/near (decisions §21): the desk asked about, and the desks of its floor free
// on the day (no live reservation), with their places and whom they are held for.

/** The desk, or null when no such desk exists (a deleted one included). */
export async function placedDesk(q: Queryable, deskId: string): Promise<PlacedDeskRow | null> {
  const { rows } = await q.query<PlacedDeskRow>(
    'SELECT desk_id, floor, x, y, groups_id_list, type, manager FROM desks WHERE desk_id = $1',
    [deskId],
  );
  return rows[0] ?? null;
}

/** The desks of the floor with no live reservation on the day, `except` left out. */
export async function freeDesksOfFloor(q: Queryable, floor: number, day: string, except: string): Promise<PlacedDeskRow[]> {
  const { rows } = await q.query<PlacedDeskRow>(
    `SELECT d.desk_id, d.floor, d.x, d.y, d.groups_id_list, d.type, d.manager
       FROM desks d
      WHERE d.floor = $1 AND d.desk_id <> $3
        AND NOT EXISTS (SELECT 1 FROM desk_reservations r WHERE r.desk_id = d.desk_id AND r.day = $2::date AND r.status <> 'cancelled')`,
    [floor, day, except],
  );
  return rows;
}
