import { hashPassword } from '../../server/accounts/passwords.js';
import type { Queryable } from '../../server/db/connection.js';
import { generateHistory, type HistoryRates } from '../../server/seed/history/history.js';
import { addDays } from '../../domain/time.js';
import { extendDeskHistory } from './export-history.js';
import { insertCars, insertDesks, insertEmployees, insertFloors, insertGroups, insertRooms, setTowerCapacity } from './org.js';
import { planOf } from './plan.js';

// A synthetic company (issue #12) for the benchmark, tests and statistics: at scale 1, 10,000
// employees in 40 departments and 60 projects, 1,000 desks and 50 rooms on floors 6 to 15 (100
// desks and 5 rooms a floor; issue #24), 1,000 tower spaces, 3,000 cars, two years of history (or
// `historyDays`) and two weeks ahead, made by the demo's own generator (server/seed/history/) at the
// company's rates, and, for the export's measure, earlier desk bookings up to `deskRowsAtLeast`
// (export-history.ts). Everything it adds is named 'co-…' (desks 6-1001…, rooms E6-101…), above the
// demo's floors 4 and 5, so it loads beside the demo organisation too.

/**
 * How busy the company is: 250 people to a department's 25 desks, 15 in 100 of whom want one on
 * an ordinary day (~87 % of past desk-days live); every room slot on a busy day; 19 in 100 car
 * owners ask for the tower, twice as many one week in eight, when demand passes its spaces.
 */
export const COMPANY_RATES: HistoryRates = { deskWish: 0.15, meetings: 1, towerAsk: 0.19, towerPeak: 2 };
/** Nine one-hour meetings a room and day from 9:00. */
const ROOM_SLOTS = Array.from({ length: 9 }, (_, s) => [9 + s, 0, 10 + s, 0] as const);
const SEED = 20_261_201;

export interface CompanyOptions {
  /** 1 = full size; every count shrinks with it (BENCH_SCALE). */
  scale: number;
  /** the benchmark's "today", a Bucharest day YYYY-MM-DD; history is the `historyDays` before it, plus bookings of the next 2 weeks */
  today: string;
  /** Days of history before today (730: two years; the bench reads BENCH_HISTORY_YEARS with historyDaysOf). Every history table grows with it; the organisation does not. */
  historyDays?: number;
  /** Live desk reservations at least (Rezervari.csv at size): more desk history before the rest (export-history.ts); the other tables keep theirs. */
  deskRowsAtLeast?: number;
  /** Progress lines (one per table, with its time); stderr unless given. */
  log?: (line: string) => void;
}

export interface Company {
  employees: number;
  desks: number;
  rooms: number;
  towerSpaces: number;
  cars: number;
  deskReservations: number;
  roomReservations: number;
  towerRequests: number;
  /** a few thousand ordinary employees (role user, building 1 and 2, parking right, each with one car), for sessions and bookings */
  people: { uuid: string; username: string; mainGroup: string; carId: string }[];
  /** the departments' ids (for GET /api/desks/group/:groupId) */
  groups: string[];
  /** a future weekday with no desk bookings at all, for the booking benchmark */
  freeDay: string;
}

/** Every account's password; 'co-00000' administers both buildings, 'co-000NN' (NN from D) manage a department. */
export const COMPANY_PASSWORD = 'demo1234';

export async function generateCompany(db: Queryable, opts: CompanyOptions): Promise<Company> {
  const p = planOf(opts.scale, opts.today, opts.historyDays);
  const log = opts.log ?? ((line: string) => process.stderr.write(`${line}\n`));
  const began = performance.now();
  const step = async <T>(what: string, fn: () => Promise<T>): Promise<T> => {
    const t = performance.now();
    const out = await fn();
    log(
      `company: ${what.padEnd(20)} ${String(typeof out === 'number' ? out : '').padStart(9)} rows  ${((performance.now() - t) / 1000).toFixed(1)} s`,
    );
    return out;
  };

  const hash = await hashPassword(COMPANY_PASSWORD);
  await step('groups', () => insertGroups(db, p));
  const employees = await step('users', () => insertEmployees(db, p, hash));
  const cars = await step('cars', () => insertCars(db, p));
  await step('settings', () => setTowerCapacity(db, p));
  await step('floors', () => insertFloors(db, p));
  const desks = await step('desks', () => insertDesks(db, p));
  const rooms = await step('rooms', () => insertRooms(db, p));
  const { rows: departments } = await db.query<{ id: string }>("SELECT id FROM groups WHERE id LIKE 'co-dep-%' ORDER BY id");
  // Each department its own presence, 60 to 90 % (the demo's spread).
  const groups = departments.map((g, i) => ({ id: g.id, presence: 0.6 + 0.03 * ((i * 7) % 11) }));
  const history = await generateHistory(db, {
    now: p.now,
    from: p.start,
    to: p.end,
    roomSlots: ROOM_SLOTS,
    rates: COMPANY_RATES,
    seed: SEED,
    step,
    groups,
  });
  const { deskRowsAtLeast: atLeast } = opts;
  const earlierDesks =
    atLeast === undefined
      ? 0
      : await step('desk history (export)', () =>
          extendDeskHistory(db, { now: p.now, today: p.today, groups, wish: COMPANY_RATES.deskWish, seed: SEED + 100, atLeast }),
        );
  // Fresh statistics, or the first queries of a benchmark plan on an empty database's estimates; and
  // the rows' hint bits and visibility map set, as autovacuum leaves a database in use: otherwise each
  // page's first reader sets them during the measures, and a booking cost the database a third more
  // in the first minute than in the third (the webhooks bench's rounds, issue #44 point 6).
  await step('vacuum, analyze', () => db.query('VACUUM (ANALYZE)'));

  const { rows: people } = await db.query<{ uuid: string; username: string; mainGroup: string; carId: string }>(
    `SELECT u.uuid, u.username, u.main_group AS "mainGroup", c.id AS "carId"
       FROM users u JOIN cars c ON c.user_id = u.uuid
      WHERE u.username LIKE 'co-%' AND u.role = 'user' AND u.parking_right AND u.building_list @> ARRAY['1', '2']
      ORDER BY u.username`,
  );
  const { rows: free } = await db.query<{ day: string }>(
    `SELECT $1::date + i AS day FROM generate_series(0, 14) AS i
      WHERE extract(isodow FROM $1::date + i) < 6 AND NOT EXISTS (SELECT 1 FROM desk_reservations WHERE day = $1::date + i)
      ORDER BY i LIMIT 1`,
    [addDays(p.end, 1)],
  );
  if (!free[0]) throw new Error('no weekday without desk bookings in the two weeks after the generated ones');
  log(`company: done in ${((performance.now() - began) / 1000).toFixed(1)} s (scale ${opts.scale})`);
  return {
    employees,
    desks,
    rooms,
    towerSpaces: p.towerSpaces,
    cars,
    deskReservations: history.deskReservations + earlierDesks,
    roomReservations: history.roomReservations,
    towerRequests: history.towerRequests,
    people,
    groups: departments.map((g) => g.id),
    freeDay: free[0].day,
  };
}
