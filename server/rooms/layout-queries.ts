import type { Language } from '../../domain/languages.js';
import { STATUS } from '../../domain/status.js';
import type { Queryable } from '../db/connection.js';
import type { RoomReservationRow } from './presenter.js';

// SQL of the floor-plan editor's rooms (decisions §18, migration 018): a room is made, and deleted
// by keeping its row (all_rooms.deleted_at) with its past reservations; the view `rooms` is the
// rooms that exist.

/** The ids of the floor's rooms: the next free number is read from them (nextRoomNumber, domain/floors/geometry.ts). */
export async function roomIdsOfFloor(q: Queryable, floor: number): Promise<string[]> {
  const { rows } = await q.query<{ id: string }>('SELECT id FROM rooms WHERE floor = $1', [floor]);
  return rows.map((r) => r.id);
}

export interface NewRoom {
  id: string;
  floor: number;
  name: string;
  type: string;
  hasTV: boolean;
  hasAudioVideo: boolean;
  hasPhone: boolean;
  phoneNo: string | null;
  peopleNo: number;
  groupsIdList: string[];
  box: { x: number; y: number; w: number; h: number };
}

/**
 * Makes a room; a deleted room of the same id is made again, its row and past taken back. False when a room of that id exists (the primary key decides).
 */
export async function insertRoom(q: Queryable, r: NewRoom): Promise<boolean> {
  const { rows } = await q.query(
    `INSERT INTO all_rooms AS a (id, floor, name, type, has_tv, has_audio_video, has_phone, phone_no, people_no, groups_id_list, x, y, w, h)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)
     ON CONFLICT (id) DO UPDATE
       SET floor = EXCLUDED.floor, name = EXCLUDED.name, type = EXCLUDED.type, has_tv = EXCLUDED.has_tv,
           has_audio_video = EXCLUDED.has_audio_video, has_phone = EXCLUDED.has_phone, phone_no = EXCLUDED.phone_no,
           people_no = EXCLUDED.people_no, groups_id_list = EXCLUDED.groups_id_list,
           x = EXCLUDED.x, y = EXCLUDED.y, w = EXCLUDED.w, h = EXCLUDED.h, deleted_at = NULL
     WHERE a.deleted_at IS NOT NULL
     RETURNING id`,
    [
      r.id,
      r.floor,
      r.name,
      r.type,
      r.hasTV,
      r.hasAudioVideo,
      r.hasPhone,
      r.phoneNo,
      r.peopleNo,
      r.groupsIdList,
      r.box.x,
      r.box.y,
      r.box.w,
      r.box.h,
    ],
  );
  return rows.length === 1;
}

export async function softDeleteRoom(q: Queryable, id: string, now: Date): Promise<void> {
  await q.query('UPDATE all_rooms SET deleted_at = $2 WHERE id = $1', [id, now]);
}

/** How many live reservations of the room have not ended by `now`: what its deletion would cancel. */
export async function countUnendedRoomReservations(q: Queryable, id: string, now: Date): Promise<number> {
  const { rows } = await q.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM room_reservations WHERE room_id = $1 AND date_end > $2 AND status <> $3',
    [id, now, STATUS.cancelled],
  );
  return rows[0].n;
}

/** A cancelled reservation as the API answers it (room_name from all_rooms), with its booker's address. */
export interface CancelledRoomReservation extends RoomReservationRow {
  name: string;
  email: string;
  language: Language;
}

/** Cancels the room's live reservations that have not ended by `now`; answers them with their bookers. */
export async function cancelUnendedRoomReservations(q: Queryable, id: string, now: Date): Promise<CancelledRoomReservation[]> {
  const { rows } = await q.query<CancelledRoomReservation>(
    `WITH cancelled AS (
       UPDATE room_reservations SET status = $3
        WHERE room_id = $1 AND date_end > $2 AND status <> $3
       RETURNING *
     )
     SELECT c.*, u.name, u.email, u.language, r.name AS room_name
       FROM cancelled c JOIN users u ON u.uuid = c.uuid JOIN all_rooms r ON r.id = c.room_id
      ORDER BY c.date_begin`,
    [id, now, STATUS.cancelled],
  );
  return rows;
}
