import { OFFICE } from '../../domain/buildings.js';
import { remindedThrough } from '../../domain/desks/reminder.js';
import { bucharestDay, isWeekday, nextDailyAt } from '../../domain/time.js';
import type { Config } from '../config.js';
import type { JobDef } from '../jobs/scheduler.js';
import type { MailOutbox } from '../mail/outbox.js';
import { buildingSettings } from '../settings/queries.js';
import { markRemindedThrough } from './presence-queries.js';
import { enqueueReminders } from './reminders.js';

/**
 * At confirmationDeadlineHour on each working day, every holder of a desk for the working day
 * two working days on gets the links to confirm or cancel (decisions §6), and so does any holder
 * of an earlier day not yet reminded (a run caught up late). Days already begun are left out: a
 * reminder is of no use then. The reminders are enqueued with the job's work (the mail outbox
 * sends them once it commits, with retries).
 */
export function deskReminderJob(config: Pick<Config, 'publicUrl'>, outbox: Pick<MailOutbox, 'kick'>): JobDef {
  return {
    name: 'desk-reminders',
    nextDue: async (after, q) => nextDailyAt(after, (await buildingSettings(q, OFFICE)).confirmationDeadlineHour, isWeekday),
    async run({ tx, dueAt, now }) {
      const rows = await markRemindedThrough(tx, bucharestDay(now), remindedThrough(bucharestDay(dueAt)));
      if (await enqueueReminders(tx, config.publicUrl, rows, now)) outbox.kick();
    },
  };
}
