import type { AbsenceKind } from '../../domain/week/messages.js';
import { STATUS } from '../../domain/status.js';
import { TYPE } from '../../domain/tower/engine.js';
import type { Queryable } from '../db/connection.js';
import type { RoomReservationRow } from '../rooms/presenter.js';

// SQL of absences (migration 022) and of what a person holds over an absence's days. The writes of
// the reservations themselves are their areas' (desk-reservations/queries.ts, tower/parking-queries.ts).

export interface AbsenceRow {
  id: string;
  uuid: string;
  from_day: string;
  to_day: string;
  kind: AbsenceKind;
  created_by: string | null;
  created_at: Date;
}

/** The exclusion constraint that keeps a person's absences apart, even when two are recorded at once. */
export const ABSENCES_NO_OVERLAP = 'absences_no_overlap';

export async function insertAbsence(q: Queryable, a: AbsenceRow): Promise<void> {
  await q.query('INSERT INTO absences (id, uuid, from_day, to_day, kind, created_by, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7)', [
    a.id,
    a.uuid,
    a.from_day,
    a.to_day,
    a.kind,
    a.created_by,
    a.created_at,
  ]);
}

export async function absencesOf(q: Queryable, uuid: string): Promise<AbsenceRow[]> {
  const { rows } = await q.query<AbsenceRow>('SELECT * FROM absences WHERE uuid = $1 ORDER BY from_day', [uuid]);
  return rows;
}

/** A person's absences that cover at least one day from `from` to `to`, both included. */
export async function absencesBetween(q: Queryable, uuid: string, from: string, to: string): Promise<AbsenceRow[]> {
  const { rows } = await q.query<AbsenceRow>(
    'SELECT * FROM absences WHERE uuid = $1 AND from_day <= $3 AND to_day >= $2 ORDER BY from_day',
    [uuid, from, to],
  );
  return rows;
}

/** An absence, locked until the transaction ends. */
export async function absenceForUpdate(q: Queryable, id: string): Promise<AbsenceRow | null> {
  const { rows } = await q.query<AbsenceRow>('SELECT * FROM absences WHERE id = $1 FOR UPDATE', [id]);
  return rows[0] ?? null;
}

export async function deleteAbsenceRow(q: Queryable, id: string): Promise<void> {
  await q.query('DELETE FROM absences WHERE id = $1', [id]);
}

/** A desk reservation an absence may cancel or keep. */
export interface HeldDeskRow {
  id: string;
  desk_id: string;
  day: string;
  reservation_date: Date;
}

/** A person's live desk reservations from `from` to `to`, locked (the order a cancellation locks them in: one row at a time, by day). */
export async function liveDesksForUpdate(q: Queryable, uuid: string, from: string, to: string): Promise<HeldDeskRow[]> {
  const { rows } = await q.query<HeldDeskRow>(
    `SELECT id, desk_id, day, reservation_date FROM desk_reservations
      WHERE uuid = $1 AND day BETWEEN $2 AND $3 AND status <> $4
      ORDER BY day FOR UPDATE`,
    [uuid, from, to, STATUS.cancelled],
  );
  return rows;
}

/**
 * The days of a person's live tower requests (waiting or allocated) from `from` to `to`, read without a
 * lock: each day is locked before its request, the order every allocation keeps (tower/requests-service.ts).
 */
export async function liveTowerRequestsBetween(
  q: Queryable,
  uuid: string,
  from: string,
  to: string,
): Promise<{ id: string; reservation_date: string }[]> {
  const { rows } = await q.query<{ id: string; reservation_date: string }>(
    `SELECT id, reservation_date FROM parking_reservations
      WHERE user_id = $1 AND reservation_date BETWEEN $2 AND $3 AND type = ANY($4::smallint[])
      ORDER BY reservation_date`,
    [uuid, from, to, [TYPE.queue, TYPE.first, TYPE.second]],
  );
  return rows;
}

/** A person's live room reservations that overlap [from, to) (instants), with the room's name. */
export async function liveRoomsBetween(q: Queryable, uuid: string, from: Date, to: Date): Promise<RoomReservationRow[]> {
  const { rows } = await q.query<RoomReservationRow>(
    `SELECT x.*, u.name, r.name AS room_name
       FROM room_reservations x JOIN users u ON u.uuid = x.uuid JOIN all_rooms r ON r.id = x.room_id
      WHERE x.uuid = $1 AND x.status <> $4 AND x.date_begin < $3 AND x.date_end > $2
      ORDER BY x.date_begin`,
    [uuid, from, to, STATUS.cancelled],
  );
  return rows;
}
