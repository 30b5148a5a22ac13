import { officePlace } from '../../domain/calendar/bookings.js';
import { bucharestClock } from '../../domain/time.js';
import { roomIcsFile } from '../calendar/ics-files-service.js';
import type { Queryable } from '../db/connection.js';
import type { UserRow } from '../identity/user-row.js';
import { withCalendarFile } from '../mail/calendar-attachment.js';
import { enqueueMail } from '../mail/outbox.js';
import { roomBookedMail } from '../mail/room-booking-mail.js';
import { mailWords } from '../mail/words/index.js';

/** A Bucharest time of day as the e-mails write it: 09:30. */
export const clockText = (at: Date) => {
  const c = bucharestClock(at);
  return `${String(c.hour).padStart(2, '0')}:${String(c.minute).padStart(2, '0')}`;
};

/** The page that confirms a meeting's start (decisions §24): the booker signs in if need be and comes back. */
export const roomCheckinUrl = (publicUrl: string, reservationId: string) => `${publicUrl}/sala/confirmare/${reservationId}`;

/**
 * Enqueues the booking's confirmation to the booker, with its .ics (issue #27, point 4), in the
 * booking's transaction: it goes out if and only if the booking commits. Kick the outbox after.
 * In the booker's language, its .ics too (decisions §22).
 */
export async function enqueueRoomBookedMail(
  tx: Queryable,
  publicUrl: string,
  booker: Pick<UserRow, 'email' | 'name' | 'language'>,
  booking: { id: string; room: { name: string; floor: number }; begin: Date; end: Date },
  now: Date,
  /** roomReleaseMinutes when meetings nobody starts are released: the e-mail then carries the link that confirms the start. */
  releaseMinutes: number | null = null,
): Promise<void> {
  if (!booker.email) return;
  const { language } = booker;
  const ics = await roomIcsFile(tx, publicUrl, booking.id, now, language);
  const mail = roomBookedMail(
    { email: booker.email, name: booker.name, language },
    {
      roomName: booking.room.name,
      place: officePlace(booking.room.floor, language),
      day: bucharestClock(booking.begin).day,
      from: clockText(booking.begin),
      until: clockText(booking.end),
      confirm: releaseMinutes === null ? undefined : { url: roomCheckinUrl(publicUrl, booking.id), minutes: releaseMinutes },
    },
  );
  await enqueueMail(tx, withCalendarFile(mail, ics, mailWords(language).icsFilename), now);
}
