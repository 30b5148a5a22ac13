import { OFFICE } from '../../domain/buildings.js';
import { autoReleaseHourOf } from '../../domain/desks/checkin.js';
import { remindsAtOnce } from '../../domain/desks/reminder.js';
import { deskIcsFiles } from '../calendar/ics-files-service.js';
import type { Queryable } from '../db/connection.js';
import { withCalendarFile } from '../mail/calendar-attachment.js';
import { enqueueMails } from '../mail/outbox.js';
import { deskReminderMail } from '../mail/templates.js';
import { mailWords } from '../mail/words/index.js';
import { buildingSettings } from '../settings/queries.js';
import { markReminded, type RemindedRow } from './presence-queries.js';

// The reminder e-mail with the links to confirm or cancel (decisions §6), written once for the
// job that sends a day's reminders and for a booking made after its day's moment.

/** Enqueues the reminders of these reservations, already marked reminded, in the caller's transaction (the outbox sends them once it commits). */
export async function enqueueReminders(tx: Queryable, publicUrl: string, rows: RemindedRow[], now: Date): Promise<number> {
  if (!rows.length) return 0;
  // With the auto-release on, the reminder says by when to confirm (decisions §13).
  const autoReleaseHour = autoReleaseHourOf(await buildingSettings(tx, OFFICE));
  // Each reminder carries its desk's day as an .ics (issue #27).
  // Each in its holder's language, its .ics too (decisions §22).
  const ics = await deskIcsFiles(tx, publicUrl, rows, now);
  const messages = rows.map((r) =>
    withCalendarFile(
      deskReminderMail(r, {
        day: r.day,
        deskId: r.desk_id,
        confirmUrl: `${publicUrl}/confirmation/${r.id}`,
        cancelUrl: `${publicUrl}/cancelation/${r.id}`,
        autoReleaseHour,
      }),
      ics.get(r.id),
      mailWords(r.language).icsFilename,
    ),
  );
  await enqueueMails(tx, messages, now);
  return messages.length;
}

/**
 * A reservation just booked whose reminder's moment has passed gets its reminder now, in the
 * booking's transaction; answers whether one was enqueued (then kick the outbox after the commit).
 */
export async function remindIfDue(tx: Queryable, publicUrl: string, reservation: { id: string; day: string }, now: Date): Promise<boolean> {
  const due = await remindsAtOnce(reservation.day, now, async () => (await buildingSettings(tx, OFFICE)).confirmationDeadlineHour);
  if (!due) return false;
  return (await enqueueReminders(tx, publicUrl, await markReminded(tx, reservation.id), now)) > 0;
}
