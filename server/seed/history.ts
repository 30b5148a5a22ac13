import { FLEX_START } from '../../domain/date-range.js';
import { addDays, bucharestDay } from '../../domain/time.js';
import type { Queryable } from '../db/connection.js';
import { generateHistory, type HistoryRates } from './history/history.js';
import { ROOM_SLOTS } from './rooms.js';

/** The recent days desks.ts and tower.ts fill one by one (with today and the weeks ahead); the history ends before them. */
export const RECENT_DAYS = 14;
/** How far back the history reaches: a year, so that the statistics have seasons and a trend to show. */
export const HISTORY_DAYS = 364;
const SEED = 20_270_301;

/**
 * How busy the demo is (server/seed/history/history.ts), in the generator's draws of 1,024: half
 * its people want a desk on an ordinary day, 460 of a room's slots are taken and 563 of the
 * tower's users ask (against 26 open spaces, 20 on Friday), every week alike.
 */
export const DEMO_RATES: HistoryRates = { deskWish: 512 / 1024, meetings: 460 / 1024, towerAsk: 563 / 1024, towerPeak: 1 };

export interface HistoryInput {
  /** The demo accounts: left out of the history, so they start every run with the state they always had. */
  demoUsernames: string[];
  /** Each group's share of bookings whose holder came: spread out, so the per-group chart differs. */
  groups: readonly { id: string; presence: number }[];
}

/**
 * A year of the past before the demo's recent weeks, for the statistics (issue #13), by the
 * generator the benchmark uses too. Nothing of today or the days ahead changes, and the demo
 * accounts are left out.
 */
export async function seedHistory(q: Queryable, now: Date, input: HistoryInput): Promise<void> {
  const today = bucharestDay(now);
  const from = maxDay(FLEX_START, addDays(today, -HISTORY_DAYS));
  const to = addDays(today, -(RECENT_DAYS + 1));
  if (from > to) return;
  await generateHistory(q, {
    now,
    from,
    to,
    // Meetings up to yesterday: rooms.ts books only the days ahead, and today's count stays as it was.
    meetingsTo: addDays(today, -1),
    groups: input.groups,
    skip: input.demoUsernames,
    roomSlots: ROOM_SLOTS,
    rates: DEMO_RATES,
    seed: SEED,
  });
}

const maxDay = (a: string, b: string) => (a > b ? a : b);
