import { addDays, addMonths, bucharestDay, bucharestInstant, formatDay, isWeekday } from '../time.js';
import { actsFor, type Actor } from '../policy.js';
import { reasonsOf } from '../reasons.js';

// Desk booking rules of flex-office §5 and decisions §6, as pure functions: the web app
// greys out what the server would refuse, from the same code (deskBookingRefusal).

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
  // The floor-plan editor (decisions §18).
  idTaken: (deskId: string) => `Biroul ${deskId} există deja. Alegeți alt număr.`,
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
  const monthAhead = addMonths(today, 1);
  const byDays = addDays(today, maxDaysDesk);
  return { first: nextWorkingDay(today), last: monthAhead < byDays ? monthAhead : byDays };
}

/**
 * The message of the first date rule a desk booking for `day` breaks, or null. A walk-up (a free
 * desk checked into, decisions §13) keeps every rule but the window's first day: today is open too.
 */
export function checkDeskDay(day: string, now: Date, maxDaysDesk: number, walkUp = false): string | null {
  if (!isWeekday(day)) return DESK_MSG.weekend;
  const today = bucharestDay(now);
  const { first, last } = deskWindow(today, maxDaysDesk);
  if ((day < first && !(walkUp && day === today)) || day > last) return DESK_MSG.outsideWindow(last);
  return null;
}

/** checkDeskDay's refusal with its reason, as the server answers it (a booking, the status card of a day). */
export function deskDayRefusal(
  day: string,
  now: Date,
  maxDaysDesk: number,
  walkUp = false,
): { message: string; reason: typeof DESK_REASON.outsideWindow | typeof DESK_REASON.weekend } | null {
  const message = checkDeskDay(day, now, maxDaysDesk, walkUp);
  return message === null ? null : { message, reason: isWeekday(day) ? DESK_REASON.outsideWindow : DESK_REASON.weekend };
}

/** The refusals of a desk booking, in the order deskBookingRefusal checks them (the server's order). */
export type DeskBookingRefusal = (typeof DESK_REASON)[
  | 'weekend'
  | 'outsideWindow'
  | 'reservationNotFound'
  | 'notYourGroup'
  | 'banned'
  | 'selfHasBooking'
  | 'otherHasBooking'
  | 'onlyForEmployees'
  | 'maxActive'
  | 'deskNotFound'
  | 'otherGroup'
  | 'allocated'
  | 'blocked'
  | 'taken'];

/** A desk as the booking rules see it: its groups and whom it is held for (type Reserved: allocated; Manager: blocked). */
export interface DeskHeld {
  groupsIdList: readonly string[];
  type: 'Reserved' | 'Manager' | null;
  manager: string | null;
}

/**
 * The plain facts of one desk booking. A fact left out is not known to the caller and its check is
 * skipped: the server knows every fact and has the last word, the web asks with what it knows.
 */
export type DeskBookingFacts = {
  /** The day booked, with the clock and maxDaysDesk: the window of flex-office §5; `walkUp` opens today too (decisions §13). */
  when?: { day: string; now: Date; maxDaysDesk: number; walkUp?: boolean };
  /** The groups of the person booked for (the server: theirs; the map: the group shown): the desk must be of one. */
  groups?: readonly string[];
  /** The person is banned from desks (decisions §6). */
  banned?: boolean;
  /** The person booked for already holds a live desk that day. */
  personHoldsDesk?: boolean;
  /** The one who books already holds a live desk that day. */
  actorHoldsDesk?: boolean;
  /** The person's live desk reservations from today on, and maxActiveDesk. */
  active?: { count: number; max: number };
  /** The desk; null when it does not exist. */
  desk?: DeskHeld | null;
  /** The desk already has a live reservation that day (on the server, the database's unique index says it). */
  deskTaken?: boolean;
} & (
  | {
      /** Who books: the person, a manager of their group or an administrator (flex-office §6). */
      actor: Pick<Actor, 'uuid' | 'role' | 'managerOf'>;
      /** For whom; null when no valid account. `role` is the person's (only employees, role user, when the actor holds a desk). */
      person: { uuid: string; role?: Actor['role'] } | null;
    }
  // For nobody in particular: the random draw (decisions §6), to which a desk held for anyone is closed.
  | { actor?: undefined; person?: undefined }
);

/**
 * The first rule of flex-office §5 and decisions §6 a desk booking breaks, as its reason code, or
 * null: the one desk-booking rule. The server asks it with the rows it locked and answers the
 * reason's message; the map, the booking panel, the people picker and the phone's lists ask it
 * with what they know. The order is the server's, so that the same refusal wins when several apply:
 * the day, the person and the right to book for them, the person's own limits, then the desk.
 */
export function deskBookingRefusal(f: DeskBookingFacts): DeskBookingRefusal | null {
  if (f.when) {
    const day = deskDayRefusal(f.when.day, f.when.now, f.when.maxDaysDesk, f.when.walkUp);
    if (day) return day.reason;
  }
  const { actor, person } = f;
  if (person === null) return DESK_REASON.reservationNotFound;
  const forSelf = !!actor && person.uuid === actor.uuid;
  if (actor && !forSelf && f.groups && !actsFor(actor, { uuid: person.uuid, mainGroup: null, groupList: [...f.groups] }))
    return DESK_REASON.notYourGroup;
  if (f.banned) return DESK_REASON.banned;
  // One desk a person a day (decisions §6).
  if (f.personHoldsDesk) return forSelf ? DESK_REASON.selfHasBooking : DESK_REASON.otherHasBooking;
  // Whoever holds a desk that day books for others only if they are employees (flex-office §5).
  if (person && !forSelf && f.actorHoldsDesk && person.role !== undefined && person.role !== 'user') return DESK_REASON.onlyForEmployees;
  if (f.active && f.active.count >= f.active.max) return DESK_REASON.maxActive;
  if (f.desk === null) return DESK_REASON.deskNotFound;
  if (f.desk) {
    const { groupsIdList, type, manager } = f.desk;
    if (f.groups && !groupsIdList.some((g) => f.groups!.includes(g))) return DESK_REASON.otherGroup;
    // A desk held for a named person is closed to everyone else (flex-office §3).
    if (manager && manager !== person?.uuid) return type === 'Reserved' ? DESK_REASON.allocated : DESK_REASON.blocked;
  }
  if (f.deskTaken) return DESK_REASON.taken;
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
