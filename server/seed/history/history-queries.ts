import type { Queryable } from '../../db/connection.js';

// SQL of the history generator (history.ts): one INSERT … SELECT a table over generate_series.
// The dice are a counter-based generator: hashint8extended(key, seed + stream) of a key made
// of the day's index and a person's, desk's or room's, so the same history comes out every time
// and no statement depends on the order rows are produced in. `& 1023` is a draw in 0..1023.
// Uniqueness holds by construction (see each statement), not by retrying. Every statement takes
// $1 the first day, $2 the last, $3 today: days from today on are the weeks ahead (booked or
// waiting, nobody's presence known yet), and the demo's history, which ends before today, has none.

/**
 * Every weekday from $1 to $2 with its index from $1, its ISO weekday and how busy the
 * office is: the middle of the week more than Monday and Friday, fewer people in July and
 * August and hardly anyone between Christmas and Epiphany; from today ($3) on, fewer the further
 * ahead (people book nearer the day). Numeric throughout, so a rate of 1 changes no draw.
 */
const DAYS = `days AS (
  SELECT g::date AS day, g::date - $1::date AS di, extract(isodow FROM g)::int AS dow,
         (ARRAY[0.85, 1.1, 1.15, 1.05, 0.7])[extract(isodow FROM g)::int]
         * CASE WHEN (extract(month FROM g) = 12 AND extract(day FROM g) >= 22) OR (extract(month FROM g) = 1 AND extract(day FROM g) <= 6) THEN 0.25
                WHEN extract(month FROM g) = 8 THEN 0.55
                WHEN extract(month FROM g) = 7 THEN 0.8
                ELSE 1 END
         * CASE WHEN g::date < $3::date THEN 1 ELSE greatest(0.2, 0.8 - 0.04 * (g::date - $3::date)) END AS busy
    FROM generate_series($1::date, $2::date, interval '1 day') AS g
   WHERE extract(isodow FROM g) < 6)`;

interface Span {
  from: string;
  to: string;
  today: string;
}

interface Organisation {
  /** People left out (the demo accounts keep their own calendars). */
  skip: readonly string[];
  /** The organisation's groups: its people are those whose department (group_list[1]) is one of them. */
  groupIds: readonly string[];
  seed: number;
}

export interface DeskHistory extends Span, Organisation {
  now: Date;
  /** Per group, the share of its bookings whose holder came. */
  presence: readonly number[];
  /** The share of people who want a desk on an ordinary day (busy 1). */
  wish: number;
  deskHour: number;
}

/**
 * Desk bookings of the people of building 1 on every weekday from `from` to `to`. Each person
 * wants a desk on `wish` of the days (as busy as the office), under their department or, one day
 * in two, their project (group_list[1] is the department, [2] the project). Per day and group the
 * people who want one and the free desks of the group (its first group; not allocated or blocked)
 * are each put in a random order and matched rank to rank: nobody gets two desks a day, no desk
 * two people, and when a group has more people than desks the last ones go without. Whether a
 * holder came is their group's rate, give or take up to 8 points for the person; 4 % cancel; 7 in
 * 10 who came had confirmed by the reminder's link (status busy). Parking with the desk stays
 * within the group's spots. Ahead of today a booking is 'booked', its use not yet known.
 */
