import { bucharestClock, TZ } from '../bucharest-day.js';
import { stripControlChars } from '../text/control-chars.js';

// A small RFC 5545 writer: the calendar feed (decisions §15) and the .ics attached to e-mails.
// Only what they need: VCALENDAR, the VTIMEZONE of Europe/Bucharest, VEVENTs that last a day or
// run between two instants (written as Bucharest wall time with TZID). Pure: no I/O, no clock.

/** All day on `day` (YYYY-MM-DD), or from `begin` to `end`. */
export type IcalWhen = { day: string } | { begin: Date; end: Date };

export interface IcalEvent {
  /** Stable across fetches and e-mails: a calendar updates the event it has instead of adding one. */
  uid: string;
  /** Grows with each change of the event (RFC 5545 §3.8.7.4). */
  sequence: number;
  summary: string;
  location?: string;
  description?: string;
  status?: 'CONFIRMED' | 'TENTATIVE' | 'CANCELLED';
  when: IcalWhen;
}

export interface IcalCalendar {
  /** When the object was made (every event's DTSTAMP). */
  stamp: Date;
  events: IcalEvent[];
  /** The calendar's name in the clients that show one (X-WR-CALNAME). */
  name?: string;
  /** PUBLISH for a file attached to an e-mail (no invitation, no reply asked); none for a feed. */
  method?: 'PUBLISH';
  /** How often a subscribed client should fetch again (REFRESH-INTERVAL), in minutes. */
  refreshMinutes?: number;
}

export const ICAL_PRODID = '-//Birouri Flex//Rezervari//RO';

/**
 * TEXT values (RFC 5545 §3.3.11): control characters dropped (§3.1 allows none but the tab in a
 * value; issue #38, point 7), backslash, semicolon and comma escaped, line breaks as \n.
 */
export function escapeText(s: string): string {
  return stripControlChars(s)
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

const encoder = new TextEncoder();
const octets = (s: string) => encoder.encode(s).length;

/**
 * A content line folded at 75 octets (RFC 5545 §3.1): a CRLF and a space before each further
 * piece, never inside a UTF-8 sequence (a character's bytes stay on one line).
 */
export function foldLine(line: string): string {
  if (octets(line) <= 75) return line;
  const pieces: string[] = [];
  let current = '';
  let size = 0;
  // The first line holds 75 octets; the next ones 74 after their leading space.
  let limit = 75;
  for (const ch of line) {
    const n = octets(ch);
    if (size + n > limit) {
      pieces.push(current);
      current = '';
      size = 0;
      limit = 74;
    }
    current += ch;
    size += n;
  }
  pieces.push(current);
  return pieces.join('\r\n ');
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
/** DATE form: 20260327. */
const dateValue = (day: string) => day.replace(/-/g, '');
/** UTC DATE-TIME form: 20260327T070000Z. */
const utcValue = (at: Date) =>
  at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}Z$/, 'Z');
/** Local DATE-TIME in Bucharest (with TZID): 20260327T090000. */
function bucharestValue(at: Date): string {
  const c = bucharestClock(at);
  return `${dateValue(c.day)}T${pad(c.hour)}${pad(c.minute)}${pad(c.second)}`;
}
function nextDay(day: string): string {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
}

/**
 * Europe/Bucharest since 1997, the European Union's rule: summer time (EEST, +03:00) from 03:00
 * on the last Sunday of March, standard time (EET, +02:00) from 04:00 on the last Sunday of October.
 */
const VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  `TZID:${TZ}`,
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:+0200',
  'TZOFFSETTO:+0300',
  'TZNAME:EEST',
  'DTSTART:19970330T030000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:+0300',
  'TZOFFSETTO:+0200',
  'TZNAME:EET',
  'DTSTART:19971026T040000',
  'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
];

function eventLines(e: IcalEvent, stamp: string): string[] {
  const lines = ['BEGIN:VEVENT', `UID:${e.uid}`, `DTSTAMP:${stamp}`, `SEQUENCE:${e.sequence}`];
  if ('day' in e.when) {
    lines.push(`DTSTART;VALUE=DATE:${dateValue(e.when.day)}`, `DTEND;VALUE=DATE:${dateValue(nextDay(e.when.day))}`, 'TRANSP:TRANSPARENT');
  } else {
    lines.push(`DTSTART;TZID=${TZ}:${bucharestValue(e.when.begin)}`, `DTEND;TZID=${TZ}:${bucharestValue(e.when.end)}`);
  }
  lines.push(`SUMMARY:${escapeText(e.summary)}`);
  if (e.location) lines.push(`LOCATION:${escapeText(e.location)}`);
  if (e.description) lines.push(`DESCRIPTION:${escapeText(e.description)}`);
  if (e.status) lines.push(`STATUS:${e.status}`);
  lines.push('END:VEVENT');
  return lines;
}

/** One VCALENDAR with the Bucharest VTIMEZONE and the events: CRLF line endings, folded lines. */
export function icalendar(cal: IcalCalendar): string {
  const stamp = utcValue(cal.stamp);
  const lines = ['BEGIN:VCALENDAR', `PRODID:${ICAL_PRODID}`, 'VERSION:2.0', 'CALSCALE:GREGORIAN'];
  if (cal.method) lines.push(`METHOD:${cal.method}`);
  if (cal.name) lines.push(`X-WR-CALNAME:${escapeText(cal.name)}`);
  lines.push(`X-WR-TIMEZONE:${TZ}`);
  if (cal.refreshMinutes) {
    const every = `PT${cal.refreshMinutes}M`;
    lines.push(`REFRESH-INTERVAL;VALUE=DURATION:${every}`, `X-PUBLISHED-TTL:${every}`);
  }
  lines.push(...VTIMEZONE);
  for (const e of cal.events) lines.push(...eventLines(e, stamp));
  lines.push('END:VCALENDAR');
  return lines.map(foldLine).join('\r\n') + '\r\n';
}
