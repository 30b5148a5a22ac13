import type { Queryable } from '../db/connection.js';
import type { DeskReservationRow } from './presenter.js';

// SQL of a check-in at a desk (decisions §13). `status <> 'cancelled'` is STATUS.cancelled,
// written as the partial indexes of desk_reservations are.

/**
 * Locks the caller's row, so that one person's check-ins run one after another, and says whether
 * the desk exists. FOR NO KEY UPDATE, not a booking's FOR UPDATE: a check-in waiting for a row the
 * auto-release holds must not hold what the release's bans take on that person (the key share of
 * their foreign key), or the two would wait for each other.
 */
export async function lockCheckinSubject(q: Queryable, me: string, deskId: string): Promise<{ deskExists: boolean }> {
  const { rows } = await q.query<{ desk_exists: boolean }>(
    `SELECT (SELECT uuid FROM users WHERE uuid = $1 FOR NO KEY UPDATE) AS me,
            EXISTS (SELECT 1 FROM desks WHERE desk_id = $2) AS desk_exists`,
    [me, deskId],
  );
  return { deskExists: rows[0].desk_exists };
}

/** The live reservations of `day` held by the caller or of the desk (two at most), locked, with their names. */
export async function todayHoldings(q: Queryable, day: string, me: string, deskId: string): Promise<DeskReservationRow[]> {
  const { rows } = await q.query<DeskReservationRow>(
    `SELECT r.*, u.name, c.name AS creator_name
       FROM desk_reservations r JOIN users u ON u.uuid = r.uuid JOIN users c ON c.uuid = r.creator_uuid
      WHERE r.day = $1 AND r.status <> 'cancelled' AND (r.uuid = $2 OR r.desk_id = $3)
        FOR UPDATE OF r`,
    [day, me, deskId],
  );
  return rows;
}
