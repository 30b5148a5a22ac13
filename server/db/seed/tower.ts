import { randomUUID } from 'node:crypto';
import { CAR_BRANDS } from '../../../domain/tower/brands.js';
import { firstRoundDone } from '../../../domain/tower/calendar.js';
import { addDays, bucharestDay, bucharestInstant, isWeekday } from '../../../domain/time.js';
import type { Queryable } from '../connection.js';
import { COUNTY_CODES } from '../../../domain/tower/validators.js';
import { prng } from './people.js';

const CAPACITY = 30;
const PERMANENT = ['B100CMP', 'B101CMP', 'B102CMP', 'B103CMP'];

/** The tower: capacity settings, company cars, a car per tower user, and three weeks of requests in every state. */
export async function seedTower(q: Queryable, now: Date): Promise<void> {
  await q.query("UPDATE settings SET value = $1 WHERE building = '2' AND name = 'maxParkingSpaces'", [JSON.stringify(CAPACITY)]);
  await q.query("UPDATE settings SET value = '10' WHERE building = '2' AND name = 'maxPermanentAccesCars'");
  await q.query("INSERT INTO settings (building, name, value) VALUES ('2', 'maxParkingSpacesFriday', '24') ON CONFLICT (building, name) DO UPDATE SET value = EXCLUDED.value");
  const added = new Date(now.getTime() - 90 * 86_400_000);
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
    const plate = u.username === 'turn' ? 'B123TUR' : `${COUNTY_CODES[i % COUNTY_CODES.length]}${String(10 + (i % 89)).padStart(2, '0')}${String.fromCharCode(65 + (i % 26), 65 + ((i * 7) % 26), 65 + ((i * 11) % 26))}`;
    const id = randomUUID();
    await q.query('INSERT INTO cars (id, user_id, brand, license_plate, function_car, date_added) VALUES ($1, $2, $3, $4, $5, $6)', [
      id, u.uuid, u.username === 'turn' ? 'Dacia' : CAR_BRANDS[1 + Math.floor(rnd() * (CAR_BRANDS.length - 1))], plate, rnd() < 0.1, added,
    ]);
    carOf.set(u.uuid, id);
  }
  const today = bucharestDay(now);
  const open = CAPACITY - PERMANENT.length;
  for (let offset = -14; offset <= 11; offset++) {
    const day = addDays(today, offset);
    if (!isWeekday(day)) continue;
    // The demo accounts' future stays free for a visitor to try; their past shows a history.
    const requesters = users.filter((u) => (offset < 1 || !['turn', 'ambele', 'admin'].includes(u.username)) && rnd() < 0.55);
    const past = day < today;
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
      await q.query(
        `INSERT INTO parking_reservations (id, date_added, reservation_date, user_id, car_id, type, reservation_confirmed, indiscipline_score)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
        [randomUUID(), bucharestInstant(addDays(day, -7), 9, i % 60), day, u.uuid, carOf.get(u.uuid), type, confirmed, score],
      );
    }
    if (past) await q.query('INSERT INTO parking_days (date, presence_uploaded_at) VALUES ($1, $2)', [day, bucharestInstant(day, 20)]);
  }
}