export async function insertDeskHistory(q: Queryable, h: DeskHistory): Promise<number> {
  const r = await q.query(
    `WITH ${DAYS},
     people AS (
       SELECT uuid, parking_right, group_list, row_number() OVER (ORDER BY username)::int AS pi
         FROM users
        WHERE (building = '1' OR '1' = ANY (building_list)) AND group_list[1] = ANY ($6::text[]) AND NOT (username = ANY ($5::text[]))),
     rate AS (SELECT group_id, presence, gi::int AS gi FROM unnest($6::text[], $7::float8[]) WITH ORDINALITY AS t(group_id, presence, gi)),
     wish AS (
       SELECT d.day, d.di, p.uuid, p.pi, p.parking_right,
              CASE WHEN cardinality(p.group_list) > 1 AND (hashint8extended(d.di * 100003 + p.pi, $8::bigint + 1) & 1023) < 512
                   THEN p.group_list[2] ELSE p.group_list[1] END AS group_id
         FROM days d CROSS JOIN people p
        WHERE (hashint8extended(d.di * 100003 + p.pi, $8::bigint) & 1023) < 1024 * $9::numeric * d.busy),
     queue AS (
       SELECT w.*, r.gi, r.presence,
              row_number() OVER (PARTITION BY w.day, r.gi ORDER BY hashint8extended(w.di * 100003 + w.pi, $8::bigint + 2), w.pi) AS rn
         FROM wish w JOIN rate r ON r.group_id = w.group_id),
     desk AS (
       SELECT d.desk_id, r.gi, row_number() OVER (ORDER BY d.desk_id)::int AS dk
         FROM desks d JOIN rate r ON r.group_id = d.groups_id_list[1] WHERE d.type IS NULL),
     seat AS (
       SELECT d.day, k.gi, k.desk_id,
              row_number() OVER (PARTITION BY d.day, k.gi ORDER BY hashint8extended(d.di * 100003 + k.dk, $8::bigint + 3), k.desk_id) AS rn
         FROM days d CROSS JOIN desk k),
     booking AS (
       SELECT q.day, q.di, q.pi, q.uuid, q.group_id, s.desk_id,
              (hashint8extended(q.di * 100003 + q.pi, $8::bigint + 4) & 1023)::int AS h,
              q.day < $3::date
                AND (hashint8extended(q.di * 100003 + q.pi, $8::bigint + 5) & 1023)
                    < 1024 * (q.presence + ((hashint8extended(q.pi, $8::bigint + 6) & 1023) - 512) / 6400.0) AS came,
              q.parking_right AND (hashint8extended(q.di * 100003 + q.pi, $8::bigint + 7) & 1023) < 350 AS wants_parking
         FROM queue q JOIN seat s ON s.day = q.day AND s.gi = q.gi AND s.rn = q.rn),
     decided AS (SELECT b.*, b.h < 41 AS cancelled FROM booking b),
     parked AS (
       SELECT d.*, d.wants_parking AND NOT d.cancelled
                   AND row_number() OVER (PARTITION BY d.day, d.group_id, d.wants_parking AND NOT d.cancelled ORDER BY d.pi) <= g.parking_spots AS parking
         FROM decided d JOIN groups g ON g.id = d.group_id)
     INSERT INTO desk_reservations (id, desk_id, uuid, creator_uuid, group_id, day, reservation_date, creation_date, status, parking_spot, reservation_used)
     SELECT gen_random_uuid(), desk_id, uuid, uuid, group_id, day,
            (day + make_time($10::int, 0, 0)) AT TIME ZONE 'Europe/Bucharest',
            least((day - 1 - h % 20 + time '08:00' + (h % 600) * interval '1 minute') AT TIME ZONE 'Europe/Bucharest', $4::timestamptz),
            CASE WHEN cancelled THEN 'cancelled' WHEN came AND h % 10 < 7 THEN 'busy' ELSE 'booked' END,
            parking, CASE WHEN NOT cancelled AND day < $3::date THEN came END
       FROM parked ORDER BY day, desk_id`,
    [h.from, h.to, h.today, h.now, h.skip, h.groupIds, h.presence, h.seed, h.wish, h.deskHour],
  );
  return r.rowCount;
}

/** Every past weekday from $1 to $2 has had its attendance list (reservation_used is set on them). */
export async function insertAttendanceDays(q: Queryable, s: Span): Promise<number> {
  const r = await q.query(
    `WITH ${DAYS}
     INSERT INTO attendance_days (day, uploaded_at)
     SELECT day, (day + time '20:00') AT TIME ZONE 'Europe/Bucharest' FROM days WHERE day < $3::date
     ON CONFLICT (day) DO NOTHING`,
    [s.from, s.to, s.today],
  );
  return r.rowCount;
}

