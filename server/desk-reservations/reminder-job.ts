import { OFFICE } from '../../domain/buildings.js';
import { nextWorkingDay } from '../../domain/desks/rules.js';
import { bucharestDay, formatDay, isWeekday, nextDailyAt } from '../../domain/time.js';
import type { Config } from '../config.js';
import type { JobDef } from '../jobs/scheduler.js';
import { sendAll, type Mailer } from '../mail/mailer.js';
import { deskReminderMail } from '../mail/templates.js';
import { buildingSettings } from '../settings/queries.js';
import { markRemindedOn } from './presence-queries.js';

/**
 * At confirmationDeadlineHour on each working day, every holder of a desk for the next
 * working day gets the links to confirm or cancel (decisions §6).
 */
export function deskReminderJob(config: Pick<Config, 'publicUrl'>, mailer: Mailer): JobDef {
  return {
    name: 'desk-reminders',
    nextDue: async (after, q) => nextDailyAt(after, (await buildingSettings(q, OFFICE)).confirmationDeadlineHour, isWeekday),
    async run({ tx, dueAt, now, afterCommit }) {
      const day = nextWorkingDay(bucharestDay(dueAt));
      // Caught up after the day has begun, a reminder is of no use to anyone.
      if (day <= bucharestDay(now)) return;
      const rows = await markRemindedOn(tx, day);
      afterCommit(async () => {
        const messages = rows.map((r) =>
          deskReminderMail(r.email, r.name, {
            day: formatDay(day),
            deskId: r.desk_id,
            confirmUrl: `${config.publicUrl}/confirmation/${r.id}`,
            cancelUrl: `${config.publicUrl}/cancelation/${r.id}`,
          }),
        );
        // The scheduler logs a failed after-commit step; the other reminders have gone out.
        const failed = await sendAll(mailer, messages);
        if (failed) throw new Error(`${failed} of ${messages.length} desk reminders for ${day} were not delivered`);
      });
    },
  };
}
