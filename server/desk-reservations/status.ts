import { addDays, bucharestInstant } from '../../domain/time.js';
import type { Queryable } from '../db/connection.js';

/** Today's counts for the status card (decisions §6): desks and rooms with and without a reservation. */
export async function officeStatus(q: Queryable, today: string) {
  const { rows } = await q.query<{ desks: number; reserved: number; rooms: number; rooms_reserved: number }>(
    `SELECT (SELECT count(*)::int FROM desks) AS desks,
            (SELECT count(DISTINCT desk_id)::int FROM desk_reservations WHERE day = $1 AND status <> 'cancelled') AS reserved,
            (SELECT count(*)::int FROM rooms) AS rooms,
            (SELECT count(DISTINCT room_id)::int FROM room_reservations
              WHERE status <> 'cancelled' AND date_begin < $3 AND date_end > $2) AS rooms_reserved`,
    [today, bucharestInstant(today, 0), bucharestInstant(addDays(today, 1), 0)],
  );
  const r = rows[0];
  return { reservedOffices: r.reserved, emptyOffices: r.desks - r.reserved, reservedConfRooms: r.rooms_reserved, emptyConfRooms: r.rooms - r.rooms_reserved };
}
