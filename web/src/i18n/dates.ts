import { bucharestDay, TZ, WEEKDAYS_SHORT_RO } from '@domain/time.js';
import { currentLanguage } from './i18n.js';
import { INTL_TAG, type Language } from './language.js';

// Dates and numbers in the person's language (issue #40 point 1, decisions §22): ro-RO or en-GB,
// through Intl. These are the web's language-aware versions of domain/time.ts's display functions
// (formatDay, longDayName, weekdayName, monthTitle, WEEKDAYS_SHORT_RO);
// in Romanian they write exactly what those write (dates.test.ts compares every day of 2026–2027).
// domain/time.ts stays as it is: the server's e-mails and messages use it.
//
// Each function takes the language, or speaks the active one (`currentLanguage()`); a component
// that shows the text re-renders on a switch when it calls `useLanguage()` or `useT(area)` and
// passes the language it got. Calendar days (YYYY-MM-DD) are no instants: they are written as the
// same day in UTC; instants are read on Bucharest's clock (§5).
//
// Counts with words ('3 zile', '20 de zile') are not made here: a catalogue's ICU plural,
// "{count, plural, one {# zi} few {# zile} other {# de zile}}", says them in both languages, and
// Romanian's plural categories are exactly domain/plural's count() rule (dates.test.ts checks it).

const formatters = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();

/** One Intl formatter per kind, language and options, made when first asked for. */
function formatter<F extends Intl.DateTimeFormat | Intl.NumberFormat>(
  kind: string,
  language: Language,
  options: object,
  make: (tag: string) => F,
): F {
  const key = `${kind} ${language} ${JSON.stringify(options)}`;
  let f = formatters.get(key) as F | undefined;
  if (!f) {
    f = make(INTL_TAG[language]);
    formatters.set(key, f);
  }
  return f;
}

const format = (language: Language, options: Intl.DateTimeFormatOptions) =>
  formatter('date', language, options, (tag) => new Intl.DateTimeFormat(tag, options));
const numbers = (language: Language, options: Intl.NumberFormatOptions) =>
  formatter('number', language, options, (tag) => new Intl.NumberFormat(tag, options));

/** A calendar day 'YYYY-MM-DD' (or a month 'YYYY-MM') as a Date of that day in UTC. */
function utcDate(day: string): Date {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d || 1, 12));
}

const NUMERIC_DAY: Intl.DateTimeFormatOptions = { timeZone: 'UTC', day: '2-digit', month: '2-digit', year: 'numeric' };

/** A day as both specifications write it: '19.03.2027' in Romanian, '19/03/2027' in English. */
export function formatDay(day: string, language: Language = currentLanguage()): string {
  return format(language, NUMERIC_DAY).format(utcDate(day));
}

/** 'vineri, 19 martie 2027' or 'Friday, 19 March 2027'. */
export function longDayName(day: string, language: Language = currentLanguage()): string {
  return format(language, { timeZone: 'UTC', weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }).format(utcDate(day));
}

/** 'vineri' or 'Friday'. */
export function weekdayName(day: string, language: Language = currentLanguage()): string {
  return format(language, { timeZone: 'UTC', weekday: 'long' }).format(utcDate(day));
}

/** 'martie 2027' or 'March 2027', of a month 'YYYY-MM' or a day 'YYYY-MM-DD'. */
export function monthTitle(monthOrDay: string, language: Language = currentLanguage()): string {
  return format(language, { timeZone: 'UTC', month: 'long', year: 'numeric' }).format(utcDate(monthOrDay.slice(0, 7)));
}

/** A Monday (2027-03-01), the first of the week's seven days. */
const MONDAY = Date.UTC(2027, 2, 1, 12);

/**
 * The calendars' column heads, Monday first: Romanian's own 'L Ma Mi J V S D' (Intl's narrow names
 * would give two Ms; its short ones, 'lun.', are wider than a day's cell), English 'Mon Tue … Sun'.
 */
export function weekdaysShort(language: Language = currentLanguage()): string[] {
  if (language === 'ro') return [...WEEKDAYS_SHORT_RO];
  const f = format(language, { timeZone: 'UTC', weekday: 'short' });
  return Array.from({ length: 7 }, (_, i) => f.format(new Date(MONDAY + i * 86_400_000)));
}

const CLOCK: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' };

/** An instant's time on Bucharest's clock: '08:30' (both languages write the 24-hour clock). */
export function formatTime(instant: Date, language: Language = currentLanguage()): string {
  return format(language, { ...CLOCK, timeZone: TZ }).format(instant);
}

/** A wall-clock time given by its hour and minute (a setting's '14:00', a room's '08:30'). */
export function formatClock(hour: number, minute = 0, language: Language = currentLanguage()): string {
  return format(language, { ...CLOCK, timeZone: 'UTC' }).format(new Date(Date.UTC(2027, 0, 1, hour, minute)));
}

/** An instant's Bucharest day and time: '19.03.2027 08:30' or '19/03/2027 08:30' (the audit's, a message's time). */
export function formatDayTime(instant: Date, language: Language = currentLanguage()): string {
  return `${formatDay(bucharestDay(instant), language)} ${formatTime(instant, language)}`;
}

/** A number as the language writes it: '12.345' or '12,345' (at most `fractionDigits` decimals, none by default). */
export function formatNumber(n: number, language: Language = currentLanguage(), fractionDigits = 0): string {
  return numbers(language, { maximumFractionDigits: fractionDigits }).format(n);
}

/** A share given in percent (0–100): '85 %' in Romanian, '85%' in English. */
export function formatPercent(p: number, language: Language = currentLanguage()): string {
  return numbers(language, { style: 'percent', maximumFractionDigits: 0 }).format(p / 100);
}
