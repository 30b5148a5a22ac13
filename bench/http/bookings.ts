import { OFFICE } from '../../domain/buildings.js';
import { deskWindow, nextWorkingDay } from '../../domain/desks/rules.js';
import type { Queryable } from '../../server/db/connection.js';
import { buildingSettings, upsertSetting } from '../../server/settings/queries.js';

export interface Booking {
  uuid: string;
  deskId: string;
  day: string;
}

/**
 * The booking window and active limit of the benchmark's office: its employees already hold the
 * default 10 active bookings in the generated weeks ahead, and a measure needs thousands of
 * bookings that each succeed under the rules as they are set.
 */
export async function widenBookingLimits(db: Queryable): Promise<void> {
  await upsertSetting(db, OFFICE, 'maxDaysDesk', 60, new Date());
  await upsertSetting(db, OFFICE, 'maxActiveDesk', 60, new Date());
}

/**
 * Bookings that each must succeed: distinct desks and distinct people on each day, from
 * `firstDay` on within the booking window, each desk given to someone of one of its groups who
 * holds no desk that day and stays under the active limit. At most `max`.
 */
export async function planBookings(db: Queryable, people: string[], today: string, firstDay: string, max: number): Promise<Booking[]> {
  const s = await buildingSettings(db, OFFICE);
  const { last } = deskWindow(today, s.maxDaysDesk);
  const { rows: users } = await db.query<{ uuid: string; group_list: string[]; active: number }>(
    `SELECT u.uuid, u.group_list,
            (SELECT count(*) FROM desk_reservations r WHERE r.uuid = u.uuid AND r.day >= $2 AND r.status <> 'cancelled')::int AS active
       FROM users u WHERE u.uuid = ANY ($1::uuid[]) AND u.valid`,
    [people, today],
  );
  const { rows: desks } = await db.query<{ desk_id: string; groups_id_list: string[] }>(
    'SELECT desk_id, groups_id_list FROM desks WHERE manager IS NULL AND cardinality(groups_id_list) > 0 ORDER BY desk_id',
  );
  const { rows: taken } = await db.query<{ desk_id: string; uuid: string; day: string }>(
    "SELECT desk_id, uuid, day FROM desk_reservations WHERE day BETWEEN $1 AND $2 AND status <> 'cancelled'",
    [firstDay, last],
  );
  const left = new Map(users.map((u) => [u.uuid, s.maxActiveDesk - u.active]));
  const byGroup = new Map<string, string[]>();
  for (const u of users) for (const g of u.group_list) byGroup.set(g, [...(byGroup.get(g) ?? []), u.uuid]);
  const cursor = new Map<string, number>();
  const out: Booking[] = [];
  for (let day = firstDay; day <= last && out.length < max; day = nextWorkingDay(day)) {
    const busyDesks = new Set(taken.filter((t) => t.day === day).map((t) => t.desk_id));
    const busyPeople = new Set(taken.filter((t) => t.day === day).map((t) => t.uuid));
    for (const d of desks) {
      if (out.length >= max) break;
      if (busyDesks.has(d.desk_id)) continue;
      const uuid = pickPerson(d.groups_id_list, byGroup, cursor, (u) => !busyPeople.has(u) && left.get(u)! > 0);
      if (!uuid) continue;
      busyPeople.add(uuid);
      left.set(uuid, left.get(uuid)! - 1);
      out.push({ uuid, deskId: d.desk_id, day });
    }
  }
  return out;
}

/** The next person of one of the groups (each group's list walked round in turn) who may still book. */
function pickPerson(
  groups: string[],
  byGroup: Map<string, string[]>,
  cursor: Map<string, number>,
  free: (u: string) => boolean,
): string | undefined {
  for (const g of groups) {
    const list = byGroup.get(g) ?? [];
    const start = cursor.get(g) ?? 0;
    for (let k = 0; k < list.length; k++) {
      const u = list[(start + k) % list.length];
      if (free(u)) {
        cursor.set(g, (start + k + 1) % list.length);
        return u;
      }
    }
  }
  return undefined;
}
