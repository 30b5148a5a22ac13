import { CHECKIN_REASON } from '@domain/desks/checkin.js';
import { DESK_REASON } from '@domain/desks/rules.js';
import { formatDay } from '@/i18n/dates.js';
import type { CheckinAnswer } from '@/api/checkin.js';
import { ApiError, errorMessage, isNetworkFailure } from '@/api/client.js';
import { presence, type PresenceKey } from '@/i18n/presence.js';
import { translate, type Values } from '@/i18n/i18n.js';

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

// In the language active now: the check-in page calls useT(presence).
const say = (key: PresenceKey, values?: Values) => translate(presence, key, values);

/** The outcome of a check-in the server accepted. */
export function checkinDone({ action, reservation: r }: CheckinAnswer): CheckinOutcome {
  const where = { deskId: r.deskId, floor: r.floor, today: formatDay(r.day) };
  switch (action) {
    case 'confirmed':
      return { tone: 'success', title: say('presence.checkin.confirmedTitle'), text: say('presence.checkin.confirmedText', where) };
    case 'already':
      return { tone: 'info', title: say('presence.checkin.alreadyTitle'), text: say('presence.checkin.alreadyText', where) };
    case 'booked':
      return { tone: 'success', title: say('presence.checkin.bookedTitle'), text: say('presence.checkin.bookedText', where) };
  }
}

/** The outcome of a check-in that failed, by the refusal's reason. */
export function checkinRefused(e: unknown, deskId: string): CheckinOutcome {
  if (isNetworkFailure(e)) return { tone: 'error', title: say('presence.checkin.failedTitle'), text: e.message, retry: true };
  const reason = e instanceof ApiError ? e.reason : null;
  const server = errorMessage(e);
  switch (reason) {
    case CHECKIN_REASON.otherDesk:
      return { tone: 'warning', title: say('presence.checkin.otherDeskTitle'), text: say('presence.checkin.otherDeskText', { server }) };
    case CHECKIN_REASON.taken:
      return { tone: 'warning', title: say('presence.checkin.takenTitle'), text: say('presence.checkin.takenText', { server }) };
    case CHECKIN_REASON.walkUpOff:
      return { tone: 'warning', title: say('presence.checkin.walkUpOffTitle'), text: say('presence.checkin.walkUpOffText', { deskId }) };
    case CHECKIN_REASON.weekend:
    case DESK_REASON.weekend:
      return { tone: 'info', title: say('presence.checkin.weekendTitle'), text: say('presence.checkin.weekendText') };
    case DESK_REASON.deskNotFound:
    case 'notFound':
      return { tone: 'error', title: say('presence.checkin.unknownTitle'), text: say('presence.checkin.unknownText', { deskId }) };
  }
  // A booking rule refused the walk-up booking (a ban, another group's desk, the limit of active bookings…):
  // its sentence says which.
  if (reason?.startsWith('desk.')) return { tone: 'warning', title: say('presence.checkin.ruleTitle'), text: server };
  return { tone: 'error', title: say('presence.checkin.failedTitle'), text: server };
}
