import {
  overlaps,
  ROOM_FIRST_HOUR,
  ROOM_LAST_HOUR,
  ROOM_MINUTES,
  ROOM_MIN_MS,
  roomIntervalRule,
  type RoomIntervalRule,
} from '@domain/rooms/rules.js';
import { addDays, bucharestClock, bucharestDay, bucharestInstant, isWeekday } from '@domain/time.js';
import { formatDay, weekdayName } from '@/i18n/dates.js';

// The pure side of the room booking panel (flex-office §5): the choices it offers, the
// interval its fields stand for and the first rule that interval breaks.

export interface RoomForm {
  startDay: string;
  startHour: number;
  startMinute: number;
  endDay: string;
  endHour: number;
  endMinute: number;
}

export interface Interval {
  begin: Date;
  end: Date;
}

/** 08 … 20 */
export const HOUR_OPTIONS: readonly number[] = Array.from({ length: ROOM_LAST_HOUR - ROOM_FIRST_HOUR + 1 }, (_, i) => ROOM_FIRST_HOUR + i);
/** 00, 30 */
export const MINUTE_OPTIONS: readonly number[] = ROOM_MINUTES;

export const pad2 = (n: number) => String(n).padStart(2, '0');

/** 'luni, 22.03.2027' */
export function dayLabel(day: string): string {
  return `${weekdayName(day)}, ${formatDay(day)}`;
}

/** The weekdays from `from` to `from + maxDays`, both included. */
export function weekdaysFrom(from: string, maxDays: number): string[] {
  const out: string[] = [];
  for (let i = 0; i <= maxDays; i++) {
    const d = addDays(from, i);
    if (isWeekday(d)) out.push(d);
  }
  return out;
}

/** Days a booking may start on: weekdays from today to today + maxDaysRoom; today only while a start is still ahead. */
export function startDayOptions(now: Date, maxDaysRoom: number): string[] {
  const today = bucharestDay(now);
  const lastStartToday = bucharestInstant(today, ROOM_LAST_HOUR, 0);
  return weekdaysFrom(today, maxDaysRoom).filter((d) => d !== today || now.getTime() <= lastStartToday.getTime());
}

/** Days a booking may end on: weekdays from its start to start + maxDaysRoom. */
export function endDayOptions(startDay: string, maxDaysRoom: number): string[] {
  return weekdaysFrom(startDay, maxDaysRoom);
}

/** The day itself when offered, else the first offered day after it, else the first offered day. */
export function pickDay(options: string[], day: string): string {
  return options.find((d) => d >= day) ?? options[0] ?? day;
}

export function formInterval(f: RoomForm): Interval {
  return { begin: bucharestInstant(f.startDay, f.startHour, f.startMinute), end: bucharestInstant(f.endDay, f.endHour, f.endMinute) };
}

/** Reservations as the domain rules take them. */
export function toIntervals(rs: { dateBegin: string; dateEnd: string }[]): Interval[] {
  return rs.map((r) => ({ begin: new Date(r.dateBegin), end: new Date(r.dateEnd) }));
}

/** The first rule the form breaks (the shared domain rules, then overlap), or null. */
export function formRefusal(f: RoomForm, now: Date, maxDaysRoom: number, taken: Interval[]): RoomIntervalRule | 'overlap' | null {
  const interval = formInterval(f);
  const rule = roomIntervalRule(interval.begin, interval.end, now, maxDaysRoom);
  if (rule) return rule;
  return taken.some((t) => overlaps(interval, t)) ? 'overlap' : null;
}

/** The bookable half-hour starts of a day, 08:00 … 20:00, as instants. */
export function slotStarts(day: string): Date[] {
  const out: Date[] = [];
  for (const h of HOUR_OPTIONS) for (const m of MINUTE_OPTIONS) if (h < ROOM_LAST_HOUR || m === 0) out.push(bucharestInstant(day, h, m));
  return out;
}

/** The form of an interval within one day. */
export function fromInstants(day: string, begin: Date, end: Date): RoomForm {
  const b = bucharestClock(begin);
  const e = bucharestClock(end);
  return { startDay: day, startHour: b.hour, startMinute: b.minute, endDay: day, endHour: e.hour, endMinute: e.minute };
}

/** A first proposal: the earliest free hour of the day not in the past, else the earliest free half hour, else 08:00–09:00. */
export function defaultForm(day: string, now: Date, taken: Interval[]): RoomForm {
  const close = bucharestInstant(day, ROOM_LAST_HOUR, 30).getTime();
  for (const length of [2 * ROOM_MIN_MS, ROOM_MIN_MS]) {
    for (const begin of slotStarts(day)) {
      const end = new Date(begin.getTime() + length);
      if (begin.getTime() < now.getTime() || end.getTime() > close) continue;
      if (!taken.some((t) => overlaps({ begin, end }, t))) return fromInstants(day, begin, end);
    }
  }
  return { startDay: day, startHour: ROOM_FIRST_HOUR, startMinute: 0, endDay: day, endHour: ROOM_FIRST_HOUR + 1, endMinute: 0 };
}

/** HH:MM in Bucharest. */
export function bucharestTime(iso: string): string {
  const z = bucharestClock(new Date(iso));
  return `${pad2(z.hour)}:${pad2(z.minute)}`;
}

/** '22.03.2027, 18:00 – 19:00', or with both days when the interval crosses midnight. */
export function formatSpan(dateBegin: string, dateEnd: string): string {
  const d1 = bucharestDay(new Date(dateBegin));
  const d2 = bucharestDay(new Date(dateEnd));
  const t1 = bucharestTime(dateBegin);
  const t2 = bucharestTime(dateEnd);
  return d1 === d2 ? `${formatDay(d1)}, ${t1} – ${t2}` : `${formatDay(d1)}, ${t1} – ${formatDay(d2)}, ${t2}`;
}

const minutesOf = (h: number, m: number) => h * 60 + m;

/**
 * A change of the start: a new start day moves the end day with it; an end left at or before
 * a same-day start moves to an hour later (at most 20:30). Any other end is the user's.
 */
export function changeStart(f: RoomForm, patch: Partial<Pick<RoomForm, 'startDay' | 'startHour' | 'startMinute'>>): RoomForm {
  const next = { ...f, ...patch };
  if (patch.startDay && patch.startDay !== f.startDay) next.endDay = patch.startDay;
  if (next.endDay === next.startDay) {
    const start = minutesOf(next.startHour, next.startMinute);
    if (minutesOf(next.endHour, next.endMinute) <= start) {
      const end = Math.min(start + 60, minutesOf(ROOM_LAST_HOUR, 30));
      if (end > start) {
        next.endHour = Math.floor(end / 60);
        next.endMinute = end % 60;
      }
    }
  }
  return next;
}
