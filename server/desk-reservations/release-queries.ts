import type { Language } from '../../domain/languages.js';
import { STATUS } from '../../domain/status.js';
import type { Queryable } from '../db/connection.js';
import { DESK_DAY_ABSENT } from '../discipline/absence-queries.js';

// SQL of the auto-release (decisions §13): today's reservations still booked are cancelled as
// released, a batch per statement.

export interface ReleasedRow {
  id: string;
  desk_id: string;
  uuid: string;
  /** Whether it held a parking spot, given back with it. */
  had_parking: boolean;
  /** Whether an absence of its holder covers the day (decisions §20): released, it counts nowhere. */
  excused: boolean;
  name: string;
  email: string;
  language: Language;
}

/**
 * Releases up to `limit` reservations of `day` still booked, in one statement: status cancelled,
 * released, parking spot given back. The rows are locked one by one as they are picked, never
 * the table: a confirmation racing the release either lands first (and the row, no longer
 * booked, is passed over) or waits for the batch to commit and finds it released.
 */
export async function releaseBatch(q: Queryable, day: string, limit: number): Promise<ReleasedRow[]> {
  const { rows } = await q.query<ReleasedRow>(
    `WITH picked AS (
       SELECT id, parking_spot FROM desk_reservations
        WHERE day = $1 AND status = $2
        ORDER BY id LIMIT $3
          FOR UPDATE
     ), released AS (
       UPDATE desk_reservations r SET status = $4, released = true, parking_spot = false
         FROM picked WHERE r.id = picked.id AND r.status = $2
       RETURNING r.id, r.desk_id, r.uuid, picked.parking_spot AS had_parking, ${DESK_DAY_ABSENT} AS excused
     )
     SELECT x.id, x.desk_id, x.uuid, x.had_parking, x.excused, u.name, u.email, u.language
       FROM released x JOIN users u ON u.uuid = x.uuid
      ORDER BY x.id`,
    [day, STATUS.booked, limit, STATUS.cancelled],
  );
  return rows;
}
