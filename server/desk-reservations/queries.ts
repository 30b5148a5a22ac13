import { STATUS } from '../../domain/status.js';
import type { UserRow } from '../identity/user-row.js';
import { prepared, type Queryable } from '../db/connection.js';
import type { DeskReservationRow } from './presenter.js';
import { LISTENED_EVENTS_COLUMN } from '../webhooks/webhook-queries.js';

// SQL of desk reservations. Statuses written by a statement come as parameters (STATUS.*);
// `status <> 'cancelled'` (STATUS.cancelled) stays a literal where it reads live reservations,
// as the partial indexes desk_reservations_one_per_desk_day and _one_per_person_day are written.
// A reservation comes with the names of its occupant (name) and of whoever booked it (creator_name).

/** A desk as a booking reads it (bookingSubject), and as the desks' and groups' changes lock it. */
export interface PlainDesk {
  desk_id: string;
  floor: number;
  groups_id_list: string[];
  type: 'Reserved' | 'Manager' | null;
  manager: string | null;
}

export async function reservationById(q: Queryable, id: string): Promise<DeskReservationRow | null> {
  const { rows } = await q.query<DeskReservationRow>(
    `SELECT r.*, u.name, c.name AS creator_name
       FROM desk_reservations r JOIN users u ON u.uuid = r.uuid JOIN users c ON c.uuid = r.creator_uuid
      WHERE r.id = $1`,
    [id],
  );
  return rows[0] ?? null;
}

/** Reservations by their ids, in the ids' order of creation (a bulk change's, told to the webhooks). */
export async function reservationsByIds(q: Queryable, ids: string[]): Promise<DeskReservationRow[]> {
  const { rows } = await q.query<DeskReservationRow>(
    `SELECT r.*, u.name, c.name AS creator_name
       FROM desk_reservations r JOIN users u ON u.uuid = r.uuid JOIN users c ON c.uuid = r.creator_uuid
      WHERE r.id = ANY($1::uuid[])
      ORDER BY r.day, r.id`,
    [ids],
  );
  return rows;
}

/** The reservation, locked until the end of the transaction: the way in for every change of it. */
export async function reservationByIdForUpdate(q: Queryable, id: string): Promise<DeskReservationRow | null> {
  const { rows } = await q.query<DeskReservationRow>(
    `SELECT r.*, u.name, c.name AS creator_name
       FROM desk_reservations r JOIN users u ON u.uuid = r.uuid JOIN users c ON c.uuid = r.creator_uuid
      WHERE r.id = $1
        FOR UPDATE OF r`,
    [id],
  );
  return rows[0] ?? null;
}

/** Live reservations of the desks of a group from `from` to `to` (null: no end), both included. */
export async function groupReservations(q: Queryable, groupId: string, from: string, to: string | null): Promise<DeskReservationRow[]> {
  const { rows } = await q.query<DeskReservationRow>(
    `SELECT r.*, u.name, c.name AS creator_name
       FROM desk_reservations r JOIN users u ON u.uuid = r.uuid JOIN users c ON c.uuid = r.creator_uuid
      WHERE r.status <> 'cancelled' AND r.desk_id IN (SELECT desk_id FROM desks WHERE $1 = ANY (groups_id_list))
        AND r.day >= $2 AND ($3::date IS NULL OR r.day <= $3)
      ORDER BY r.day, r.desk_id`,
    [groupId, from, to],
  );
  return rows;
}

/** Every reservation (`everyone`), or those a user holds or booked; newest first. */
export async function reservationsOf(q: Queryable, everyone: boolean, uuid: string): Promise<DeskReservationRow[]> {
  const { rows } = await q.query<DeskReservationRow>(
    `SELECT r.*, u.name, c.name AS creator_name
       FROM desk_reservations r JOIN users u ON u.uuid = r.uuid JOIN users c ON c.uuid = r.creator_uuid
      WHERE ($1 OR r.uuid = $2 OR r.creator_uuid = $2)
      ORDER BY r.day DESC, r.desk_id LIMIT 5000`,
    [everyone, uuid],
  );
  return rows;
}

