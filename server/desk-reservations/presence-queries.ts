import type { Language } from '../../domain/languages.js';
import { STATUS } from '../../domain/status.js';
import type { Queryable } from '../db/connection.js';
import { DESK_DAY_ABSENT } from '../discipline/absence-queries.js';

// SQL of presence: reminders, attendance lists, no-shows (decisions §6). `status <> 'cancelled'`
// is STATUS.cancelled, written as the partial indexes of desk_reservations are.

export type RemindedRow = { id: string; desk_id: string; day: string; email: string; name: string; language: Language };

/** Marks the booked, not yet reminded reservations of the days after `today` through `through` as reminded; answers them with their holders. */
export async function markRemindedThrough(q: Queryable, today: string, through: string): Promise<RemindedRow[]> {
  const { rows } = await q.query<RemindedRow>(
    `UPDATE desk_reservations r SET reminded = true FROM users u
      WHERE u.uuid = r.uuid AND r.day > $2 AND r.day <= $3 AND r.status = $1 AND NOT r.reminded
      RETURNING r.id, r.desk_id, r.day, u.email, u.name, u.language`,
    [STATUS.booked, today, through],
  );
  return rows;
}

/** Marks one reservation as reminded when it is booked and was not yet; answers it with its holder, or nothing. */
export async function markReminded(q: Queryable, id: string): Promise<RemindedRow[]> {
  const { rows } = await q.query<RemindedRow>(
    `UPDATE desk_reservations r SET reminded = true FROM users u
      WHERE u.uuid = r.uuid AND r.id = $2 AND r.status = $1 AND NOT r.reminded
      RETURNING r.id, r.desk_id, r.day, u.email, u.name, u.language`,
    [STATUS.booked, id],
  );
  return rows;
}

/** Which of these (lower-case) addresses belong to a user. */
export async function knownEmails(q: Queryable, emails: string[]): Promise<string[]> {
  const { rows } = await q.query<{ email: string }>('SELECT lower(email) AS email FROM users WHERE lower(email) = ANY($1)', [emails]);
  return rows.map((r) => r.email);
}

/** Records that the attendance list of `day` has been uploaded (again). */
export async function recordAttendanceDay(q: Queryable, day: string, at: Date, by: string): Promise<void> {
  await q.query(
    `INSERT INTO attendance_days (day, uploaded_at, uploaded_by) VALUES ($1, $2, $3)
     ON CONFLICT (day) DO UPDATE SET uploaded_at = EXCLUDED.uploaded_at, uploaded_by = EXCLUDED.uploaded_by`,
    [day, at, by],
  );
}

/**
 * Marks the live and the released reservations of `day` used when their holder's address is listed,
 * unused otherwise; an unlisted holder whose absence covers the day is neither (null: no no-show,
 * decisions §20). Answers each reservation's holder and mark.
 */
export async function markReservationsUsed(q: Queryable, day: string, listedEmails: string[]) {
  const { rows } = await q.query<{ uuid: string; used: boolean | null }>(
    `UPDATE desk_reservations r
        SET reservation_used = CASE WHEN lower(u.email) = ANY($2) THEN true WHEN ${DESK_DAY_ABSENT} THEN NULL ELSE false END
       FROM users u WHERE u.uuid = r.uuid AND r.day = $1 AND (r.status <> 'cancelled' OR r.released)
     RETURNING r.uuid, r.reservation_used AS used`,
    [day, listedEmails],
  );
  return rows;
}
