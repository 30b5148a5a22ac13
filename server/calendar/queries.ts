import type { Language } from '../../domain/languages.js';
import type { Queryable } from '../db/connection.js';

// SQL of the calendar feed (decisions §15, migration 016): the secret addresses, by the hash of
// their secret, and the rows a person's calendar shows. Cancelled rows count from cancelled_at,
// on the database's clock (the trigger of migration 016 writes it with now()).

/** Keeps the hash of a person's new secret: replaces, so revokes, the one before. */
export async function upsertFeed(q: Queryable, userUuid: string, tokenHash: string, at: Date): Promise<void> {
  await q.query(
    `INSERT INTO calendar_feeds (user_uuid, token_hash, created_at) VALUES ($1, $2, $3)
     ON CONFLICT (user_uuid) DO UPDATE SET token_hash = EXCLUDED.token_hash, created_at = EXCLUDED.created_at`,
    [userUuid, tokenHash, at],
  );
}

export async function deleteFeed(q: Queryable, userUuid: string): Promise<boolean> {
  const { rows } = await q.query('DELETE FROM calendar_feeds WHERE user_uuid = $1 RETURNING user_uuid', [userUuid]);
  return rows.length > 0;
}

export async function feedOfUser(q: Queryable, userUuid: string): Promise<{ created_at: Date } | null> {
  const { rows } = await q.query<{ created_at: Date }>('SELECT created_at FROM calendar_feeds WHERE user_uuid = $1', [userUuid]);
  return rows[0] ?? null;
}

/** The valid owner of the secret whose hash is $1, with the language the feed speaks: one lookup on the unique index. */
export async function ownerOfFeed(q: Queryable, tokenHash: string): Promise<{ uuid: string; language: Language } | null> {
  const { rows } = await q.query<{ uuid: string; language: Language }>(
    'SELECT u.uuid, u.language FROM calendar_feeds f JOIN users u ON u.uuid = f.user_uuid WHERE f.token_hash = $1 AND u.valid',
    [tokenHash],
  );
  return rows[0] ?? null;
}

export interface DeskFeedRow {
  id: string;
  desk_id: string;
  floor: number;
  day: string;
  status: 'booked' | 'busy' | 'cancelled';
  calendar_sequence: number;
  parking_spot: boolean;
}
export interface RoomFeedRow {
  id: string;
  name: string;
  floor: number;
  date_begin: Date;
  date_end: Date;
  status: 'booked' | 'busy' | 'cancelled';
  calendar_sequence: number;
}
export interface ParkingFeedRow {
  id: string;
  day: string;
  type: number;
  reservation_confirmed: boolean;
  calendar_sequence: number;
}

// The live reservations through the person's unique index of live days, the cancelled ones through
// the partial index of migration 016 on (person, cancelled_at): neither reads another person's rows.
// all_desks and all_rooms (migration 018): a deleted desk's or room's reservations stay in the feed,
// those its deletion cancelled as cancelled.
const DESK_COLUMNS = `r.id, r.desk_id, d.floor, r.day::text AS day, r.status, r.calendar_sequence, r.parking_spot
   FROM desk_reservations r JOIN all_desks d ON d.desk_id = r.desk_id`;

/** A person's desk reservations from $2 on: the live ones, and those cancelled in the last $3 days. */
export async function deskFeedRows(q: Queryable, uuid: string, firstDay: string, cancelledDays: number): Promise<DeskFeedRow[]> {
  const { rows } = await q.query<DeskFeedRow>(
    `SELECT ${DESK_COLUMNS} WHERE r.uuid = $1 AND r.day >= $2::date AND r.status <> 'cancelled'
     UNION ALL
     SELECT ${DESK_COLUMNS} WHERE r.uuid = $1 AND r.day >= $2::date AND r.status = 'cancelled'
        AND r.cancelled_at >= now() - make_interval(days => $3)
     ORDER BY day, id`,
    [uuid, firstDay, cancelledDays],
  );
  return rows;
}

/** A person's room reservations that begin from the instant $2 on, cancelled ones of the last $3 days included. */
export async function roomFeedRows(q: Queryable, uuid: string, from: Date, cancelledDays: number): Promise<RoomFeedRow[]> {
  const { rows } = await q.query<RoomFeedRow>(
    `SELECT r.id, m.name, m.floor, r.date_begin, r.date_end, r.status, r.calendar_sequence
       FROM room_reservations r JOIN all_rooms m ON m.id = r.room_id
      WHERE r.uuid = $1 AND r.date_begin >= $2
        AND (r.status <> 'cancelled' OR r.cancelled_at >= now() - make_interval(days => $3))
      ORDER BY r.date_begin, r.id`,
    [uuid, from, cancelledDays],
  );
  return rows;
}

const PARKING_COLUMNS = 'id, reservation_date::text AS day, type, reservation_confirmed, calendar_sequence FROM parking_reservations';

/** A person's tower requests from $2 on: the live ones and those cancelled (type 5) in the last $3 days. */
export async function parkingFeedRows(q: Queryable, uuid: string, firstDay: string, cancelledDays: number): Promise<ParkingFeedRow[]> {
  const { rows } = await q.query<ParkingFeedRow>(
    `SELECT ${PARKING_COLUMNS} WHERE user_id = $1 AND reservation_date >= $2::date AND type <> 5
     UNION ALL
     SELECT ${PARKING_COLUMNS} WHERE user_id = $1 AND reservation_date >= $2::date AND type = 5
        AND cancelled_at >= now() - make_interval(days => $3)
     ORDER BY day, id`,
    [uuid, firstDay, cancelledDays],
  );
  return rows;
}

/** Desk reservations by id, as their events show them (the reminder's .ics). */
export async function deskRowsByIds(q: Queryable, ids: string[]): Promise<DeskFeedRow[]> {
  const { rows } = await q.query<DeskFeedRow>(`SELECT ${DESK_COLUMNS} WHERE r.id = ANY ($1::uuid[])`, [ids]);
  return rows;
}

/** A room reservation as its event shows it (the booking's confirmation .ics). */
export async function roomRowById(q: Queryable, id: string): Promise<RoomFeedRow | null> {
  const { rows } = await q.query<RoomFeedRow>(
    `SELECT r.id, m.name, m.floor, r.date_begin, r.date_end, r.status, r.calendar_sequence
       FROM room_reservations r JOIN all_rooms m ON m.id = r.room_id WHERE r.id = $1`,
    [id],
  );
  return rows[0] ?? null;
}