/** A user's live reservations from `today` on. */
export async function upcomingReservationsOf(q: Queryable, uuid: string, today: string): Promise<DeskReservationRow[]> {
  const { rows } = await q.query<DeskReservationRow>(
    `SELECT r.*, u.name, c.name AS creator_name
       FROM desk_reservations r JOIN users u ON u.uuid = r.uuid JOIN users c ON c.uuid = r.creator_uuid
      WHERE r.uuid = $1 AND r.status <> 'cancelled' AND r.day >= $2
      ORDER BY r.day`,
    [uuid, today],
  );
  return rows;
}

/** The live reservations from `today` on that `creator` made for other people, with each occupant's e-mail (namesakes). */
export async function bookedForOthersBy(q: Queryable, creator: string, today: string): Promise<(DeskReservationRow & { email: string })[]> {
  const { rows } = await q.query<DeskReservationRow & { email: string }>(
    `SELECT r.*, u.name, u.email, c.name AS creator_name
       FROM desk_reservations r JOIN users u ON u.uuid = r.uuid JOIN users c ON c.uuid = r.creator_uuid
      WHERE r.creator_uuid = $1 AND r.uuid <> $1 AND r.status <> 'cancelled' AND r.day >= $2
      ORDER BY r.day, u.name`,
    [creator, today],
  );
  return rows;
}

/** What a booking reads before it checks anything: its occupant (locked), the office's stored settings and the desk. */
export interface BookingSubject {
  occupant: UserRow | null;
  settings: Record<string, unknown>;
  desk: PlainDesk | null;
  /** The events the active webhooks listen to (webhook-service.ts noteListened). */
  listened: string[];
}

/**
 * The occupant's row, locked: one person's bookings are checked one after another. The office's
 * settings, the desk and the events the webhooks listen to come in the same statement, so that a
 * booking costs few round trips (one fewer when no webhook hears it: issue #43). The
 * desk is taken KEY SHARE, the lock its reservation's foreign key takes anyway, only sooner: a
 * deletion of the desk in flight (desks/desk-layout-service.ts) is waited for, and then the desk is gone.
 */
// The three statements of a booking (issue #12's hot path) are prepared: planning them cost more than running them.
const BOOKING_SUBJECT = prepared(
  `SELECT (SELECT to_jsonb(u) FROM users u WHERE u.uuid = $1 FOR UPDATE) AS occupant,
          (SELECT jsonb_object_agg(name, value) FROM settings WHERE building = $2) AS settings,
          (SELECT to_jsonb(d) FROM (SELECT desk_id, floor, groups_id_list, type, manager FROM desks WHERE desk_id = $3 FOR KEY SHARE) d) AS desk,
          ${LISTENED_EVENTS_COLUMN} AS listened`,
);

export async function bookingSubject(q: Queryable, occupantUuid: string, building: string, deskId: string): Promise<BookingSubject> {
  const { rows } = await q.query<Omit<BookingSubject, 'settings'> & { settings: Record<string, unknown> | null }>(BOOKING_SUBJECT, [
    occupantUuid,
    building,
    deskId,
  ]);
  return { ...rows[0], settings: rows[0].settings ?? {} };
}

/** The occupant's standing on a day, read after their row is locked (a fresh snapshot): ban, who of the two holds a desk that day, active reservations from today. */
export interface OccupantStanding {
  ban_until: Date | null;
  holders: string[];
  active: number;
}

const OCCUPANT_STANDING = prepared(
  `SELECT (SELECT max(until) FROM bans WHERE user_uuid = $1 AND until > $6 AND building = $3) AS ban_until,
          ARRAY(SELECT uuid FROM desk_reservations WHERE day = $4 AND status <> 'cancelled' AND uuid = ANY (ARRAY[$1::uuid, $2::uuid])) AS holders,
          (SELECT count(*)::int FROM desk_reservations WHERE uuid = $1 AND status <> 'cancelled' AND day >= $5) AS active`,
);

/** The standing's ban condition is activeBanUntil's (server/discipline/queries.ts), repeated to save a round trip: change both together. */
export async function occupantStanding(
  q: Queryable,
  occupant: string,
  booker: string,
  building: string,
  day: string,
  today: string,
  now: Date,
): Promise<OccupantStanding> {
  const { rows } = await q.query<OccupantStanding>(OCCUPANT_STANDING, [occupant, booker, building, day, today, now]);
  return rows[0];
}

const RESERVATION_COLUMNS =
  'id, desk_id, uuid, creator_uuid, group_id, day, reservation_date, creation_date, status, parking_spot, reservation_used, released, source';
