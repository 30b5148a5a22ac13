import type { Queryable } from '../db/connection.js';
import type { UserRow } from '../identity/user-row.js';

// The statements of an account's deactivation and reactivation (decisions §25). Each cancellation
// goes through the area's own columns, so that the triggers bump the map's versions, the live
// updates and the calendar feed as a person's own cancellation would.

const ids = (rows: { id: string }[]) => rows.map((r) => r.id);

/** The account can no longer sign in, from `now`; its row stays for the statistics. */
export async function markDeactivated(q: Queryable, uuid: string, now: Date): Promise<UserRow> {
  const { rows } = await q.query<UserRow>('UPDATE users SET valid = false, deactivated_at = $2 WHERE uuid = $1 RETURNING *', [uuid, now]);
  return rows[0];
}

/** The account may sign in again (SCIM sees it again too); an erased one never (decisions §25): null. */
export async function markReactivated(q: Queryable, uuid: string): Promise<UserRow | null> {
  const { rows } = await q.query<UserRow>(
    'UPDATE users SET valid = true, deactivated_at = NULL, scim_deleted = false WHERE uuid = $1 AND erased_at IS NULL RETURNING *',
    [uuid],
  );
  return rows[0] ?? null;
}

/**
 * Cancels a person's live desk reservations from now on: every day after `today`, and today's not
 * yet started (still 'booked': a confirmed presence has begun). The spot goes with each. Answers their ids.
 */
export async function cancelDesksFromNow(q: Queryable, uuid: string, today: string): Promise<string[]> {
  const { rows } = await q.query<{ id: string }>(
    `UPDATE desk_reservations SET status = 'cancelled', parking_spot = false
      WHERE uuid = $1 AND status <> 'cancelled' AND (day > $2 OR (day = $2 AND status = 'booked'))
      RETURNING id`,
    [uuid, today],
  );
  return ids(rows);
}

/**
 * Cancels a person's room reservations not started at `now`: still 'booked' (a meeting confirmed at
 * the door or from the list has begun, even ten minutes early) and beginning from now on. A meeting
 * under way is kept. Answers their ids.
 */
export async function cancelRoomsNotStarted(q: Queryable, uuid: string, now: Date): Promise<string[]> {
  const { rows } = await q.query<{ id: string }>(
    `UPDATE room_reservations SET status = 'cancelled' WHERE uuid = $1 AND date_begin >= $2 AND status = 'booked' RETURNING id`,
    [uuid, now],
  );
  return ids(rows);
}

/** A person's live tower requests (waiting or allocated) of days after `today`, with their day, by day. */
export async function liveRequestsAfter(q: Queryable, uuid: string, today: string): Promise<{ id: string; day: string }[]> {
  const { rows } = await q.query<{ id: string; day: string }>(
    `SELECT id, reservation_date::text AS day FROM parking_reservations
      WHERE user_id = $1 AND reservation_date > $2 AND type IN (0, 1, 2)
      ORDER BY reservation_date, id`,
    [uuid, today],
  );
  return rows;
}

/** Cancels these tower requests while they are still waiting or allocated; answers the ids cancelled. */
export async function cancelRequests(q: Queryable, requestIds: string[]): Promise<string[]> {
  if (!requestIds.length) return [];
  const { rows } = await q.query<{ id: string }>(
    'UPDATE parking_reservations SET type = 5 WHERE id = ANY($1::uuid[]) AND type IN (0, 1, 2) RETURNING id',
    [requestIds],
  );
  return ids(rows);
}
