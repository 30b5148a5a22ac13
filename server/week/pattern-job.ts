import { OFFICE } from '../../domain/buildings.js';
import { patternDays } from '../../domain/week/pattern-horizon.js';
import { bucharestDay, nextDailyAt } from '../../domain/time.js';
import type { Config } from '../config.js';
import type { Wakers } from '../context.js';
import type { Db } from '../db/connection.js';
import type { JobDef } from '../jobs/scheduler.js';
import { buildingSettings } from '../settings/queries.js';
import { booksDesks, bookPatternDays, foreseenMiss, loadOffice, loadWorld } from './pattern-booking.js';
import { daysToLeave, missesOf, patternPeopleAfter, pruneMisses, recordMisses, type Miss } from './pattern-queries.js';

// The work pattern's nightly booking (decisions §20): each day at 00:05 Bucharest, for everyone
// whose pattern has days, the pattern's days from the next working day to the end of next week.
//
// The scheduler claims the due time in a transaction of its own (exactly once across processes);
// the bookings run once that claim has committed: the people are read PATTERN_BATCH at a time, with
// their days to leave and the desks taken, and each person is booked in a transaction of their own,
// so that no one's own booking waits behind the job for more than a few statements (a person's row
// and a desk's day are locked only until that person's transaction commits). Nothing is booked twice: a (person, day) is
// claimed in pattern_days with the booking, and the reservations' unique indexes hold too, so a
// batch run again (a second process, a retry) finds its days done. A run cut short (a crash, the
// database gone) leaves the rest to the next night's run, whose horizon still covers those days.

/** People read at a time (each then booked in a transaction of their own). */
export const PATTERN_BATCH = 100;

export const PATTERN_HOUR = 0;
export const PATTERN_MINUTE = 5;

export interface PatternRunCounts {
  people: number;
  booked: number;
  notBooked: number;
}

/**
 * Books every pattern's days seen from `now`, batch after batch; answers what it did. Safe to run
 * again, or at the same moment in another process: what is already booked is left as it is.
 */
export async function runPatternBookings(
  db: Db,
  publicUrl: string,
  now: Date,
  wakers: Wakers,
  o: { batch?: number } = {},
): Promise<PatternRunCounts> {
  const counts: PatternRunCounts = { people: 0, booked: 0, notBooked: 0 };
  const today = bucharestDay(now);
  const { maxDaysDesk } = await buildingSettings(db, OFFICE);
  const horizon = patternDays(today, [1, 2, 3, 4, 5], maxDaysDesk);
  await pruneMisses(db, today);
  if (!horizon.length) return counts;
  const [from, to] = [horizon[0], horizon[horizon.length - 1]];
  const office = await loadOffice(db);
  let after: string | null = null;
  for (;;) {
    const people = await patternPeopleAfter(db, after, o.batch ?? PATTERN_BATCH);
    if (!people.length) break;
    after = people[people.length - 1].pattern.uuid;
    // The desks taken, read once for the batch: one taken meanwhile is refused by the reservations' unique index, and another chosen.
    const world = await loadWorld(db, horizon, office);
    const uuids = people.map((p) => p.user.uuid);
    // Most nights most people have nothing left to book: they are passed over without a transaction.
    const done = await daysToLeave(db, uuids, from, to);
    const noted = await missesOf(db, uuids, from, to);
    const misses: Miss[] = [];
    for (const { user, pattern } of people) {
      if (!booksDesks(user)) continue;
      // A day with no desk open to the person free, as the batch sees the office, is a miss without a
      // transaction, noted once (a reason already noted is left as it is): a night on which nothing
      // was freed costs one read a batch, not a transaction a person (issue #41, point 2).
      const mine: string[] = [];
      for (const day of patternDays(today, pattern.days, maxDaysDesk)) {
        const key = `${user.uuid}|${day}`;
        if (done.has(key)) continue;
        const miss = foreseenMiss(world, user, pattern, day);
        if (!miss) mine.push(day);
        else {
          counts.notBooked++;
          if (noted.get(key) !== miss) misses.push({ uuid: user.uuid, day, reason: miss });
        }
      }
      if (!mine.length) continue;
      // One transaction a person: their row and their desks' days are locked for a few statements only.
      const out = await db.transaction(async (tx) => {
        // Read in the person's transaction: a desk they booked or an absence recorded a moment ago counts.
        const leave = await daysToLeave(tx, [user.uuid], from, to);
        const days = mine.filter((d) => !leave.has(`${user.uuid}|${d}`));
        return days.length ? bookPatternDays(tx, world, user, pattern, days, now, publicUrl, wakers) : null;
      });
      if (!out) continue;
      counts.people++;
      counts.booked += out.booked.length;
      counts.notBooked += out.notBooked.length;
    }
    await recordMisses(db, misses, now);
  }
  return counts;
}

/** The job: claims the night's due time, then books (see above); no e-mail on the nights (the Friday one says the week). */
export function patternBookingJob(db: Db, config: Pick<Config, 'publicUrl'>, wakers: Wakers): JobDef {
  return {
    name: 'pattern-bookings',
    nextDue: async (after) => nextDailyAt(after, PATTERN_HOUR, undefined, PATTERN_MINUTE),
    async run({ now, afterCommit }) {
      afterCommit(async () => {
        await runPatternBookings(db, config.publicUrl, now, wakers);
      });
    },
  };
}