export interface RoomHistory extends Span, Organisation {
  now: Date;
  /** The day's slots, in minutes from midnight: they touch at most, never overlap. */
  slotBegins: number[];
  slotEnds: number[];
  /** The share of a room's slots taken on an ordinary day (busy 1). */
  taken: number;
}

/**
 * Meetings in every room open to one of the groups on every weekday from `from` to `to`: each
 * slot is taken on `taken` of days (as busy as the office), by one of the plain users of building
 * 1 among the groups' people; 5 % cancelled. One reservation a room and slot, and the slots do
 * not overlap, so the rooms' exclusion holds.
 */
export async function insertRoomHistory(q: Queryable, h: RoomHistory): Promise<number> {
  const r = await q.query(
    `WITH ${DAYS},
     room AS (SELECT id, row_number() OVER (ORDER BY id)::int AS ri FROM rooms WHERE groups_id_list && $6::text[]),
     slot AS (SELECT b, e, si::int AS si FROM unnest($8::int[], $9::int[]) WITH ORDINALITY AS t(b, e, si)),
     people AS (
       SELECT uuid, row_number() OVER (ORDER BY username)::int - 1 AS pi FROM users
        WHERE role = 'user' AND (building = '1' OR '1' = ANY (building_list))
          AND group_list[1] = ANY ($6::text[]) AND NOT (username = ANY ($5::text[]))),
     meeting AS (
       SELECT d.day, r.id AS room_id, s.b, s.e, (hashint8extended(d.di * 100003 + r.ri * 16 + s.si, $7::bigint + 11) & 1048575)::int AS h
         FROM days d CROSS JOIN room r CROSS JOIN slot s
        WHERE (hashint8extended(d.di * 100003 + r.ri * 16 + s.si, $7::bigint + 10) & 1023) < 1024 * $10::numeric * d.busy)
     INSERT INTO room_reservations (id, room_id, uuid, date_begin, date_end, creation_date, status)
     SELECT gen_random_uuid(), m.room_id, p.uuid,
            (m.day + m.b * interval '1 minute') AT TIME ZONE 'Europe/Bucharest',
            (m.day + m.e * interval '1 minute') AT TIME ZONE 'Europe/Bucharest',
            least((m.day - 1 - m.h % 10 + time '10:00') AT TIME ZONE 'Europe/Bucharest', $4::timestamptz),
            CASE WHEN m.h % 20 = 0 THEN 'cancelled' ELSE 'booked' END
       FROM meeting m JOIN people p ON p.pi = m.h % (SELECT count(*)::int FROM people)`,
    [h.from, h.to, h.today, h.now, h.skip, h.groupIds, h.seed, h.slotBegins, h.slotEnds, h.taken],
  );
  return r.rowCount;
}

export interface TowerHistory extends Span, Organisation {
  now: Date;
  /** Spaces open to requests, Monday to Friday (capacity less the permanent cars). */
  open: number[];
  /** Absences after this day score no indiscipline (see history.ts). */
  scoredUntil: string;
  /** The last day the first round has shared out; requests of the days after it wait. */
  allocatedUntil: string;
  /** The share of the tower's users who ask on an ordinary day (busy 1). */
  ask: number;
  /** Demand one week in eight, relative to the others: a week when it passes the spaces. */
  peak: number;
}

/**
 * Tower requests of the tower's users among the groups' people (with their car) on every weekday
 * from `from` to `to`: each asks on `ask` of days (as busy as the office, `peak` times that one
 * week in eight), once a day; 7 % cancel. In the order they asked, the day's live requests get
 * its open spaces, less what the day already held (the last four in the second round), the rest
 * are not allocated. Each allocated person came (confirmed by the presence list) or was absent:
 * 3 % of the time for most, up to 28 % for a few. Ahead of today, the days the first round has
 * shared out hold its allocations and the rest wait; later days only wait.
 */
