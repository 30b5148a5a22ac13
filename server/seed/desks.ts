import { randomUUID } from 'node:crypto';
import { DESK_HOUR } from '../../domain/desks/rules.js';
import { FLOORS, floorPlan } from '../../domain/floors/layout.js';
import { addDays, bucharestDay, bucharestInstant, isWeekday } from '../../domain/time.js';
import type { Queryable } from '../db/connection.js';
import { RECENT_DAYS } from './history.js';
import { prng } from './people.js';

/** Both floors' desks at the plan's positions (their floors: seedFloors), one allocated and one blocked desk, and the bookings of the recent weeks and the weeks ahead (history.ts: the year before). */
export async function seedDesks(q: Queryable, now: Date, demoUsernames: string[]): Promise<void> {
  const plans = FLOORS.map(floorPlan);
  for (const plan of plans) {
    await q.query(
      `INSERT INTO desks (desk_id, floor, x, y, groups_id_list)
       SELECT id, $2, x, y, ARRAY[g] FROM unnest($1::text[], $3::float8[], $4::float8[], $5::text[]) AS t(id, x, y, g)`,
      [
        plan.desks.map((d) => d.deskId),
        plan.floor,
        plan.desks.map((d) => d.x),
        plan.desks.map((d) => d.y),
        plan.desks.map((d) => d.groupsIdList[0]),
      ],
    );
  }
  const { rows: users } = await q.query<{ uuid: string; username: string; group_list: string[]; parking_right: boolean }>(
    "SELECT uuid, username, group_list, parking_right FROM users WHERE building_list @> ARRAY['1'] OR building = '1'",
  );
  const byGroup = new Map<string, typeof users>();
  for (const u of users) {
    if (demoUsernames.includes(u.username)) continue; // the demo accounts start with free calendars
    for (const g of u.group_list) byGroup.set(g, [...(byGroup.get(g) ?? []), u]);
  }
  const manager = users.find((u) => u.username === 'manager');
  // An allocated desk and a blocked one, so the map shows both markers.
  if (manager) {
    await q.query("UPDATE desks SET type = 'Reserved', manager = $1 WHERE desk_id = '4-65'", [manager.uuid]);
    await q.query("UPDATE desks SET type = 'Manager', manager = $1 WHERE desk_id = '4-72'", [manager.uuid]);
  }

  const rnd = prng(4242);
  const today = bucharestDay(now);
  const rows: unknown[][] = [];
  for (let offset = -RECENT_DAYS; offset <= 21; offset++) {
    const day = addDays(today, offset);
    if (!isWeekday(day)) continue;
    const taken = new Set<string>();
    for (const plan of plans) {
      for (const d of plan.desks) {
        if (d.deskId === '4-65' || d.deskId === '4-72') continue;
        // Busier near today, quieter further ahead.
        const p = offset <= 0 ? 0.6 : Math.max(0.15, 0.6 - offset * 0.02);
        if (rnd() > p) continue;
        const pool = (byGroup.get(d.groupsIdList[0]) ?? []).filter((u) => !taken.has(u.uuid));
        if (pool.length === 0) continue;
        const u = pool[Math.floor(rnd() * pool.length)];
        taken.add(u.uuid);
        const past = day < today;
        rows.push([
          randomUUID(),
          d.deskId,
          u.uuid,
          d.groupsIdList[0],
          day,
          bucharestInstant(day, DESK_HOUR),
          past ? 'busy' : 'booked',
          u.parking_right && rnd() < 0.3,
          past ? rnd() > 0.08 : null,
        ]);
      }
    }
  }
  const col = (i: number) => rows.map((r) => r[i]);
  await q.query(
    `INSERT INTO desk_reservations (id, desk_id, uuid, creator_uuid, group_id, day, reservation_date, creation_date, status, parking_spot, reservation_used)
     SELECT id, desk, u, u, g, d, rd, $10, s, p, used
       FROM unnest($1::uuid[], $2::text[], $3::uuid[], $4::text[], $5::date[], $6::timestamptz[], $7::text[], $8::bool[], $9::bool[])
         AS t(id, desk, u, g, d, rd, s, p, used)`,
    [col(0), col(1), col(2), col(3), col(4), col(5), col(6), col(7), col(8), new Date(now.getTime() - 20 * 86_400_000)],
  );
  // Parking with a desk stays within each group's spots: drop the extra requests per group and day.
  await q.query(
    `UPDATE desk_reservations r SET parking_spot = false FROM (
       SELECT id, row_number() OVER (PARTITION BY group_id, day ORDER BY id) AS n FROM desk_reservations WHERE parking_spot
     ) x JOIN groups g ON true
     WHERE x.id = r.id AND g.id = r.group_id AND x.n > g.parking_spots`,
  );
}
