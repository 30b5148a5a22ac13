import { addDays, bucharestClock, bucharestDay, bucharestInstant, isWeekday } from '../time.js';
import { count } from '../plural.js';
import { reasonsOf } from '../reasons.js';

// Room booking rules of flex-office §5 and decisions §6: Bucharest wall-clock times from
// 08:00 to 20:30 in half hours, at least 30 minutes and at most 12.5 hours, weekdays only.
export const ROOM_FIRST_HOUR = 8;
export const ROOM_LAST_HOUR = 20;
export const ROOM_MINUTES = [0, 30] as const;
export const ROOM_MIN_MS = 30 * 60_000;
export const ROOM_MAX_MS = 12.5 * 3_600_000;

export const ROOM_MSG = {
  overlap: 'Exista deja o rezervare în interval ales!',
  weekend: 'Sălile se pot rezerva doar în zilele lucrătoare.',
  badTime: 'Orele trebuie să fie între 08:00 și 20:30, la fix sau la jumătate.',
  endBeforeStart: 'Sfârșitul rezervării trebuie să fie după început, cu cel puțin o jumătate de oră.',
  tooLong: 'O rezervare poate dura cel mult 12 ore și jumătate.',
  inPast: 'Rezervarea nu poate începe în trecut.',
  tooFar: (days: number) => `Sălile se pot rezerva cu cel mult ${count(days, 'zi', 'zile')} înainte.`,
  endTooFar: (days: number) => `Data de sfârșit poate fi cu cel mult ${count(days, 'zi', 'zile')} după început.`,
  maxActive: (max: number) => `Nu puteți rezerva mai mult de ${max} săli de conferință în avans`,
  allDay: 'Această sală este rezervată toată ziua',
  amphitheatre: 'Pentru AMFITEATRU, trimiteți un e-mail echipei de administrare a clădirii și suportului IT.',
  booked: 'Rezervarea a fost efectuată cu succes',
  bookFailed: 'A apărut o eroare la rezervare',
  roomNotFound: 'Sala nu a fost găsită.',
  otherGroup: 'Această sală nu aparține grupurilor dumneavoastră.',
  fallbackName: 'Sala de conferință',
  // Meetings nobody starts (decisions §24): the booker confirms from the list, the phone or the e-mail's link.
  checkinNotNow: 'Începerea unei ședințe se poate confirma doar în timpul rezervării sau cu cel mult 10 minute înainte.',
  checkinCancelled: 'Rezervarea a fost anulată.',
  // The floor-plan editor (decisions §18).
  idTaken: (roomId: string) => `Sala ${roomId} există deja. Alegeți alt număr.`,
} as const;
export const ROOM_REASON = reasonsOf('room', ROOM_MSG);

function onGrid(d: Date): boolean {
  const z = bucharestClock(d);
  const minutes = z.hour * 60 + z.minute;
  return (
    z.second === 0 && z.millisecond === 0 && z.minute % 30 === 0 && minutes >= ROOM_FIRST_HOUR * 60 && minutes <= ROOM_LAST_HOUR * 60 + 30
  );
}

/** The amphitheatre is booked like any room, and the booking form says whom to write to as well (ROOM_MSG.amphitheatre). */
export function isAmphitheatre(room: { name: string }): boolean {
  return room.name.trim().toUpperCase() === 'AMFITEATRU';
}

/** The interval rules, as keys of ROOM_MSG (and so of ROOM_REASON), in the order they are checked. */
export type RoomIntervalRule = 'weekend' | 'badTime' | 'endBeforeStart' | 'tooLong' | 'inPast' | 'tooFar' | 'endTooFar';

/** The first interval rule an interval breaks, or null: the server refuses with its reason, the web words it. */
export function roomIntervalRule(begin: Date, end: Date, now: Date, maxDaysRoom: number): RoomIntervalRule | null {
  const beginDay = bucharestDay(begin);
  const endDay = bucharestDay(end);
  if (!isWeekday(beginDay) || !isWeekday(endDay)) return 'weekend';
  if (!onGrid(begin) || !onGrid(end)) return 'badTime';
  const length = end.getTime() - begin.getTime();
  if (length < ROOM_MIN_MS) return 'endBeforeStart';
  if (length > ROOM_MAX_MS) return 'tooLong';
  if (begin.getTime() < now.getTime()) return 'inPast';
  // Days YYYY-MM-DD compare as strings.
  if (beginDay > addDays(bucharestDay(now), maxDaysRoom)) return 'tooFar';
  if (endDay > addDays(beginDay, maxDaysRoom)) return 'endTooFar';
  return null;
}

/** The specification's sentence for a broken interval rule. */
export function roomIntervalMessage(rule: RoomIntervalRule, maxDaysRoom: number): string {
  const m = ROOM_MSG[rule];
  return typeof m === 'function' ? m(maxDaysRoom) : m;
}

/** roomReleaseMinutes when meetings nobody starts are released, null when off (−1, decisions §24). */
export function roomReleaseMinutesOf(s: { roomReleaseMinutes: number }): number | null {
  return s.roomReleaseMinutes < 0 ? null : s.roomReleaseMinutes;
}

/** How early before its start a booker may confirm a meeting's start (decisions §24). */
export const ROOM_CHECKIN_EARLY_MS = 10 * 60_000;

/** Whether a meeting's start may be confirmed at `now`: from 10 minutes before it until it ends. */
export function roomCheckinOpen(now: Date, begin: Date, end: Date): boolean {
  return now.getTime() >= begin.getTime() - ROOM_CHECKIN_EARLY_MS && now.getTime() < end.getTime();
}

/** Half-open intervals [a, b) and [c, d) overlap when each starts before the other ends. */
export function overlaps(a: { begin: Date; end: Date }, b: { begin: Date; end: Date }): boolean {
  return a.begin.getTime() < b.end.getTime() && b.begin.getTime() < a.end.getTime();
}

/** Whether the reservations of a day cover its whole bookable span, 08:00 to 20:30. */
export function bookedAllDay(day: string, reservations: { begin: Date; end: Date }[]): boolean {
  let cursor = bucharestInstant(day, ROOM_FIRST_HOUR, 0).getTime();
  const close = bucharestInstant(day, ROOM_LAST_HOUR, 30).getTime();
  for (const r of [...reservations].sort((x, y) => x.begin.getTime() - y.begin.getTime())) {
    if (r.begin.getTime() > cursor) return false;
    cursor = Math.max(cursor, r.end.getTime());
    if (cursor >= close) return true;
  }
  return cursor >= close;
}