const R_RESERVATION_COLUMNS = RESERVATION_COLUMNS.split(', ')
  .map((c) => `r.${c}`)
  .join(', ');
const INSERT_RESERVATION = prepared(
  `WITH r AS (
     INSERT INTO desk_reservations (id, desk_id, uuid, creator_uuid, group_id, day, reservation_date, creation_date, status, parking_spot, source)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING ${RESERVATION_COLUMNS})
   SELECT ${R_RESERVATION_COLUMNS}, u.name, c.name AS creator_name
   FROM r JOIN users u ON u.uuid = r.uuid JOIN users c ON c.uuid = r.creator_uuid`,
);

/** Inserts a reservation and answers it as reservationById does; `source` 'pattern' for the work pattern's bookings (decisions §20). */
export async function insertReservation(
  q: Queryable,
  r: Pick<
    DeskReservationRow,
    'id' | 'desk_id' | 'uuid' | 'creator_uuid' | 'group_id' | 'day' | 'reservation_date' | 'creation_date' | 'status' | 'parking_spot'
  > & { source?: 'person' | 'pattern' },
): Promise<DeskReservationRow> {
  const { rows } = await q.query<DeskReservationRow>(INSERT_RESERVATION, [
    r.id,
    r.desk_id,
    r.uuid,
    r.creator_uuid,
    r.group_id,
    r.day,
    r.reservation_date,
    r.creation_date,
    r.status,
    r.parking_spot,
    r.source ?? 'person',
  ]);
  return rows[0];
}

export async function cancelReservation(q: Queryable, id: string): Promise<void> {
  await q.query('UPDATE desk_reservations SET status = $2, parking_spot = false WHERE id = $1', [id, STATUS.cancelled]);
}

/** Presence confirmed by the occupant (flex-office §4). */
export async function confirmReservation(q: Queryable, id: string): Promise<void> {
  await q.query('UPDATE desk_reservations SET status = $2 WHERE id = $1', [id, STATUS.busy]);
}

export async function setReservationParking(q: Queryable, id: string, parkingSpot: boolean): Promise<void> {
  await q.query('UPDATE desk_reservations SET parking_spot = $2 WHERE id = $1', [id, parkingSpot]);
}

/** The desks of a group on `day`, each with whom it is held for and whether it has a live reservation that day. */
export interface GroupDeskOfDay {
  desk_id: string;
  groups_id_list: string[];
  type: 'Reserved' | 'Manager' | null;
  manager: string | null;
  taken: boolean;
}

export async function groupDesksOfDay(q: Queryable, groupId: string, day: string): Promise<GroupDeskOfDay[]> {
  const { rows } = await q.query<GroupDeskOfDay>(
    `SELECT d.desk_id, d.groups_id_list, d.type, d.manager,
            EXISTS (SELECT 1 FROM desk_reservations r WHERE r.desk_id = d.desk_id AND r.day = $2 AND r.status <> 'cancelled') AS taken
       FROM desks d
      WHERE $1 = ANY (d.groups_id_list)`,
    [groupId, day],
  );
  return rows;
}

export async function groupName(q: Queryable, groupId: string): Promise<string | null> {
  const { rows } = await q.query<{ name: string }>('SELECT name FROM groups WHERE id = $1', [groupId]);
  return rows[0]?.name ?? null;
}

/**
 * Counts for the status card: all desks, desks with a live reservation on `day`, all rooms, rooms with a live reservation in [from, to).
 * Only desks and rooms that exist: a deleted one keeps its past reservations (migration 018), not its place in the counts.
 */
export async function officeCounts(q: Queryable, day: string, from: Date, to: Date) {
  const { rows } = await q.query<{ desks: number; reserved: number; rooms: number; rooms_reserved: number }>(
    `SELECT (SELECT count(*)::int FROM desks) AS desks,
            (SELECT count(DISTINCT desk_id)::int FROM desk_reservations
              WHERE day = $1 AND status <> 'cancelled' AND desk_id IN (SELECT desk_id FROM desks)) AS reserved,
            (SELECT count(*)::int FROM rooms) AS rooms,
            (SELECT count(DISTINCT room_id)::int FROM room_reservations
              WHERE status <> 'cancelled' AND tstzrange(date_begin, date_end, '[)') && tstzrange($2, $3, '[)')
                AND room_id IN (SELECT id FROM rooms)) AS rooms_reserved`,
    [day, from, to],
  );
  return rows[0];
}
