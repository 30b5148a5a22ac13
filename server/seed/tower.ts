import { randomUUID } from 'node:crypto';
import { CAR_BRANDS } from '../../domain/tower/brands.js';
import { firstRoundDone } from '../../domain/tower/calendar.js';
import { addDays, bucharestDay, bucharestInstant, isWeekday } from '../../domain/time.js';
import type { Queryable } from '../db/connection.js';
import { COUNTY_CODES } from '../../domain/tower/validators.js';
import { freeSpaces } from '../tower/capacity-service.js';
import { HISTORY_DAYS, RECENT_DAYS } from './history.js';
import { prng } from './people.js';

const CAPACITY = 30;
const PERMANENT = ['B100CMP', 'B101CMP', 'B102CMP', 'B103CMP'];

/** The tower: capacity settings, company cars, a car per tower user, and the requests of the recent weeks and the weeks ahead in every state (history.ts: the year before). */
export async function seedTower(q: Queryable, now: Date): Promise<void> {
  await q.query("UPDATE settings SET value = $1 WHERE building = '2' AND name = 'maxParkingSpaces'", [JSON.stringify(CAPACITY)]);
  await q.query("UPDATE settings SET value = '10' WHERE building = '2' AND name = 'maxPermanentAccesCars'");
  await q.query(
    "INSERT INTO settings (building, name, value) VALUES ('2', 'maxParkingSpacesFriday', '24') ON CONFLICT (building, name) DO UPDATE SET value = EXCLUDED.value",
  );
  // Before the history's first request (history.ts).
  const added = new Date(now.getTime() - (HISTORY_DAYS + 28) * 86_400_000);
  for (const plate of PERMANENT) {
    await q.query(
      "INSERT INTO cars (id, brand, license_plate, permanent_access, owner_label, date_added) VALUES ($1, 'Skoda', $2, true, 'Companie', $3)",
      [randomUUID(), plate, added],
    );
  }
  const { rows: users } = await q.query<{ uuid: string; username: string }>(
    "SELECT uuid, username FROM users WHERE building = '2' OR '2' = ANY (building_list) OR role = 'admin' ORDER BY username",
  );
  const rnd = prng(2026);
  const carOf = new Map<string, string>();
  for (const [i, u] of users.entries()) {
    const plate =
      u.username === 'turn'
        ? 'B123TUR'
        : `${COUNTY_CODES[i % COUNTY_CODES.length]}${String(10 + (i % 89)).padStart(2, '0')}${String.fromCharCode(65 + (i % 26), 65 + ((i * 7) % 26), 65 + ((i * 11) % 26))}`;
    const id = randomUUID();
    await q.query('INSERT INTO cars (id, user_id, brand, license_plate, function_car, date_added) VALUES ($1, $2, $3, $4, $5, $6)', [
      id,
      u.uuid,
      u.username === 'turn' ? 'Dacia' : CAR_BRANDS[1 + Math.floor(rnd() * (CAR_BRANDS.length - 1))],
      plate,
      rnd() < 0.1,
      added,
    ]);
    carOf.set(u.uuid, id);
  }
  const today = bucharestDay(now);
  const rows: unknown[][] = [];
  const pastDays: string[] = [];
  for (let offset = -RECENT_DAYS; offset <= 11; offset++) {
    const day = addDays(today, offset);
    if (!isWeekday(day)) continue;
    // The demo accounts' future stays free for a visitor to try; their past shows a history.
    const requesters = users.filter((u) => (offset < 1 || !['turn', 'ambele', 'admin'].includes(u.username)) && rnd() < 0.55);
    const past = day < today;
    // The app's own rule (decisions §7): Friday has fewer spaces, and permanent cars take theirs.
    const { open } = await freeSpaces(q, day);
    const allocated = firstRoundDone(day, now, 16);
    for (const [i, u] of requesters.entries()) {
      let type = 0;
      let confirmed = false;
      let score = 0;
      if (rnd() < 0.07) type = 5;
      else if (past || allocated) {
        type = i < open ? (i < open - 4 ? 1 : 2) : past ? 4 : 0;
        if (past && type !== 4) {
          confirmed = rnd() > 0.1;
          if (!confirmed) [type, score] = [3, 1];
        }
      }
      if (u.username === 'turn' && past && offset === -3) [type, confirmed, score] = [3, false, 1];
      rows.push([randomUUID(), bucharestInstant(addDays(day, -7), 9, i % 60), day, u.uuid, carOf.get(u.uuid), type, confirmed, score]);
    }
    if (past) pastDays.push(day);
  }
  // One statement for all (a statement a request made the demo's start slow).
  const col = (i: number) => rows.map((r) => r[i]);
  await q.query(
    `INSERT INTO parking_reservations (id, date_added, reservation_date, user_id, car_id, type, reservation_confirmed, indiscipline_score)
     SELECT * FROM unnest($1::uuid[], $2::timestamptz[], $3::date[], $4::uuid[], $5::uuid[], $6::smallint[], $7::bool[], $8::smallint[])`,
    [col(0), col(1), col(2), col(3), col(4), col(5), col(6), col(7)],
  );
  await q.query(
    `INSERT INTO parking_days (date, presence_uploaded_at)
     SELECT d, (d + time '20:00') AT TIME ZONE 'Europe/Bucharest' FROM unnest($1::date[]) AS t(d)`,
    [pastDays],
  );
}
