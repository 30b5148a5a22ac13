import { OFFICE } from '../../domain/buildings.js';
import { STATUS } from '../../domain/status.js';
import type { Queryable } from '../db/connection.js';
import type { RoomReservationRow } from '../rooms/presenter.js';

// SQL of displays (decisions §24, migration 032) and of what they show. A display of a room or a
// floor that no longer exists (the room deleted: the view `rooms`) is no display.

export interface DisplayRow {
  id: string;
  name: string;
  room_id: string | null;
  floor: number | null;
  created_at: Date;
}

/** A display found by its secret's hash, with its room's name; null for none, or one whose room was deleted. */
export type FoundDisplay = DisplayRow & { room_name: string | null };

export async function allDisplays(q: Queryable): Promise<DisplayRow[]> {
  const { rows } = await q.query<DisplayRow>('SELECT id, name, room_id, floor, created_at FROM displays ORDER BY name, id');
  return rows;
}

export async function displayById(q: Queryable, id: string): Promise<DisplayRow | null> {
  const { rows } = await q.query<DisplayRow>('SELECT id, name, room_id, floor, created_at FROM displays WHERE id = $1 FOR UPDATE', [id]);
  return rows[0] ?? null;
}

export async function displayBySecret(q: Queryable, hash: string): Promise<FoundDisplay | null> {
  const { rows } = await q.query<FoundDisplay>(
    `SELECT d.id, d.name, d.room_id, d.floor, d.created_at, r.name AS room_name
       FROM displays d LEFT JOIN rooms r ON r.id = d.room_id
      WHERE d.secret_hash = $1 AND (d.room_id IS NULL OR r.id IS NOT NULL)`,
    [hash],
  );
  return rows[0] ?? null;
}

export async function insertDisplay(
  q: Queryable,
  d: { id: string; name: string; roomId: string | null; floor: number | null; hash: string; now: Date },
): Promise<DisplayRow> {
  const { rows } = await q.query<DisplayRow>(
    `INSERT INTO displays (id, name, room_id, floor, secret_hash, created_at) VALUES ($1, $2, $3, $4, $5, $6)
     RETURNING id, name, room_id, floor, created_at`,
    [d.id, d.name, d.roomId, d.floor, d.hash, d.now],
  );
  return rows[0];
}

export async function updateDisplay(q: Queryable, id: string, d: { name: string; roomId: string | null; floor: number | null }) {
  const { rows } = await q.query<DisplayRow>(
    'UPDATE displays SET name = $2, room_id = $3, floor = $4 WHERE id = $1 RETURNING id, name, room_id, floor, created_at',
    [id, d.name, d.roomId, d.floor],
  );
  return rows[0] ?? null;
}

export async function setDisplaySecret(q: Queryable, id: string, hash: string): Promise<DisplayRow | null> {
  const { rows } = await q.query<DisplayRow>(
    'UPDATE displays SET secret_hash = $2 WHERE id = $1 RETURNING id, name, room_id, floor, created_at',
    [id, hash],
  );
  return rows[0] ?? null;
}

export async function deleteDisplay(q: Queryable, id: string): Promise<DisplayRow | null> {
  const { rows } = await q.query<DisplayRow>('DELETE FROM displays WHERE id = $1 RETURNING id, name, room_id, floor, created_at', [id]);
  return rows[0] ?? null;
}

/** A room's live reservations overlapping [from, to), with the bookers' and the room's names, by their start. */

export async function liveReservationsOfRoom(q: Queryable, roomId: string, from: Date, to: Date): Promise<RoomReservationRow[]> {
  const { rows } = await q.query<RoomReservationRow>(
    `SELECT x.*, u.name, r.name AS room_name
       FROM room_reservations x LEFT JOIN users u ON u.uuid = x.uuid JOIN all_rooms r ON r.id = x.room_id
      WHERE x.room_id = $1 AND x.status <> $4 AND x.date_begin < $3 AND x.date_end > $2
      ORDER BY x.date_begin`,
    [roomId, from, to, STATUS.cancelled],
  );
  return rows;
}

