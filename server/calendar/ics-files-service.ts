import { deskEvent, roomEvent } from '../../domain/calendar/bookings.js';
import { icalendar } from '../../domain/calendar/ical.js';
import type { Language } from '../../domain/languages.js';
import type { Queryable } from '../db/connection.js';
import { calendarHost, deskEntry, roomEntry } from './presenter.js';
import { deskRowsByIds, roomRowById } from './queries.js';

// The .ics files attached to e-mails (issue #27, point 4): one event each, METHOD:PUBLISH, with the
// UID and SEQUENCE the feed gives the same reservation, in the words of the recipient's language (decisions §22).

/** One file per desk reservation, by its id, in its holder's language (the reminders of a day); read in the caller's transaction. */
export async function deskIcsFiles(
  q: Queryable,
  publicUrl: string,
  reservations: { id: string; language: Language }[],
  stamp: Date,
): Promise<Map<string, string>> {
  if (!reservations.length) return new Map();
  const host = calendarHost(publicUrl);
  const languages = new Map(reservations.map((r) => [r.id, r.language]));
  const rows = await deskRowsByIds(q, [...languages.keys()]);
  return new Map(
    rows.map((r) => [r.id, icalendar({ stamp, method: 'PUBLISH', events: [deskEvent(deskEntry(r), host, languages.get(r.id))] })]),
  );
}

/** The file of a room reservation (its booking's confirmation); undefined when there is no such reservation. */
export async function roomIcsFile(
  q: Queryable,
  publicUrl: string,
  id: string,
  stamp: Date,
  language: Language,
): Promise<string | undefined> {
  const row = await roomRowById(q, id);
  return row ? icalendar({ stamp, method: 'PUBLISH', events: [roomEvent(roomEntry(row), calendarHost(publicUrl), language)] }) : undefined;
}
