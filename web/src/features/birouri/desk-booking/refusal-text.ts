import { DESK_REASON } from '@domain/desks/rules.js';
import { ApiError, errorMessage } from '@/api/client.js';

// The web's own words for a refused day of a booking, keyed on the refusal's reason (never on
// the server's sentence): short, since a multi-day booking lists one line per day.
const BY_REASON: Record<string, string> = {
  [DESK_REASON.taken]: 'biroul este deja rezervat în această zi',
  [DESK_REASON.selfHasBooking]: 'aveți deja un birou rezervat în această zi',
  [DESK_REASON.otherHasBooking]: 'persoana aleasă are deja un birou în această zi',
  [DESK_REASON.onlyForEmployees]: 'aveți deja un birou în această zi: puteți rezerva doar pentru angajați',
  [DESK_REASON.maxActive]: 's-a atins numărul maxim de birouri rezervate în avans',
  [DESK_REASON.outsideWindow]: 'ziua nu se află în perioada în care se poate rezerva',
  [DESK_REASON.weekend]: 'birourile se rezervă doar în zilele lucrătoare',
  [DESK_REASON.banned]: 'rezervările sunt suspendate temporar',
  [DESK_REASON.blocked]: 'biroul este blocat',
  [DESK_REASON.allocated]: 'biroul este alocat altei persoane',
  [DESK_REASON.otherGroup]: 'biroul aparține altui departament sau proiect',
  [DESK_REASON.notYourGroup]: 'persoana aleasă nu face parte din grupurile pe care le gestionați',
  [DESK_REASON.noParkingSpots]: 'nu mai sunt locuri de parcare disponibile în această zi',
  [DESK_REASON.noParkingRight]: 'persoana aleasă nu are drept de loc de parcare',
  [DESK_REASON.deskNotFound]: 'biroul nu mai există',
};

/** Why a day was not booked, in the web's words; a refusal it has no words for keeps the server's sentence. */
export function refusalText(e: unknown): string {
  return (e instanceof ApiError && e.reason !== null ? BY_REASON[e.reason] : undefined) ?? errorMessage(e);
}

// A day of the booking panel known to be refused before confirming (#21, point 5): its short mark, keyed on the reason.
const MARK_BY_REASON: Record<string, string> = {
  [DESK_REASON.taken]: 'Birou ocupat',
  [DESK_REASON.selfHasBooking]: 'Aveți deja un birou în această zi',
  [DESK_REASON.otherHasBooking]: 'Are deja un birou în această zi',
};

/** The short mark of a day that cannot be chosen, from deskBookingDayReason's reason. */
export function dayMarkText(reason: string): string {
  return MARK_BY_REASON[reason] ?? 'Nu se poate rezerva în această zi';
}
