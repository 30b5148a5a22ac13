import { OFFICE, TOWER, type BuildingCode } from '../../domain/buildings.js';
import { banDue } from '../../domain/discipline.js';
import { addDays, bucharestDay } from '../../domain/time.js';
import type { Queryable } from '../db/connection.js';
import { buildingSettings } from '../settings/queries.js';
import { activeBanUntil, deskNoShows, insertBan, towerIndisciplineScore } from './queries.js';

export { activeBanUntil };

/** Desk no-shows of a user over the last `days` days up to today (decisions §6). */
export function deskIndiscipline(q: Queryable, uuid: string, today: string, days: number): Promise<number> {
  return deskNoShows(q, uuid, addDays(today, -days), today);
}

/** Bans a user of the flexible office for banDays from `now` when their desk indiscipline reaches banAtScore. */
export function banForDesksIfDue(q: Queryable, uuid: string, now: Date): Promise<Date | null> {
  return banIfDue(q, uuid, OFFICE, now, (today, days) => deskIndiscipline(q, uuid, today, days));
}

/** Bans a tower user for banDays from `now` when their absences over calculateIndisciplineDays reach banAtScore (decisions §7). */
export function banForTowerIfDue(q: Queryable, uuid: string, now: Date): Promise<Date | null> {
  return banIfDue(q, uuid, TOWER, now, (today, days) => towerIndisciplineScore(q, uuid, addDays(today, -days), today));
}

/** The one ban rule of both buildings (domain/discipline.ts): the score over calculateIndisciplineDays, then banDue. */
async function banIfDue(q: Queryable, uuid: string, building: BuildingCode, now: Date, score: (today: string, days: number) => Promise<number>): Promise<Date | null> {
  if (await activeBanUntil(q, uuid, now, building)) return null;
  const s = await buildingSettings(q, building);
  const until = banDue(await score(bucharestDay(now), s.calculateIndisciplineDays), s, now);
  if (!until) return null;
  await insertBan(q, uuid, building, now, until);
  return until;
}
