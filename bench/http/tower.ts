import { addDays } from '../../domain/time.js';
import { TYPE } from '../../domain/tower/engine.js';
import type { Queryable } from '../../server/db/connection.js';

/**
 * Waiting requests (type queue), up to `n` in all, for the five days from `monday`: the same
 * people on every day (one live request per person and day), sent at random moments of the
 * week before, beside any the company has already. 25,000 a week needs 5,000 people with a car:
 * more than the company's cars, so those of the chosen people who have none get one here (the
 * round reads only who asked and when). Answers how many are waiting for those days in all.
 */
export async function insertWaitingRequests(db: Queryable, monday: string, n: number, sentFrom: Date): Promise<number> {
  const days = [0, 1, 2, 3, 4].map((i) => addDays(monday, i));
  const waiting = async () =>
    (
      await db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM parking_reservations WHERE reservation_date = ANY ($1::date[]) AND type = $2',
        [days, TYPE.queue],
      )
    ).rows[0].n;
  const people = Math.ceil(Math.max(0, n - (await waiting())) / days.length);
  await db.query(
    `INSERT INTO cars (id, user_id, brand, license_plate, date_added)
     SELECT gen_random_uuid(), u.uuid, 'Dacia', 'BENCH' || row_number() OVER (), $2
       FROM (SELECT uuid FROM users WHERE valid ORDER BY uuid LIMIT $1) u
      WHERE NOT EXISTS (SELECT 1 FROM cars c WHERE c.user_id = u.uuid AND c.active)`,
    [people, sentFrom],
  );
  await db.query(
    `INSERT INTO parking_reservations (id, date_added, reservation_date, user_id, car_id, type)
     SELECT gen_random_uuid(), $3::timestamptz + random() * interval '4 days', d.day, c.user_id, c.id, $4
       FROM (SELECT DISTINCT ON (user_id) user_id, id FROM cars WHERE active AND user_id IS NOT NULL ORDER BY user_id, date_added) c
      CROSS JOIN unnest($1::date[]) AS d(day)
      WHERE NOT EXISTS (SELECT 1 FROM parking_reservations p WHERE p.user_id = c.user_id AND p.reservation_date = d.day AND p.type <> 5)
      ORDER BY c.user_id, d.day
      LIMIT greatest(0, $2 - (SELECT count(*) FROM parking_reservations WHERE reservation_date = ANY ($1::date[]) AND type = $4))`,
    [days, n, sentFrom, TYPE.queue],
  );
  return waiting();
}