/** A reservation made at the door: no person holds it, and it keeps the display that made it. */
export async function insertDoorReservation(
  q: Queryable,
  r: { id: string; roomId: string; displayId: string; begin: Date; end: Date; now: Date },
): Promise<void> {
  await q.query(
    `INSERT INTO room_reservations (id, room_id, uuid, door, display_id, date_begin, date_end, creation_date, status)
     VALUES ($1, $2, NULL, true, $3, $4, $5, $6, $7)`,
    // Started as it is made: someone stands at the door (the release of meetings nobody starts passes it by).
    [r.id, r.roomId, r.displayId, r.begin, r.end, r.now, STATUS.busy],
  );
}

/** A floor's desks with the day's live reservation of each, if any, and its holder's name. */
export async function desksOfFloorOnDay(q: Queryable, floor: number, day: string) {
  const { rows } = await q.query<{
    desk_id: string;
    x: number;
    y: number;
    type: string | null;
    status: 'booked' | 'busy' | null;
    name: string | null;
  }>(
    `SELECT d.desk_id, d.x, d.y, d.type, x.status, u.name
       FROM desks d
       LEFT JOIN desk_reservations x ON x.desk_id = d.desk_id AND x.day = $2 AND x.status <> $3
       LEFT JOIN users u ON u.uuid = x.uuid
      WHERE d.floor = $1
      ORDER BY d.desk_id`,
    [floor, day, STATUS.cancelled],
  );
  return rows;
}

/** A floor's rooms, each with whether a live reservation holds it at `now`. */
export async function roomsOfFloorAt(q: Queryable, floor: number, now: Date) {
  const { rows } = await q.query<{ id: string; name: string; x: number; y: number; w: number; h: number; busy: boolean }>(
    `SELECT r.id, r.name, r.x, r.y, r.w, r.h,
            EXISTS (SELECT 1 FROM room_reservations x
                     WHERE x.room_id = r.id AND x.status <> $3 AND x.date_begin <= $2 AND x.date_end > $2) AS busy
       FROM rooms r WHERE r.floor = $1 ORDER BY r.id`,
    [floor, now, STATUS.cancelled],
  );
  return rows;
}

/** Of these hashes of secrets, those a display still has (the live hub's check). */
export async function displaySecretsIn(q: Queryable, hashes: string[]): Promise<Set<string>> {
  const { rows } = await q.query<{ secret_hash: string }>('SELECT secret_hash FROM displays WHERE secret_hash = ANY($1::text[])', [hashes]);
  return new Set(rows.map((r) => r.secret_hash));
}

/** A room display's view in one statement (the hot read: every display reads it again on each change of today). */
export interface RoomViewRow extends FoundDisplay {
  /** showNamesOnDisplays as stored (null: its default). */
  show_names: unknown;
  /** Today's live reservations of the room not ended by `now`, by their start, as JSON. */
  reservations: (Pick<RoomReservationRow, 'id' | 'room_id' | 'uuid' | 'door' | 'status' | 'name'> & {
    date_begin: string;
    date_end: string;
  })[];
}

export async function displayViewBySecret(q: Queryable, hash: string, now: Date, to: Date): Promise<RoomViewRow | null> {
  const { rows } = await q.query<RoomViewRow>(
    `SELECT d.id, d.name, d.room_id, d.floor, d.created_at, r.name AS room_name,
            (SELECT value FROM settings WHERE building = $5 AND name = 'showNamesOnDisplays') AS show_names,
            CASE WHEN d.room_id IS NULL THEN '[]'::json ELSE COALESCE((
              SELECT json_agg(json_build_object('id', x.id, 'room_id', x.room_id, 'uuid', x.uuid, 'door', x.door,
                       'date_begin', x.date_begin, 'date_end', x.date_end, 'status', x.status, 'name', u.name) ORDER BY x.date_begin)
                FROM room_reservations x LEFT JOIN users u ON u.uuid = x.uuid
               WHERE x.room_id = d.room_id AND x.status <> $4 AND x.date_begin < $3 AND x.date_end > $2), '[]'::json) END AS reservations
       FROM displays d LEFT JOIN rooms r ON r.id = d.room_id
      WHERE d.secret_hash = $1 AND (d.room_id IS NULL OR r.id IS NOT NULL)`,
    [hash, now, to, STATUS.cancelled, OFFICE],
  );
  return rows[0] ?? null;
}
