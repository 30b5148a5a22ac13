import { deskEvent, roomEvent } from '../../domain/calendar/bookings.js';
import { icalendar } from '../../domain/calendar/ical.js';
import type { Queryable } from '../db/connection.js';
import { calendarHost, deskEntry, roomEntry } from './presenter.js';
import { deskRowsByIds, roomRowById } from './queries.js';

// The .ics files attached to e-mails (issue #27, point 4): one event each, METHOD:PUBLISH, with the
// UID and SEQUENCE the feed gives the same reservation.

/** One file per desk reservation, by its id (the reminders of a day); read in the caller's transaction. */
export async function deskIcsFiles(q: Queryable, publicUrl: string, ids: string[], stamp: Date): Promise<Map<string, string>> {
  if (!ids.length) return new Map();
  const host = calendarHost(publicUrl);
  const rows = await deskRowsByIds(q, ids);
  return new Map(rows.map((r) => [r.id, icalendar({ stamp, method: 'PUBLISH', events: [deskEvent(deskEntry(r), host)] })]));
}

/** The file of a room reservation (its booking's confirmation); undefined when there is no such reservation. */
export async function roomIcsFile(q: Queryable, publicUrl: string, id: string, stamp: Date): Promise<string | undefined> {
  const row = await roomRowById(q, id);
  return row ? icalendar({ stamp, method: 'PUBLISH', events: [roomEvent(roomEntry(row), calendarHost(publicUrl))] }) : undefined;
}
