import { TOWER } from '../../domain/buildings.js';
import { FLEX_START } from '../../domain/date-range.js';
import { DESK_HOUR } from '../../domain/desks/rules.js';
import { capacityOf, openSpaces } from '../../domain/tower/engine.js';
import { addDays, bucharestDay } from '../../domain/time.js';
import { buildingSettings } from '../settings/queries.js';
import type { Queryable } from '../db/connection.js';
import { insertAttendanceDays, insertDeskHistory, insertParkingDays, insertRoomHistory, insertTowerHistory } from './history-queries.js';
import { ROOM_SLOTS } from './rooms.js';

/** The recent days desks.ts and tower.ts fill one by one (with today and the weeks ahead); the history ends before them. */
export const RECENT_DAYS = 14;
/** How far back the history reaches: a year, so that the statistics have seasons and a trend to show. */
export const HISTORY_DAYS = 364;
const SEED = 20_270_301;

export interface HistoryInput {
  /** The demo accounts: left out of the history, so they start every run with the state they always had. */
  demoUsernames: string[];
  /** Each group's share of bookings whose holder came: spread out, so the per-group chart differs. */
  groups: readonly { id: string; presence: number }[];
  permanentCars: number;
}

/**
 * A year of the past before the demo's recent weeks, for the statistics (issue #13): desk
 * bookings with their attendance, meetings, tower requests with their allocation and presence.
 * Nothing of today or the days ahead changes, and the demo accounts are left out. Tower
 * absences score indiscipline only when they are older than both indiscipline windows: a
 * score inside them would reorder the rounds of the coming days (decisions §7) and could ban
 * someone at the next presence list, so the recent ones stand as forgiven (score 0). Desk
 * no-shows carry no score of their own; bans come only from a list uploaded later.
 */
export async function seedHistory(q: Queryable, now: Date, input: HistoryInput): Promise<void> {
  const today = bucharestDay(now);
  const from = maxDay(FLEX_START, addDays(today, -HISTORY_DAYS));
  const to = addDays(today, -(RECENT_DAYS + 1));
  if (from > to) return;
  const skip = input.demoUsernames;

  await insertDeskHistory(q, {
    from, to, skip, seed: SEED, deskHour: DESK_HOUR,
    groupIds: input.groups.map((g) => g.id), presence: input.groups.map((g) => g.presence),
  });
  await insertAttendanceDays(q, from, to);
  // Meetings up to yesterday: rooms.ts books only the days ahead, and today's count stays as it was.
  await insertRoomHistory(q, {
    from, to: addDays(today, -1), skip, seed: SEED,
    slotBegins: ROOM_SLOTS.map(([h, m]) => h * 60 + m), slotEnds: ROOM_SLOTS.map(([, , h, m]) => h * 60 + m),
  });

  const s = await buildingSettings(q, TOWER);
  await insertTowerHistory(q, {
    from, to, skip, seed: SEED,
    open: [1, 2, 3, 4, 5].map((dow) => openSpaces(capacityOf(dow, null, s), input.permanentCars)),
    scoredUntil: addDays(today, -Math.max(s.calculateIndisciplineDays, s.calculateSortingIndisciplineDays)),
  });
  await insertParkingDays(q, from, to);
}

const maxDay = (a: string, b: string) => (a > b ? a : b);
