import { reasonsOf } from '../reasons.js';
import { AUTO_RELEASE_OFF } from '../settings.js';
import { STATUS, type Status } from '../status.js';
import { formatDay } from '../time.js';

// Check-in at the desk, walk-up booking and auto-release (decisions §13): the texts and the
// decision of a check-in, shared by the server, the check-in page and the booking panel.

/** HH of an hour, two digits. */
const hh = (hour: number) => String(hour).padStart(2, '0');

export const CHECKIN_MSG = {
  otherDesk: (deskId: string) => `Aveți deja rezervat biroul ${deskId} pentru azi.`,
  taken: (name: string) => `Biroul este rezervat azi de ${name}.`,
  walkUpOff: 'Biroul nu este rezervat de dumneavoastră pentru azi.',
  weekend: 'Prezența la birou se confirmă doar în zilele lucrătoare.',
  /** The reminder e-mail and the booking panel, when auto-release is on. */
  autoReleaseNotice: (hour: number) => `Confirmați prezența până la ora ${hh(hour)}:00, altfel rezervarea se anulează automat.`,
  /** The e-mail to the holder of a released reservation; `day` is YYYY-MM-DD. */
  released: (deskId: string, day: string, hour: number) =>
    `Rezervarea biroului ${deskId} din ${formatDay(day)} a fost anulată automat: prezența nu a fost confirmată până la ora ${hh(hour)}:00.`,
} as const;
export const CHECKIN_REASON = reasonsOf('checkin', CHECKIN_MSG);

/** What a check-in did: `confirmed` a booked desk, found it `already` confirmed, or `booked` a free one (walk-up). */
export const CHECKIN_ACTION = { confirmed: 'confirmed', already: 'already', booked: 'booked' } as const;
export type CheckinAction = (typeof CHECKIN_ACTION)[keyof typeof CHECKIN_ACTION];

/** A live reservation of today as the check-in sees it. */
export interface TodayHolding {
  deskId: string;
  uuid: string;
  status: Status;
}

export type CheckinDecision =
  | { action: CheckinAction }
  | { refusal: typeof CHECKIN_REASON.otherDesk; deskId: string }
  | { refusal: typeof CHECKIN_REASON.taken; holder: string }
  | { refusal: typeof CHECKIN_REASON.walkUpOff };

/**
 * What a check-in at `deskId` does, from today's live reservations of the caller (`mine`) and of
 * the desk (`desk`), in §13's order: the caller's own desk, another desk of theirs, someone else's
 * desk, a free desk (booked under the booking rules when walk-up is on).
 */
export function checkinDecision(f: {
  me: string;
  deskId: string;
  mine: TodayHolding | null;
  desk: TodayHolding | null;
  walkUp: boolean;
}): CheckinDecision {
  if (f.mine && f.mine.deskId === f.deskId)
    return { action: f.mine.status === STATUS.busy ? CHECKIN_ACTION.already : CHECKIN_ACTION.confirmed };
  if (f.mine) return { refusal: CHECKIN_REASON.otherDesk, deskId: f.mine.deskId };
  if (f.desk) return { refusal: CHECKIN_REASON.taken, holder: f.desk.uuid };
  return f.walkUp ? { action: CHECKIN_ACTION.booked } : { refusal: CHECKIN_REASON.walkUpOff };
}

/** Whether the auto-release is on (autoReleaseHour ≥ 0): its hour, or null. */
export function autoReleaseHourOf(s: { autoReleaseHour: number }): number | null {
  return s.autoReleaseHour === AUTO_RELEASE_OFF || s.autoReleaseHour < 0 ? null : s.autoReleaseHour;
}
