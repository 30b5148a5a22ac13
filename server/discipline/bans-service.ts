import { OFFICE, TOWER, type BuildingCode } from '../../domain/buildings.js';
import { banDue } from '../../domain/discipline.js';
import { addDays, bucharestDay } from '../../domain/time.js';
import type { Queryable } from '../db/connection.js';
import { buildingSettings } from '../settings/queries.js';
import { activeBanUntil, deskNoShows, endBan, insertBan, runningBans, towerIndisciplineScore } from './queries.js';

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

/**
 * Ends a tower ban whose grounds are gone: when an administrator forgives absences, the score
 * the ban was given for (over calculateIndisciplineDays up to the day it began) is counted
 * again, and a ban it no longer reaches banAtScore for ends now. Answers whether one ended.
 */
export async function liftTowerBansIfForgiven(q: Queryable, uuid: string, now: Date): Promise<boolean> {
  const bans = await runningBans(q, uuid, TOWER, now);
  if (!bans.length) return false;
  const s = await buildingSettings(q, TOWER);
  let lifted = false;
  for (const ban of bans) {
    const day = bucharestDay(new Date(ban.since));
    if (banDue(await towerIndisciplineScore(q, uuid, addDays(day, -s.calculateIndisciplineDays), day), s, now)) continue;
    await endBan(q, ban.id, now);
    lifted = true;
  }
  return lifted;
}

/** The one ban rule of both buildings (domain/discipline.ts): the score over calculateIndisciplineDays, then banDue. */
async function banIfDue(
  q: Queryable,
  uuid: string,
  building: BuildingCode,
  now: Date,
  score: (today: string, days: number) => Promise<number>,
): Promise<Date | null> {
  if (await activeBanUntil(q, uuid, now, building)) return null;
  const s = await buildingSettings(q, building);
  const until = banDue(await score(bucharestDay(now), s.calculateIndisciplineDays), s, now);
  if (!until) return null;
  await insertBan(q, uuid, building, now, until);
  return until;
}
