import { OFFICE, TOWER, type BuildingCode } from '../../domain/buildings.js';
import { banDue } from '../../domain/discipline.js';
import { addDays, bucharestDay } from '../../domain/time.js';
import type { Queryable } from '../db/connection.js';
import { buildingSettings } from '../settings/queries.js';
import {
  activeBanUntil,
  deskNoShows,
  deskStandings,
  endBan,
  insertBan,
  insertBans,
  runningBans,
  towerIndisciplineScore,
  usersBannedAt,
} from './queries.js';

export { activeBanUntil };

/**
 * Bans users of the flexible office for banDays from `now` whose desk no-shows over calculateIndisciplineDays
 * reach banAtScore (decisions §6), many at once (a release batch, an attendance list): their no-shows and
 * running bans read in one statement, the bans due written in one. Answers who was banned.
 */
export async function banManyForDesksIfDue(q: Queryable, uuids: string[], now: Date): Promise<string[]> {
  if (!uuids.length) return [];
  const s = await buildingSettings(q, OFFICE);
  const today = bucharestDay(now);
  const standings = await deskStandings(q, [...new Set(uuids)], OFFICE, addDays(today, -s.calculateIndisciplineDays), today, now);
  // The same end for everyone banned now: banDue depends on the score only through the threshold.
  const due = standings.filter((u) => !u.banned && banDue(u.no_shows, s, now)).map((u) => u.uuid);
  const until = banDue(s.banAtScore, s, now);
  if (due.length && until) await insertBans(q, due, OFFICE, now, until);
  return due;
}

/**
 * Ends the desk bans of these users whose grounds are gone: an attendance list that marks a
 * no-show present (decisions §13) takes it back, and a ban the remaining no-shows no longer
 * justify ends now, as a forgiven tower absence does (decisions §7). Answers whose ban ended.
 */
export async function liftDeskBansIfForgiven(q: Queryable, uuids: string[], now: Date): Promise<string[]> {
  if (!uuids.length) return [];
  const lifted: string[] = [];
  for (const uuid of await usersBannedAt(q, [...new Set(uuids)], OFFICE, now))
    if (await liftBansIfForgiven(q, uuid, OFFICE, now, (after, upTo) => deskNoShows(q, uuid, after, upTo))) lifted.push(uuid);
  return lifted;
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
export function liftTowerBansIfForgiven(q: Queryable, uuid: string, now: Date): Promise<boolean> {
  return liftBansIfForgiven(q, uuid, TOWER, now, (after, upTo) => towerIndisciplineScore(q, uuid, after, upTo));
}

/** The one lifting rule of both buildings: each running ban's score counted again up to the day it began, ended when below banAtScore. */
async function liftBansIfForgiven(
  q: Queryable,
  uuid: string,
  building: BuildingCode,
  now: Date,
  score: (after: string, upTo: string) => Promise<number>,
): Promise<boolean> {
  const bans = await runningBans(q, uuid, building, now);
  if (!bans.length) return false;
  const s = await buildingSettings(q, building);
  let lifted = false;
  for (const ban of bans) {
    const day = bucharestDay(new Date(ban.since));
    if (banDue(await score(addDays(day, -s.calculateIndisciplineDays), day), s, now)) continue;
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
