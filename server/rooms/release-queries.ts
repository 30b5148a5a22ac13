import type { Language } from '../../domain/languages.js';
import { STATUS } from '../../domain/status.js';
import type { Queryable } from '../db/connection.js';

// SQL of the release of meetings nobody starts (decisions §24, migration 032): a person's reservation
// still `booked` (not confirmed on the display, by its booker or walked into at the door) once
// roomReleaseMinutes have passed since its start. Door reservations are made busy and never wait here.

/** The first start of a meeting still booked whose release falls strictly after `after` (its start + `minutes`). */
export async function nextUnstartedBegin(q: Queryable, after: Date, minutes: number): Promise<Date | null> {
  const { rows } = await q.query<{ begin: Date | null }>(
    `SELECT min(date_begin) AS begin FROM room_reservations
      WHERE status = $1 AND date_begin > $2::timestamptz - make_interval(mins => $3)`,
    [STATUS.booked, after, minutes],
  );
  return rows[0]?.begin ? new Date(rows[0].begin) : null;
}

export interface ReleasedRoomRow {
  id: string;
  room_id: string;
  uuid: string;
  date_begin: Date;
  date_end: Date;
  room_name: string;
  name: string;
  email: string;
  language: Language;
}

/**
 * Releases the meetings still booked whose start was `minutes` or more before `dueAt` and which have not
 * ended by `now` (one caught up after it ended has nothing left to free): cancelled, released. Rows are
 * locked as picked: a confirmation racing the release lands first (and is passed over) or finds it released.
 */
export async function releaseUnstarted(q: Queryable, dueAt: Date, now: Date, minutes: number): Promise<ReleasedRoomRow[]> {
  const { rows } = await q.query<ReleasedRoomRow>(
    `WITH picked AS (
       SELECT id FROM room_reservations
        WHERE status = $1 AND date_begin <= $2::timestamptz - make_interval(mins => $4) AND date_end > $3
          FOR UPDATE
     ), released AS (
       UPDATE room_reservations x SET status = $5, released = true, cancelled_at = $3
         FROM picked WHERE x.id = picked.id AND x.status = $1
       RETURNING x.id, x.room_id, x.uuid, x.date_begin, x.date_end
     )
     SELECT x.*, r.name AS room_name, u.name, u.email, u.language
       FROM released x JOIN users u ON u.uuid = x.uuid JOIN all_rooms r ON r.id = x.room_id
      ORDER BY x.date_begin, x.id`,
    [STATUS.booked, dueAt, now, minutes, STATUS.cancelled],
  );
  return rows;
}
