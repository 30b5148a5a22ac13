import { STATUS, type Status } from '../../domain/status.js';
import type { Queryable } from '../db/connection.js';
import type { RoomReservationRow, RoomRow, ShownRoomRow } from './presenter.js';

// SQL of the meeting rooms and their reservations. A reservation is live while its status is
// not STATUS.cancelled (passed as a parameter): the exclusion constraint
// room_reservations_no_overlap keeps live reservations of a room from overlapping. `rooms` is the
// view of the rooms that exist; a reservation's room is read from all_rooms, deleted ones
// included (migration 018), so that a person's past and cancelled reservations keep their room's name.

/** A room with its floor's height (every room is on a floor that exists: it is made on one, and a floor goes only empty). */
export async function roomById(q: Queryable, id: string): Promise<ShownRoomRow | null> {
  const { rows } = await q.query<ShownRoomRow>(
    'SELECT r.*, f.height AS floor_height FROM rooms r JOIN floors f ON f.floor = r.floor WHERE r.id = $1',
    [id],
  );
  return rows[0] ?? null;
}

/** The room a booking is for, kept from changing (its groups) until the booking commits. */
// Writers of one room's reservations take its row FOR NO KEY UPDATE, one after another: two
// transactions inserting overlapping rows at once would each wait for the other inside the
// exclusion constraint, a deadlock PostgreSQL breaks only after a second, one pair at a time.
// NO KEY UPDATE leaves the foreign keys' KEY SHARE locks of other rooms' writers alone.
export async function roomForBooking(q: Queryable, id: string): Promise<RoomRow | null> {
  const { rows } = await q.query<RoomRow>('SELECT * FROM rooms WHERE id = $1 FOR NO KEY UPDATE', [id]);
  return rows[0] ?? null;
}

/** Locks the room of a reservation as roomForBooking does, before the reservation itself is locked; false when its room was deleted. */
export async function lockRoomOfReservation(q: Queryable, reservationId: string): Promise<boolean> {
  const { rows } = await q.query(
    'SELECT r.id FROM rooms r JOIN room_reservations x ON x.room_id = r.id WHERE x.id = $1 FOR NO KEY UPDATE OF r',
    [reservationId],
  );
  return rows.length > 0;
}

/** The room, locked until the end of the transaction: the way in for an administrator's change. */
export async function roomForUpdate(q: Queryable, id: string): Promise<RoomRow | null> {
  const { rows } = await q.query<RoomRow>('SELECT * FROM rooms WHERE id = $1 FOR UPDATE', [id]);
  return rows[0] ?? null;
}

/** Every room, or only those of one group, with their floors' heights. */
export async function roomsOfGroup(q: Queryable, groupId: string | null): Promise<ShownRoomRow[]> {
  const { rows } = await q.query<ShownRoomRow>(
    `SELECT r.*, f.height AS floor_height FROM rooms r JOIN floors f ON f.floor = r.floor
      WHERE ($1::text IS NULL OR $1 = ANY (r.groups_id_list)) ORDER BY r.floor, r.id`,
    [groupId],
  );
  return rows;
}

/** An administrator's change of a room; fields left null keep their value, phoneNo is set (even to null) when `setPhone`; false for no such room. */
export async function updateRoom(
  q: Queryable,
  id: string,
  p: {
    name: string | null;
    type: string | null;
    hasTV: boolean | null;
    hasAudioVideo: boolean | null;
    hasPhone: boolean | null;
    setPhone: boolean;
    phoneNo: string | null;
    peopleNo: number | null;
    groupsIdList: string[] | null;
    box: { x: number; y: number; w: number; h: number };
  },
): Promise<boolean> {
  const { rows } = await q.query(
    `UPDATE rooms SET name = COALESCE($2, name), type = COALESCE($3, type), has_tv = COALESCE($4, has_tv),
       has_audio_video = COALESCE($5, has_audio_video), has_phone = COALESCE($6, has_phone),
       phone_no = CASE WHEN $7::boolean THEN $8 ELSE phone_no END, people_no = COALESCE($9, people_no),
       groups_id_list = COALESCE($10, groups_id_list), x = $11, y = $12, w = $13, h = $14
     WHERE id = $1 RETURNING id`,
    [
      id,
      p.name,
      p.type,
      p.hasTV,
      p.hasAudioVideo,
      p.hasPhone,
      p.setPhone,
      p.phoneNo,
      p.peopleNo,
      p.groupsIdList,
      p.box.x,
      p.box.y,
      p.box.w,
      p.box.h,
    ],
  );
  return rows.length > 0;
}

