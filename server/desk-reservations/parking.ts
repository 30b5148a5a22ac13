import { DESK_MSG } from '../../domain/desks/rules.js';
import type { Queryable } from '../db/connection.js';
import { badRequest, conflict } from '../http/errors.js';

/** Spots of a group still free on a day: parkingSpots − live reservations of the group with a spot. */
export async function freeParkingSpots(q: Queryable, groupId: string, day: string, lock = false): Promise<number> {
  const { rows: g } = await q.query<{ parking_spots: number }>(
    `SELECT parking_spots FROM groups WHERE id = $1${lock ? ' FOR UPDATE' : ''}`,
    [groupId],
  );
  if (!g[0]) return 0;
  const { rows } = await q.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM desk_reservations
      WHERE group_id = $1 AND day = $2 AND status <> 'cancelled' AND parking_spot`,
    [groupId, day],
  );
  return Math.max(0, g[0].parking_spots - (rows[0]?.n ?? 0));
}

/**
 * Takes a spot of the group for the day inside the caller's transaction. The group row is
 * locked first, so concurrent requests count one after another and never exceed the spots.
 */
export async function takeParkingSpot(tx: Queryable, groupId: string | null, day: string, parkingRight: boolean): Promise<void> {
  if (!parkingRight) throw badRequest(DESK_MSG.noParkingRight);
  if (!groupId || (await freeParkingSpots(tx, groupId, day, true)) < 1) throw conflict(DESK_MSG.noParkingSpots);
}
