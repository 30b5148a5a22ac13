import type { Queryable } from '../../server/db/connection.js';
import { atBucharest, CAR_OWNER, carUuid, DAYS, depId, deskDep, deskId, dice, roomId, userUuid, type Plan } from './plan.js';

// The history (two years unless told: plan.ts) and two weeks ahead, one INSERT … SELECT a
// table. Uniqueness holds by construction, not by retrying: see each statement.

const days = DAYS('$1', '$2'); // $1 start, $2 end, $3 today (and $4 now) in every statement

/**
 * Desk k belongs to department dep and is its j-th desk; the department's m members are
 * employees dep, dep + D, dep + 2D… On day di desk j goes to member (j + 37·di) mod m: distinct
 * desks of a department get distinct members (j < m), departments have distinct members, so
 * no desk and no person has two live bookings a day. ~87 % of past desk-days are taken
 * (3/4 of those marked present), fewer further ahead; ~6 % add a cancelled booking.
 */
export async function insertDeskReservations(q: Queryable, p: Plan): Promise<number> {
  const r = await q.query(
    `WITH ${days},
     desk AS (SELECT k, ${deskDep('k', '$6', '$5')} AS dep FROM generate_series(0, 2 * $5 - 1) AS k),
     slot AS (
       SELECT day, di, k, dep, k - (dep * 2 * $5 + $6 - 1) / $6 AS j, ($7 - dep + $6 - 1) / $6 AS m,
              ${dice('di * 1000003 + k')} AS h,
              CASE WHEN day < $3::date THEN 890 ELSE greatest(150, 700 - (day - $3::date) * 30) END AS live_below
         FROM days CROSS JOIN desk),
     booking AS (
       SELECT day, k, dep, h, CASE WHEN day < $3::date THEN 'busy' ELSE 'booked' END AS status, dep + $6 * ((j + di * 37) % m) AS who
         FROM slot WHERE j < m AND h < live_below
       UNION ALL
       SELECT day, k, dep, h, 'cancelled', dep + $6 * ((j + di * 37 + 1) % m) FROM slot WHERE j < m AND h >= 960)
     INSERT INTO desk_reservations (id, desk_id, uuid, creator_uuid, group_id, day, reservation_date, creation_date, status, parking_spot, reservation_used)
     SELECT gen_random_uuid(), ${deskId('k', '$5')}, ${userUuid('who')}, ${userUuid('who')}, ${depId('dep')}, day,
            ${atBucharest('day', "time '11:00'")},
            least(${atBucharest('day', "time '11:00'")} - (1 + h % 20) * interval '1 day', $4::timestamptz),
            status, false, CASE WHEN status = 'busy' THEN h % 4 <> 0 END
       FROM booking`,
    [p.start, p.end, p.today, p.now, p.desksPerFloor, p.departments, p.employees],
  );
  return r.rowCount;
}

/** Every past weekday's attendance list has arrived (reservation_used is set on those days). */
export async function insertAttendanceDays(q: Queryable, p: Plan): Promise<number> {
  const r = await q.query(
    `WITH ${days}
     INSERT INTO attendance_days (day, uploaded_at)
     SELECT day, ${atBucharest('day', "time '20:00'")} FROM days WHERE day < $3::date
     ON CONFLICT (day) DO NOTHING`,
    [p.start, p.end, p.today],
  );
  return r.rowCount;
}

/**
 * Rooms are booked in nine one-hour slots from 9:00 (touching, never overlapping): ~78 % of
 * slots are booked by an employee, ~5 % more hold only a cancelled booking; fewer ahead.
 */
export async function insertRoomReservations(q: Queryable, p: Plan): Promise<number> {
  const r = await q.query(
    `WITH ${days},
     slot AS (SELECT day, r, s, ${dice('di * 1000003 + r * 16 + s')} AS h, hashint8(di * 7919 + r * 131 + s) & 2147483647 AS who
                FROM days CROSS JOIN generate_series(0, 2 * $5 - 1) AS r CROSS JOIN generate_series(0, 8) AS s)
     INSERT INTO room_reservations (id, room_id, uuid, date_begin, date_end, creation_date, status)
     SELECT gen_random_uuid(), ${roomId('r', '$5')}, ${userUuid('who % $6')},
            ${atBucharest('day', 'make_time(9 + s, 0, 0)')}, ${atBucharest('day', 'make_time(10 + s, 0, 0)')},
            least(${atBucharest('day', 'make_time(9 + s, 0, 0)')} - (1 + h % 10) * interval '1 day', $4::timestamptz),
            CASE WHEN h < 800 THEN 'booked' ELSE 'cancelled' END
       FROM slot WHERE h < CASE WHEN day < $3::date THEN 850 ELSE 600 END`,
    [p.start, p.end, p.today, p.now, p.roomsPerFloor, p.employees],
  );
  return r.rowCount;
}

