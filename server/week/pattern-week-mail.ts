import { addDays, bucharestDay, nextDailyAt, weekday } from '../../domain/time.js';
import type { Queryable } from '../db/connection.js';
import { weekAhead } from './pattern-queries.js';
import type { JobDef } from '../jobs/scheduler.js';
import { enqueueMails } from '../mail/outbox.js';
import type { MailOutbox } from '../mail/outbox.js';
import { patternWeekMail, type PatternMailDays } from '../mail/pattern-mail.js';

// The work pattern's e-mail of the week (decisions §20): on Fridays at 08:00 Bucharest (after the
// night's run, which has booked next week whole, and at the start of the working day), each person
// whose pattern has days is told next week: the desks they hold, with floor, and the pattern's
// days that could not be booked, with why. Enqueued in the job's own transaction: exactly once.

export const WEEK_MAIL_HOUR = 8;
const FRIDAY = 5;

/** Enqueues the week's e-mails seen from `now` (a Friday); answers how many. */
export async function enqueueWeekMails(tx: Queryable, now: Date): Promise<number> {
  const today = bucharestDay(now);
  const monday = addDays(today, 8 - weekday(today));
  const rows = await weekAhead(tx, monday, addDays(monday, 4));
  const byPerson = new Map<string, { to: (typeof rows)[number]; days: PatternMailDays }>();
  for (const r of rows) {
    const p = byPerson.get(r.uuid) ?? { to: r, days: { booked: [], notBooked: [] } };
    byPerson.set(r.uuid, p);
    if (r.desk_id !== null) p.days.booked.push({ day: r.day, deskId: r.desk_id, floor: r.floor ?? 0 });
    else if (r.reason !== null) p.days.notBooked.push({ day: r.day, reason: r.reason });
  }
  const mails = [...byPerson.values()].map((p) => patternWeekMail(p.to, monday, p.days));
  // In slices: one statement of ten thousand e-mails would be a large one.
  for (let i = 0; i < mails.length; i += 500) await enqueueMails(tx, mails.slice(i, i + 500), now);
  return mails.length;
}

export function patternWeekMailJob(outbox: Pick<MailOutbox, 'kick'>): JobDef {
  return {
    name: 'pattern-week-mail',
    nextDue: async (after) => nextDailyAt(after, WEEK_MAIL_HOUR, (d) => weekday(d) === FRIDAY),
    async run({ tx, now }) {
      if (await enqueueWeekMails(tx, now)) outbox.kick();
    },
  };
}
