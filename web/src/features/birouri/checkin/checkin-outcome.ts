import { CHECKIN_REASON } from '@domain/desks/checkin.js';
import { DESK_REASON } from '@domain/desks/rules.js';
import { formatDay } from '@domain/time.js';
import type { CheckinAnswer } from '@/api/checkin.js';
import { ApiError, errorMessage, isNetworkFailure } from '@/api/client.js';

// What the check-in page says (decisions §13): one outcome, worded by the web from the action or
// the refusal's reason code (never from the server's sentence, which is shown only where it names
// what the web cannot know: the other desk, the holder, a booking rule's limit).

export interface CheckinOutcome {
  /** success: present at the desk; info: nothing changed; warning/error: not checked in. */
  tone: 'success' | 'info' | 'warning' | 'error';
  title: string;
  text: string;
  /** The request had no answer: the page offers to try again. */
  retry?: boolean;
}

const where = (r: CheckinAnswer['reservation']) => `biroul ${r.deskId}, etajul ${r.floor}`;

/** The outcome of a check-in the server accepted. */
export function checkinDone({ action, reservation: r }: CheckinAnswer): CheckinOutcome {
  const today = formatDay(r.day);
  switch (action) {
    case 'confirmed':
      return { tone: 'success', title: 'Prezența a fost confirmată', text: `Vă așteaptă ${where(r)}, azi, ${today}. O zi bună!` };
    case 'already':
      return {
        tone: 'info',
        title: 'Prezența era deja confirmată',
        text: `Prezența dumneavoastră la ${where(r)} este confirmată pentru azi, ${today}.`,
      };
    case 'booked':
      return {
        tone: 'success',
        title: 'Biroul a fost rezervat pentru dumneavoastră',
        text: `${capitalised(where(r))} era liber: este rezervat pe numele dumneavoastră pentru azi, ${today}, cu prezența confirmată.`,
      };
  }
}

/** The outcome of a check-in that failed, by the refusal's reason. */
export function checkinRefused(e: unknown, deskId: string): CheckinOutcome {
  if (isNetworkFailure(e)) return { tone: 'error', title: 'Prezența nu a putut fi confirmată', text: e.message, retry: true };
  const reason = e instanceof ApiError ? e.reason : null;
  const server = errorMessage(e);
  switch (reason) {
    case CHECKIN_REASON.otherDesk:
      return {
        tone: 'warning',
        title: 'Aveți alt birou rezervat azi',
        text: `${server} Scanați eticheta acelui birou pentru a vă confirma prezența.`,
      };
    case CHECKIN_REASON.taken:
      return { tone: 'warning', title: 'Biroul este ocupat azi', text: `${server} Alegeți un alt birou liber.` };
    case CHECKIN_REASON.walkUpOff:
      return {
        tone: 'warning',
        title: 'Biroul nu este rezervat de dumneavoastră',
        text: `Biroul ${deskId} nu este rezervat pe numele dumneavoastră pentru azi, iar rezervarea la fața locului nu este permisă. Rezervați un birou din aplicație.`,
      };
    case CHECKIN_REASON.weekend:
    case DESK_REASON.weekend:
      return { tone: 'info', title: 'Azi nu este o zi lucrătoare', text: 'Prezența la birou se confirmă doar în zilele lucrătoare.' };
    case DESK_REASON.deskNotFound:
    case 'notFound':
      return {
        tone: 'error',
        title: 'Birou necunoscut',
        text: `Biroul ${deskId} nu există. Verificați eticheta sau anunțați administratorul clădirii.`,
      };
  }
  // A booking rule refused the walk-up booking (a ban, another group's desk, the limit of active bookings…):
  // its sentence says which.
  if (reason?.startsWith('desk.')) return { tone: 'warning', title: 'Biroul nu poate fi rezervat pentru dumneavoastră', text: server };
  return { tone: 'error', title: 'Prezența nu a putut fi confirmată', text: server };
}

const capitalised = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
