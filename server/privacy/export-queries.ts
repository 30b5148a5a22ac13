import type { Queryable } from '../db/connection.js';

// What the product holds about one person (decisions §25), read for their export: each list of the
// person's own rows, newest first, at most EXPORT_ROWS (a person's years of bookings are a few
// thousand rows; a list cut short is named in the document). Never a hash: no password, session,
// token or calendar secret leaves the server, only that they exist.

/** The most rows of one kind an export holds. */
export const EXPORT_ROWS = 20_000;

type Row = Record<string, unknown>;

const list = async (q: Queryable, sql: string, uuid: string): Promise<Row[]> =>
  (await q.query<Row>(`${sql} LIMIT ${EXPORT_ROWS}`, [uuid])).rows;

/** The person's groups, with their names: their groups, main group and the groups they manage. */
export async function groupsOf(q: Queryable, ids: string[]): Promise<Row[]> {
  const { rows } = await q.query<Row>('SELECT id, name, type, building FROM groups WHERE id = ANY($1::text[]) ORDER BY id', [ids]);
  return rows;
}

/** The usual week (decisions §20): the saved pattern, the days it booked and the days it could not. */
export async function patternOf(q: Queryable, uuid: string) {
  const { rows } = await q.query<Row>(
    'SELECT days, desks AS "favouriteDesks", parking, tower_days AS "towerDays", car_id AS "carId", saved_at AS "savedAt" FROM work_patterns WHERE uuid = $1',
    [uuid],
  );
  return {
    pattern: rows[0] ?? null,
    days: await list(q, "SELECT building, to_char(day, 'YYYY-MM-DD') AS day FROM pattern_days WHERE uuid = $1 ORDER BY day DESC", uuid),
    misses: await list(
      q,
      "SELECT to_char(day, 'YYYY-MM-DD') AS day, reason, at FROM pattern_misses WHERE uuid = $1 ORDER BY day DESC",
      uuid,
    ),
  };
}

export const absencesOf = (q: Queryable, uuid: string) =>
  list(
    q,
    `SELECT id, to_char(from_day, 'YYYY-MM-DD') AS "fromDay", to_char(to_day, 'YYYY-MM-DD') AS "toDay", kind, created_by AS "createdBy", created_at AS "createdAt"
       FROM absences WHERE uuid = $1 ORDER BY from_day DESC`,
    uuid,
  );

/** The colleagues the person follows, by uuid only: their names are theirs. */
export const followingOf = (q: Queryable, uuid: string) =>
  list(q, 'SELECT follows AS uuid, since FROM following WHERE uuid = $1 ORDER BY since DESC', uuid);

export const deskReservationsOf = (q: Queryable, uuid: string) =>
  list(
    q,
    `SELECT id, desk_id AS "deskId", group_id AS "groupId", to_char(day, 'YYYY-MM-DD') AS day, status, source, parking_spot AS "parkingSpot",
            reservation_used AS "checkedIn", released, creator_uuid AS "createdBy", creation_date AS "createdAt", cancelled_at AS "cancelledAt"
       FROM desk_reservations WHERE uuid = $1 ORDER BY day DESC, creation_date DESC`,
    uuid,
  );

export const roomReservationsOf = (q: Queryable, uuid: string) =>
  list(
    q,
    `SELECT r.id, r.room_id AS "roomId", m.name AS "roomName", r.date_begin AS "dateBegin", r.date_end AS "dateEnd", r.status, r.door, r.released,
            r.creation_date AS "createdAt", r.cancelled_at AS "cancelledAt"
       FROM room_reservations r LEFT JOIN all_rooms m ON m.id = r.room_id WHERE r.uuid = $1 ORDER BY r.date_begin DESC`,
    uuid,
  );

export const towerRequestsOf = (q: Queryable, uuid: string) =>
  list(
    q,
    `SELECT id, to_char(reservation_date, 'YYYY-MM-DD') AS day, car_id AS "carId", type, reservation_confirmed AS confirmed, exited,
            indiscipline_score AS "indisciplineScore", source, date_added AS "createdAt", cancelled_at AS "cancelledAt"
       FROM parking_reservations WHERE user_id = $1 ORDER BY reservation_date DESC, date_added DESC`,
    uuid,
  );

export const bansOf = (q: Queryable, uuid: string) =>
  list(q, 'SELECT building, since, until FROM bans WHERE user_uuid = $1 ORDER BY since DESC', uuid);

export const carsOf = (q: Queryable, uuid: string) =>
  list(
    q,
    `SELECT id, brand, license_plate AS "licensePlate", foreign_plate AS "foreignPlate", function_car AS "functionCar",
            permanent_access AS "permanentAccess", electric, owner_label AS "ownerLabel", active, date_added AS "addedAt", date_removed AS "removedAt"
       FROM cars WHERE user_id = $1 ORDER BY date_added DESC`,
    uuid,
  );

/** The person's API tokens: names, scopes and dates, never their hashes. */
export const apiTokensOf = (q: Queryable, uuid: string) =>
  list(
    q,
    'SELECT name, scopes, created_at AS "createdAt", expires_at AS "expiresAt", last_used_at AS "lastUsedAt" FROM api_tokens WHERE user_uuid = $1 ORDER BY created_at DESC',
    uuid,
  );

/** Whether the person has a calendar address, and since when; never its secret. */
export async function calendarFeedOf(q: Queryable, uuid: string): Promise<{ createdAt: Date } | null> {
  const { rows } = await q.query<{ createdAt: Date }>('SELECT created_at AS "createdAt" FROM calendar_feeds WHERE user_uuid = $1', [uuid]);
  return rows[0] ?? null;
}

/** The person's open sessions: when each began and ends, never its token. */
export const sessionsOf = (q: Queryable, uuid: string) =>
  list(q, 'SELECT created_at AS "createdAt", expires_at AS "expiresAt" FROM sessions WHERE user_uuid = $1 ORDER BY created_at DESC', uuid);

/**
 * The audit entries about the person (their account is the target), with their details; and those
 * the person made about others, without their details (what they hold is the others').
 */
export const auditEntriesOf = (q: Queryable, uuid: string) =>
  list(
    q,
    `SELECT id::text, at, actor_uuid AS "actorUuid", actor_name AS "actorName", kind, target,
            CASE WHEN target = $1::text THEN details END AS details
       FROM audit_log WHERE target = $1::text OR actor_uuid = $1::uuid ORDER BY at DESC, id DESC`,
    uuid,
  );