export async function insertTowerHistory(q: Queryable, h: TowerHistory): Promise<number> {
  const r = await q.query(
    `WITH ${DAYS},
     people AS (
       SELECT u.uuid, c.id AS car_id, row_number() OVER (ORDER BY u.username)::int AS pi
         FROM users u
         JOIN LATERAL (SELECT id FROM cars WHERE user_id = u.uuid AND active ORDER BY license_plate LIMIT 1) c ON true
        WHERE (u.building = '2' OR '2' = ANY (u.building_list) OR u.role = 'admin')
          AND u.group_list[1] = ANY ($6::text[]) AND NOT (u.username = ANY ($5::text[]))),
     held AS (
       SELECT reservation_date AS day, count(*)::int AS n FROM parking_reservations
        WHERE type IN (1, 2, 3) AND reservation_date BETWEEN $1::date AND $2::date GROUP BY 1),
     request AS (
       SELECT d.day, d.di, d.dow, p.uuid, p.car_id, p.pi, (hashint8extended(d.di * 100003 + p.pi, $7::bigint + 21) & 1048575)::int AS h
         FROM days d CROSS JOIN people p
        WHERE (hashint8extended(d.di * 100003 + p.pi, $7::bigint + 20) & 1023)
              < 1024 * $11::numeric * d.busy * CASE WHEN ((d.day - date '2000-01-03') / 7) % 8 = 5 THEN $12::numeric ELSE 1 END),
     ranked AS (
       SELECT r.*, r.h % 14 = 0 AS cancelled, greatest(0, ($8::int[])[r.dow] - coalesce(k.n, 0)) AS open,
              row_number() OVER (PARTITION BY r.day, r.h % 14 = 0 ORDER BY r.h % 28800, r.pi) AS rn
         FROM request r LEFT JOIN held k ON k.day = r.day),
     typed AS (
       SELECT k.*,
              CASE WHEN k.cancelled THEN 5
                   WHEN k.day > $10::date THEN 0
                   WHEN k.day > $3::date THEN CASE WHEN k.rn <= k.open - 4 THEN 1 ELSE 0 END
                   WHEN k.rn <= k.open - 4 THEN 1 WHEN k.rn <= k.open THEN 2 ELSE 4 END AS t,
              k.day < $3::date
                AND (hashint8extended(k.di * 100003 + k.pi, $7::bigint + 22) & 1023)
                    < 1024 * (0.03 + 0.25 * power((hashint8extended(k.pi, $7::bigint + 23) & 1023) / 1024.0, 3)) AS absent
         FROM ranked k)
     INSERT INTO parking_reservations (id, date_added, reservation_date, user_id, car_id, type, reservation_confirmed, indiscipline_score)
     SELECT gen_random_uuid(),
            least((day - 7 + time '09:00') AT TIME ZONE 'Europe/Bucharest' + (h % 28800) * interval '1 second', $4::timestamptz - interval '1 minute'),
            day, uuid, car_id,
            CASE WHEN t IN (1, 2) AND absent THEN 3 ELSE t END,
            t IN (1, 2) AND day < $3::date AND NOT absent,
            CASE WHEN t IN (1, 2) AND absent AND day <= $9::date THEN 1 ELSE 0 END
       FROM typed`,
    [h.from, h.to, h.today, h.now, h.skip, h.groupIds, h.seed, h.open, h.scoredUntil, h.allocatedUntil, h.ask, h.peak],
  );
  return r.rowCount;
}

/** The tower's day rows from $1 to $2 (an allocation locks its day's); each past one with its presence list uploaded that evening. */
export async function insertParkingDays(q: Queryable, s: Span): Promise<number> {
  const r = await q.query(
    `WITH ${DAYS}
     INSERT INTO parking_days (date, presence_uploaded_at)
     SELECT day, CASE WHEN day < $3::date THEN (day + time '20:00') AT TIME ZONE 'Europe/Bucharest' END FROM days
     ON CONFLICT (date) DO NOTHING`,
    [s.from, s.to, s.today],
  );
  return r.rowCount;
}
