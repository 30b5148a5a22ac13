import type { Queryable } from '../db/connection.js';

// SQL of the parking spots of the groups (flex-office §5). `status <> 'cancelled'` is
// STATUS.cancelled, written as the partial indexes of desk_reservations are.

/** The spots of a group, or null for an unknown group. */
export async function groupParkingSpots(q: Queryable, groupId: string): Promise<number | null> {
  const { rows } = await q.query<{ parking_spots: number }>('SELECT parking_spots FROM groups WHERE id = $1', [groupId]);
  return rows[0]?.parking_spots ?? null;
}

/** The spots of a group with the group row locked: concurrent requests for its spots count one after another. */
export async function groupParkingSpotsForUpdate(q: Queryable, groupId: string): Promise<number | null> {
  const { rows } = await q.query<{ parking_spots: number }>('SELECT parking_spots FROM groups WHERE id = $1 FOR UPDATE', [groupId]);
  return rows[0]?.parking_spots ?? null;
}

/** Live reservations of the group on `day` that hold a spot. */
export async function parkingSpotsTaken(q: Queryable, groupId: string, day: string): Promise<number> {
  const { rows } = await q.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM desk_reservations
      WHERE group_id = $1 AND day = $2 AND status <> 'cancelled' AND parking_spot`,
    [groupId, day],
  );
  return rows[0]?.n ?? 0;
}
