import { randomUUID } from 'node:crypto';
import { FLOORS, floorPlan } from '../../domain/floors/layout.js';
import { addDays, bucharestDay, bucharestInstant, isWeekday } from '../../domain/time.js';
import type { Queryable } from '../db/connection.js';
import { prng } from './people.js';

/** A day's meeting slots (begin hour and minute, end hour and minute): they never overlap. */
export const ROOM_SLOTS: readonly [number, number, number, number][] = [
  [9, 0, 10, 0],
  [10, 30, 12, 0],
  [13, 0, 14, 0],
  [14, 30, 16, 0],
  [16, 30, 17, 30],
];

/** Both floors' rooms with their features, and two weeks of meetings; AMFITEATRU is taken all of one day. */
export async function seedRooms(q: Queryable, now: Date, demoUsernames: string[]): Promise<void> {
  for (const plan of FLOORS.map(floorPlan)) {
    for (const r of plan.rooms) {
      await q.query(
        `INSERT INTO rooms (id, floor, name, people_no, has_tv, has_audio_video, has_phone, phone_no, groups_id_list, x, y, w, h)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)`,
        [r.id, plan.floor, r.name, r.peopleNo, r.hasTV, r.hasAudioVideo, r.hasPhone, r.phoneNo, r.groupsIdList, r.x, r.y, r.w, r.h],
      );
    }
  }
  const { rows: people } = await q.query<{ uuid: string }>(
    "SELECT uuid FROM users WHERE role = 'user' AND NOT (username = ANY ($1)) AND (building = '1' OR '1' = ANY (building_list)) ORDER BY username",
    [demoUsernames],
  );
  const { rows: rooms } = await q.query<{ id: string; name: string }>('SELECT id, name FROM rooms ORDER BY id');
  const rnd = prng(777);
  const today = bucharestDay(now);
  const rows: [string, string, string, Date, Date][] = [];
  let allDayDone = false;
  for (let offset = 1; offset <= 14; offset++) {
    const day = addDays(today, offset);
    if (!isWeekday(day)) continue;
    for (const room of rooms) {
      const who = () => people[Math.floor(rnd() * people.length)].uuid;
      if (room.name === 'AMFITEATRU' && !allDayDone) {
        rows.push([randomUUID(), room.id, who(), bucharestInstant(day, 8, 0), bucharestInstant(day, 20, 30)]);
        allDayDone = true;
        continue;
      }
      for (const [h1, m1, h2, m2] of ROOM_SLOTS) {
        if (rnd() < 0.45) rows.push([randomUUID(), room.id, who(), bucharestInstant(day, h1, m1), bucharestInstant(day, h2, m2)]);
      }
    }
  }
  const col = (i: number) => rows.map((r) => r[i]);
  await q.query(
    `INSERT INTO room_reservations (id, room_id, uuid, date_begin, date_end, creation_date, status)
     SELECT id, room, u, b, e, $6, 'booked' FROM unnest($1::uuid[], $2::text[], $3::uuid[], $4::timestamptz[], $5::timestamptz[]) AS t(id, room, u, b, e)`,
    [col(0), col(1), col(2), col(3), col(4), new Date(now.getTime() - 7 * 86_400_000)],
  );
}