/**
 * Car owners ask for the tower on ~19 % of weekdays (Tuesday to Thursday more, and twice as
 * much one week in eight, when demand passes capacity). One request per owner per day; 4 %
 * are cancelled. Ranked by request time, each day's live requests get the spaces left after
 * what the day already held and the permanent cars: first round while the cancellations still
 * held their places, second round the places they freed, the rest not allocated. Past
 * allocations were confirmed by the presence list, or became absences (8 %, indiscipline 1).
 * Days not yet shared out by a first round wait in the queue.
 */
export async function insertTowerRequests(q: Queryable, p: Plan): Promise<number> {
  const r = await q.query(
    `WITH ${days},
     owner AS (SELECT i FROM generate_series(0, $5 - 1) AS i WHERE ${CAR_OWNER}),
     req AS (
       SELECT day, i, ${dice('di * 1000003 + i')} AS h, hashint8(di * 7919 + i * 31 + 5) & 1048575 AS h2
         FROM days CROSS JOIN owner),
     wanted AS (
       SELECT day, i, h2, h2 % 25 = 0 AS cancelled FROM req
        WHERE h < (CASE extract(isodow FROM day) WHEN 1 THEN 146 WHEN 2 THEN 191 WHEN 3 THEN 210 WHEN 4 THEN 191 ELSE 127 END)
                  * (CASE WHEN ((day - date '2000-01-03') / 7) % 8 = 5 THEN 2 ELSE 1 END)),
     taken AS (SELECT reservation_date AS day, count(*) AS n FROM parking_reservations WHERE type IN (1, 2, 3) GROUP BY 1),
     ranked AS (
       SELECT w.*, row_number() OVER (PARTITION BY w.day, w.cancelled ORDER BY h2, i) AS rn,
              count(*) FILTER (WHERE cancelled) OVER (PARTITION BY w.day) AS ncancelled,
              greatest(0, $6 - coalesce(t.n, 0) - (SELECT count(*) FROM cars WHERE permanent_access AND active)) AS open
         FROM wanted w LEFT JOIN taken t ON t.day = w.day),
     typed AS (
       SELECT day, i, h2, CASE WHEN cancelled THEN 5 WHEN day > $7::date THEN 0 WHEN rn <= open - ncancelled THEN 1
                               WHEN day > $3::date THEN 0 WHEN rn <= open THEN 2 ELSE 4 END AS t0,
              day < $3::date AND (h2 >> 10) % 100 < 8 AS absent
         FROM ranked)
     INSERT INTO parking_reservations (id, date_added, reservation_date, user_id, car_id, type, reservation_confirmed, exited, indiscipline_score)
     SELECT gen_random_uuid(), least(${atBucharest('day - 7', "time '09:00'")} + (h2 % 28800) * interval '1 second', $4::timestamptz - interval '1 minute'),
            day, ${userUuid('i')}, ${carUuid('i')},
            CASE WHEN t0 IN (1, 2) AND absent THEN 3 ELSE t0 END,
            t0 IN (1, 2) AND day < $3::date AND NOT absent,
            t0 IN (1, 2) AND day < $3::date AND NOT absent,
            CASE WHEN t0 IN (1, 2) AND absent THEN 1 ELSE 0 END
       FROM typed`,
    [p.start, p.end, p.today, p.now, p.employees, p.towerSpaces, p.allocatedUntil],
  );
  return r.rowCount;
}

/** The tower's day rows (every allocation locks its day's); past days have their presence list. */
export async function insertParkingDays(q: Queryable, p: Plan): Promise<number> {
  const r = await q.query(
    `WITH ${days}
     INSERT INTO parking_days (date, presence_uploaded_at)
     SELECT day, CASE WHEN day < $3::date THEN ${atBucharest('day', "time '20:00'")} END FROM days
     ON CONFLICT (date) DO NOTHING`,
    [p.start, p.end, p.today],
  );
  return r.rowCount;
}
