import { addDays, bucharestDay, bucharestInstant, formatDay, isWeekday } from '../time.js';
import { Temporal } from '@js-temporal/polyfill';
import { reasonsOf } from '../reasons.js';

// Desk booking rules of flex-office §5 and decisions §6, as pure functions: the web app
// greys out what the server would refuse, from the same code.

export const DESK_HOUR = 11; // a desk reservation's instant is 11:00 Bucharest on its day
export const CANCEL_NOTICE_MS = 24 * 3_600_000;

export const DESK_MSG = {
  weekend: 'Birourile se pot rezerva doar în zilele lucrătoare.',
  outsideWindow: (last: string) => `Data rezervării trebuie să fie între următoarea zi lucrătoare și ${formatDay(last)}.`,
  selfHasBooking: (day: string) => `Ai deja o rezervare efectuată pentru data ${formatDay(day)}`,
  otherHasBooking: (day: string) => `Persoana selectată are deja o rezervare pentru data ${formatDay(day)}`,
  maxActive: (max: number) => `Nu puteți rezerva mai mult de ${max} birouri în avans`,
  otherGroup: 'Acest birou face parte din alt departament/proiect',
  taken: 'Biroul este deja rezervat pentru această zi.',
  blocked: (name: string) => `Acest birou este blocat pentru ${name}.`,
  allocated: (name: string) => `Acest birou este alocat pentru ${name}.`,
  noParkingSpots: 'Nu mai sunt locuri de parcare disponibile!',
  noParkingRight: 'Persoana selectată nu are drept de loc de parcare.',
  onlyForEmployees: 'Aveți deja un birou rezervat în această zi; puteți rezerva doar pentru angajați.',
  notYourGroup: 'Puteți rezerva doar pentru persoanele din grupurile pe care le gestionați.',
  cancel24h: 'Rezervările nu pot fi anulate cu mai puțin de 24 de ore înainte de începerea rezervării.',
  banned: (until: string) => `Nu poți face rezervări până la data de ${formatDay(until)}`,
  noRandomDesk: 'Nu mai sunt birouri disponibile în ziua selectată!',
  randomNotOffered: 'Rezervarea unui birou aleatoriu nu este disponibilă pentru acest departament/proiect.',
  booked: 'Biroul a fost rezervat cu succes',
  bookFailed: 'Biroul nu a putut fi rezervat',
  cancelled: 'Rezervarea a fost anulată',
  cancelFailed: 'Rezervarea nu a putut fi anulată',
  reservationNotFound: 'Rezervarea nu a fost găsită.',
  deskNotFound: 'Biroul nu a fost găsit.',
  notOwner: 'Această rezervare nu vă aparține.',
  alreadyConfirmed: 'Prezența a fost deja confirmată.',
  presenceConfirmed: 'Prezența a fost confirmată',
  // The administrators' desk settings (flex-office §8).
  saved: 'Biroul a fost actualizat cu succes!',
  saveFailed: 'A apărut o eroare la actualizarea biroului!',
  holderIncomplete: 'Alegeți atât tipul, cât și persoana pentru care biroul este blocat sau alocat.',
} as const;
export const DESK_REASON = reasonsOf('desk', DESK_MSG);

/** The next working day strictly after `day`. */
export function nextWorkingDay(day: string): string {
  let d = addDays(day, 1);
  while (!isWeekday(d)) d = addDays(d, 1);
  return d;
}

/** First and last bookable days seen from `today`: next working day to one month ahead, within maxDaysDesk. */
export function deskWindow(today: string, maxDaysDesk: number): { first: string; last: string } {
  const monthAhead = Temporal.PlainDate.from(today).add({ months: 1 }).toString();
  const byDays = addDays(today, maxDaysDesk);
  return { first: nextWorkingDay(today), last: monthAhead < byDays ? monthAhead : byDays };
}

/** The message of the first date rule a desk booking for `day` breaks, or null. */
export function checkDeskDay(day: string, now: Date, maxDaysDesk: number): string | null {
  if (!isWeekday(day)) return DESK_MSG.weekend;
  const { first, last } = deskWindow(bucharestDay(now), maxDaysDesk);
  if (day < first || day > last) return DESK_MSG.outsideWindow(last);
  return null;
}

/** checkDeskDay's refusal with its reason, as the server answers it (a booking, the status card of a day). */
export function deskDayRefusal(day: string, now: Date, maxDaysDesk: number): { message: string; reason: typeof DESK_REASON.outsideWindow | typeof DESK_REASON.weekend } | null {
  const message = checkDeskDay(day, now, maxDaysDesk);
  return message === null ? null : { message, reason: isWeekday(day) ? DESK_REASON.outsideWindow : DESK_REASON.weekend };
}

/** What a multi-day booking of one desk knows before confirming: the person's days with a desk, the desk's days taken. */
export interface DeskDaysKnown {
  now: Date;
  maxDaysDesk: number;
  /** The person booked for is the one booking. */
  forSelf: boolean;
  /** Days on which the person booked for already holds a desk (any desk). */
  personDays: ReadonlySet<string>;
  /** Days on which this desk is already reserved, by anyone. */
  deskTakenDays: ReadonlySet<string>;
}

/**
 * The reason a day of a booking of one desk would be refused, said before confirming (#21, point
 * 5), in the server's order: the day itself (deskDayRefusal), the person's one desk a day, then the
 * desk's one reservation a day. Null when nothing known refuses it (the server has the last word).
 */
export function deskBookingDayReason(day: string, known: DeskDaysKnown): string | null {
  const refusal = deskDayRefusal(day, known.now, known.maxDaysDesk);
  if (refusal) return refusal.reason;
  if (known.personDays.has(day)) return known.forSelf ? DESK_REASON.selfHasBooking : DESK_REASON.otherHasBooking;
  if (known.deskTakenDays.has(day)) return DESK_REASON.taken;
  return null;
}

/** Whether a desk booked now for `day` could still be cancelled (the 24-hour rule, said before confirming). */
export function deskCancellableAfterBooking(day: string, now: Date, isAdmin: boolean): boolean {
  return canCancelDesk(bucharestInstant(day, DESK_HOUR), now, isAdmin);
}

/** Desks may be cancelled only more than 24 hours before 11:00 on their day; administrators are exempt. */
export function canCancelDesk(reservationDate: Date, now: Date, isAdmin: boolean): boolean {
  return isAdmin || reservationDate.getTime() - now.getTime() > CANCEL_NOTICE_MS;
}

/** The random-desk button is offered for a selected group other than the head office and the Bucharest region. */
export function randomDeskOffered(groupName: string | undefined, userHasGroups: boolean): boolean {
  return userHasGroups && !!groupName && groupName !== 'Centrala' && groupName !== 'Regiunea Bucuresti';
}
