import { TOWER } from '../../../domain/buildings.js';
import { DESK_HOUR } from '../../../domain/desks/rules.js';
import { firstRoundDone, mondayOf } from '../../../domain/tower/calendar.js';
import { capacityOf, openSpaces } from '../../../domain/tower/engine.js';
import { addDays, bucharestDay } from '../../../domain/time.js';
import { buildingSettings } from '../../settings/queries.js';
import { countPermanentCars } from '../../tower/cars-queries.js';
import type { Queryable } from '../../db/connection.js';
import { insertAttendanceDays, insertDeskHistory, insertParkingDays, insertRoomHistory, insertTowerHistory } from './history-queries.js';

// The one generator of past (and, for the benchmark, coming) bookings, meetings and tower
// requests, shared by the demo seed (server/seed/history.ts: a year before its recent weeks)
// and the benchmark's company (bench/company/generate.ts: years before today and two weeks
// ahead). It reads the organisation from the database, so its size is the organisation's: the
// people, desks and rooms of the groups it is given; the rates and the days are the caller's.

/** How busy the organisation is on an ordinary day (busy 1: see history-queries.ts), each a share 0..1. */
export interface HistoryRates {
  /** People who want a desk: more than a group's desks fill them all, fewer leave some free. */
  deskWish: number;
  /** A room's slots that are taken. */
  meetings: number;
  /** The tower's users who ask for a space. */
  towerAsk: number;
  /** Tower demand one week in eight relative to the others (1: every week alike). */
  towerPeak: number;
}

export interface HistorySpec {
  now: Date;
  /** The first day of the history. */
  from: string;
  /** The last day of desk bookings and tower requests; from today on they are the weeks ahead. */
  to: string;
  /** The last day of meetings (`to` unless told). */
  meetingsTo?: string;
  /** The organisation: people whose department is one of these groups, their desks and the rooms open to them. presence: the share of a group's booked desks whose holder came. */
  groups: readonly { id: string; presence: number }[];
  /** Usernames left out (the demo accounts keep the state they always had). */
  skip?: readonly string[];
  /** A room's slots of a day, [begin hour, minute, end hour, minute]; they never overlap. */
  roomSlots: readonly (readonly [number, number, number, number])[];
  rates: HistoryRates;
  seed: number;
  /** Runs each table's statement (the benchmark times them); called in order. */
  step?: <T>(table: string, run: () => Promise<T>) => Promise<T>;
}

export interface HistoryCounts {
  deskReservations: number;
  attendanceDays: number;
  roomReservations: number;
  towerRequests: number;
  parkingDays: number;
}

/**
 * Desk bookings with their attendance, meetings, tower requests with their allocation and
 * presence, from `from` to `to`. Tower absences score indiscipline only when they are older than
 * both indiscipline windows: a score inside them would reorder the rounds of the coming days
 * (decisions §7) and could ban someone at the next presence list, so the recent ones stand as
 * forgiven (score 0). Desk no-shows carry no score of their own; bans come only from a list
 * uploaded later. Each day's tower allocations stay within its open spaces, less what the day
 * already held (another organisation's history).
 */
export async function generateHistory(q: Queryable, h: HistorySpec): Promise<HistoryCounts> {
  const step = h.step ?? ((_table, run) => run());
  const today = bucharestDay(h.now);
  const span = { from: h.from, to: h.to, today };
  const org = { skip: h.skip ?? [], groupIds: h.groups.map((g) => g.id), seed: h.seed };
  const s = await buildingSettings(q, TOWER);
  const permanent = await countPermanentCars(q);
  // This week is shared out by its first round; next week too once Friday's cut-off has passed.
  const nextMonday = addDays(mondayOf(today), 7);
  const allocatedUntil = addDays(nextMonday, firstRoundDone(nextMonday, h.now, s.fridayCutoffHour) ? 6 : -1);

  const deskReservations = await step('desk_reservations', () =>
    insertDeskHistory(q, {
      ...span,
      ...org,
      now: h.now,
      presence: h.groups.map((g) => g.presence),
      wish: h.rates.deskWish,
      deskHour: DESK_HOUR,
    }),
  );
  const attendanceDays = await step('attendance_days', () => insertAttendanceDays(q, span));
  const roomReservations = await step('room_reservations', () =>
    insertRoomHistory(q, {
      ...span,
      ...org,
      to: h.meetingsTo ?? h.to,
      now: h.now,
      taken: h.rates.meetings,
      slotBegins: h.roomSlots.map(([bh, bm]) => bh * 60 + bm),
      slotEnds: h.roomSlots.map(([, , eh, em]) => eh * 60 + em),
    }),
  );
  const towerRequests = await step('parking_reservations', () =>
    insertTowerHistory(q, {
      ...span,
      ...org,
      now: h.now,
      ask: h.rates.towerAsk,
      peak: h.rates.towerPeak,
      open: [1, 2, 3, 4, 5].map((dow) => openSpaces(capacityOf(dow, null, s), permanent)),
      scoredUntil: addDays(today, -Math.max(s.calculateIndisciplineDays, s.calculateSortingIndisciplineDays)),
      allocatedUntil,
    }),
  );
  const parkingDays = await step('parking_days', () => insertParkingDays(q, span));
  return { deskReservations, attendanceDays, roomReservations, towerRequests, parkingDays };
}
