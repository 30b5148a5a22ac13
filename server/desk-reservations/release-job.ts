import { OFFICE } from '../../domain/buildings.js';
import { autoReleaseHourOf } from '../../domain/desks/checkin.js';
import { bucharestClock, bucharestDay, isWeekday, nextDailyAt } from '../../domain/time.js';
import type { JobDef } from '../jobs/scheduler.js';
import type { Wakers } from '../context.js';
import { buildingSettings, settingChangedAt } from '../settings/queries.js';
import { releaseUnconfirmed } from './release-service.js';

/** A due time that never comes: the release is off. */
const NEVER = new Date(8.64e15);

/**
 * Auto-release (decisions §13): at autoReleaseHour:00 of each weekday, when the setting is ≥ 0,
 * every desk reservation of that day still booked is released, exactly once across processes
 * (the scheduler's claim). After downtime it is caught up for today only: a day already over keeps
 * its bookings (the attendance list judges them). A due time that passed before the hour was set
 * (autoReleaseHour changed or turned on later that day) is not made up: the release starts with the
 * next weekday's hour (docs/decisions/booking.md, "Check-in and auto-release (#26)").
 */
export function autoReleaseJob({ outbox, webhooks }: Wakers): JobDef {
  return {
    name: 'desk-auto-release',
    async nextDue(after, q) {
      const hour = autoReleaseHourOf(await buildingSettings(q, OFFICE));
      if (hour === null) return NEVER;
      // Counted from when the hour was set, if later: no due time before it, none made up.
      const setAt = await settingChangedAt(q, OFFICE, 'autoReleaseHour');
      return nextDailyAt(setAt && setAt > after ? setAt : after, hour, isWeekday);
    },
    async run({ tx, dueAt, now }) {
      const day = bucharestDay(dueAt);
      // Caught up after the day is over, a release would only turn the attendance list's judgement into a guess.
      if (day !== bucharestDay(now)) return;
      const { released, heard } = await releaseUnconfirmed(tx, day, bucharestClock(dueAt).hour, now);
      if (released) outbox.kick();
      if (heard) webhooks.kick();
    },
  };
}
