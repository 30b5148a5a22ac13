import { OFFICE } from '../../domain/buildings.js';
import { autoReleaseHourOf } from '../../domain/desks/checkin.js';
import { nextWorkingDay } from '../../domain/desks/rules.js';
import { bucharestDay, formatDay, isWeekday, nextDailyAt } from '../../domain/time.js';
import { deskIcsFiles } from '../calendar/ics-files-service.js';
import type { Config } from '../config.js';
import type { JobDef } from '../jobs/scheduler.js';
import { withCalendarFile } from '../mail/calendar-attachment.js';
import { enqueueMails, type MailOutbox } from '../mail/outbox.js';
import { deskReminderMail } from '../mail/templates.js';
import { buildingSettings } from '../settings/queries.js';
import { markRemindedOn } from './presence-queries.js';

/**
 * At confirmationDeadlineHour on each working day, every holder of a desk for the next
 * working day gets the links to confirm or cancel (decisions §6). The reminders are enqueued
 * with the job's work (the mail outbox sends them once it commits, with retries).
 */
export function deskReminderJob(config: Pick<Config, 'publicUrl'>, outbox: Pick<MailOutbox, 'kick'>): JobDef {
  return {
    name: 'desk-reminders',
    nextDue: async (after, q) => nextDailyAt(after, (await buildingSettings(q, OFFICE)).confirmationDeadlineHour, isWeekday),
    async run({ tx, dueAt, now, afterCommit }) {
      const day = nextWorkingDay(bucharestDay(dueAt));
      // Caught up after the day has begun, a reminder is of no use to anyone.
      if (day <= bucharestDay(now)) return;
      // With the auto-release on, the reminder says by when to confirm (decisions §13).
      const autoReleaseHour = autoReleaseHourOf(await buildingSettings(tx, OFFICE));
      const rows = await markRemindedOn(tx, day);
      const messages = rows.map((r) =>
        deskReminderMail(r.email, r.name, {
          day: formatDay(day),
          deskId: r.desk_id,
          confirmUrl: `${config.publicUrl}/confirmation/${r.id}`,
          cancelUrl: `${config.publicUrl}/cancelation/${r.id}`,
          autoReleaseHour,
        }),
      );
      // Each reminder carries its desk's day as an .ics (issue #27).
      const ics = await deskIcsFiles(
        tx,
        config.publicUrl,
        rows.map((r) => r.id),
        now,
      );
      await enqueueMails(
        tx,
        messages.map((m, i) => withCalendarFile(m, ics.get(rows[i].id))),
        now,
      );
      if (messages.length) afterCommit(async () => outbox.kick());
    },
  };
}