/** Live reservations overlapping [from, to), with the booker's and the room's names. */
export async function liveReservationsBetween(q: Queryable, from: Date, to: Date): Promise<RoomReservationRow[]> {
  const { rows } = await q.query<RoomReservationRow>(
    `SELECT x.*, u.name, r.name AS room_name
       FROM room_reservations x LEFT JOIN users u ON u.uuid = x.uuid JOIN all_rooms r ON r.id = x.room_id
      WHERE x.status <> $3 AND x.date_begin < $2 AND x.date_end > $1
      ORDER BY x.date_begin`,
    [from, to, STATUS.cancelled],
  );
  return rows;
}

/** One reservation with the booker's and the room's names. */
export async function roomReservationById(q: Queryable, id: string): Promise<RoomReservationRow | null> {
  const { rows } = await q.query<RoomReservationRow>(
    `SELECT x.*, u.name, r.name AS room_name
       FROM room_reservations x LEFT JOIN users u ON u.uuid = x.uuid JOIN all_rooms r ON r.id = x.room_id
      WHERE x.id = $1`,
    [id],
  );
  return rows[0] ?? null;
}

/** Reservations by their ids, by their start (a bulk change's, told to the webhooks). */
export async function roomReservationsByIds(q: Queryable, ids: string[]): Promise<RoomReservationRow[]> {
  const { rows } = await q.query<RoomReservationRow>(
    `SELECT x.*, u.name, r.name AS room_name
       FROM room_reservations x LEFT JOIN users u ON u.uuid = x.uuid JOIN all_rooms r ON r.id = x.room_id
      WHERE x.id = ANY($1::uuid[])
      ORDER BY x.date_begin, x.id`,
    [ids],
  );
  return rows;
}

/** One reservation, locked until the end of the transaction. */
export async function roomReservationForUpdate(q: Queryable, id: string): Promise<RoomReservationRow | null> {
  const { rows } = await q.query<RoomReservationRow>('SELECT * FROM room_reservations WHERE id = $1 FOR UPDATE', [id]);
  return rows[0] ?? null;
}

/** A person's live reservations that have not ended by `now`. */
export async function upcomingReservationsOf(q: Queryable, uuid: string, now: Date): Promise<RoomReservationRow[]> {
  const { rows } = await q.query<RoomReservationRow>(
    `SELECT x.*, u.name, r.name AS room_name
       FROM room_reservations x LEFT JOIN users u ON u.uuid = x.uuid JOIN all_rooms r ON r.id = x.room_id
      WHERE x.uuid = $1 AND x.status <> $3 AND x.date_end > $2
      ORDER BY x.date_begin`,
    [uuid, now, STATUS.cancelled],
  );
  return rows;
}

/** Every reservation (`all`) or those of one person, newest first, at most 5000. */
export async function reservationsOf(q: Queryable, all: boolean, uuid: string): Promise<RoomReservationRow[]> {
  const { rows } = await q.query<RoomReservationRow>(
    `SELECT x.*, u.name, r.name AS room_name
       FROM room_reservations x LEFT JOIN users u ON u.uuid = x.uuid JOIN all_rooms r ON r.id = x.room_id
      WHERE ($1 OR x.uuid = $2)
      ORDER BY x.date_begin DESC LIMIT 5000`,
    [all, uuid],
  );
  return rows;
}

/** How many live reservations of a person have not ended by `now` (what maxActiveRoom counts). */
export async function countActiveReservations(q: Queryable, uuid: string, now: Date): Promise<number> {
  const { rows } = await q.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM room_reservations WHERE uuid = $1 AND status <> $3 AND date_end > $2',
    [uuid, now, STATUS.cancelled],
  );
  return rows[0]?.n ?? 0;
}

export async function insertRoomReservation(
  q: Queryable,
  r: { id: string; roomId: string; uuid: string; begin: Date; end: Date; now: Date },
): Promise<void> {
  await q.query(
    `INSERT INTO room_reservations (id, room_id, uuid, date_begin, date_end, creation_date, status)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [r.id, r.roomId, r.uuid, r.begin, r.end, r.now, STATUS.booked],
  );
}

/** Writes a reservation's times and status in one statement. */
export async function updateRoomReservation(q: Queryable, id: string, begin: Date, end: Date, status: Status): Promise<void> {
  await q.query('UPDATE room_reservations SET date_begin = $2, date_end = $3, status = $4 WHERE id = $1', [id, begin, end, status]);
}
