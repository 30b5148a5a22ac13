import type { Queryable } from '../server/db/connection.js';

// A large company on top of the demo: many employees in one department, each with a car,
// inserted in a few statements so the benchmark measures the app, not its set-up.

export async function addEmployees(q: Queryable, n: number): Promise<{ uuid: string; carId: string }[]> {
  const { rows: hashRow } = await q.query<{ password_hash: string }>("SELECT password_hash FROM users WHERE username = 'angajat'");
  const { rows } = await q.query<{ uuid: string; car_id: string }>(
    `WITH u AS (
       INSERT INTO users (uuid, username, name, email, password_hash, role, main_group, group_list, manager_of,
                          building, building_list, admin_of, parking_right, confirmed)
       SELECT gen_random_uuid(), 'bench' || i, 'Angajat ' || i, 'bench' || i || '@example.com', $2, 'user', 'it', ARRAY['it'], '{}',
              '1', ARRAY['1','2'], '{}', true, true
         FROM generate_series(1, $1) AS i
       RETURNING uuid, username
     )
     INSERT INTO cars (id, user_id, brand, license_plate, date_added)
     SELECT gen_random_uuid(), u.uuid, 'Dacia', 'BZ' || substr(u.username, 6) || 'X', now() FROM u
     RETURNING user_id AS uuid, id AS car_id`,
    [n, hashRow[0].password_hash],
  );
  return rows.map((r) => ({ uuid: r.uuid, carId: r.car_id }));
}
