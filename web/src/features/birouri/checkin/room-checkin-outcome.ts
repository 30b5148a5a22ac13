import { DESK_REASON } from '@domain/desks/rules.js';
import { ROOM_CHECKIN_EARLY_MS, ROOM_REASON } from '@domain/rooms/rules.js';
import type { RoomReservation } from '@/api/rooms.js';
import { ApiError, isNetworkFailure } from '@/api/client.js';
import { translate, type Values } from '@/i18n/i18n.js';
import { presence, type PresenceKey } from '@/i18n/presence.js';
import { refusalWords } from '@/i18n/refusal-words.js';
import { formatSpan } from '../rooms/room-form.js';
import type { CheckinOutcome } from './checkin-outcome.js';

// What the page of the booking e-mail's link says (decisions §24): one outcome, worded by the web from
// the refusal's reason code, never from the server's sentence (shown only for a reason this page does
// not know, in the person's language by refusal-words.ts).

const say = (key: PresenceKey, values?: Values) => translate(presence, key, values);

/** The meeting confirmed: its room and its time. */
export function roomCheckinDone(r: RoomReservation): CheckinOutcome {
  const room = r.roomName || say('presence.roomCheckin.roomFallback');
  return {
    tone: 'success',
    title: say('presence.roomCheckin.confirmedTitle'),
    text: say('presence.roomCheckin.confirmedText', { room, span: formatSpan(r.dateBegin, r.dateEnd) }),
  };
}

/** The check-in refused or failed, by the refusal's reason. */
export function roomCheckinRefused(e: unknown): CheckinOutcome {
  if (isNetworkFailure(e)) return { tone: 'error', title: say('presence.roomCheckin.failedTitle'), text: e.message, retry: true };
  switch (e instanceof ApiError ? e.reason : null) {
    case ROOM_REASON.checkinNotNow:
      return {
        tone: 'info',
        title: say('presence.roomCheckin.notNowTitle'),
        text: say('presence.roomCheckin.notNowText', { minutes: ROOM_CHECKIN_EARLY_MS / 60_000 }),
      };
    case ROOM_REASON.checkinCancelled:
      return { tone: 'warning', title: say('presence.roomCheckin.cancelledTitle'), text: say('presence.roomCheckin.cancelledText') };
    case DESK_REASON.notOwner:
      return { tone: 'warning', title: say('presence.roomCheckin.notOwnerTitle'), text: say('presence.roomCheckin.notOwnerText') };
    // The server answers an unknown reservation with the room's reason; a mangled link is 'invalid'.
    case ROOM_REASON.roomNotFound:
    case DESK_REASON.reservationNotFound:
    case 'notFound':
    case 'invalid':
      return { tone: 'error', title: say('presence.roomCheckin.unknownTitle'), text: say('presence.roomCheckin.unknownText') };
  }
  return { tone: 'error', title: say('presence.roomCheckin.failedTitle'), text: refusalWords(e) };
}
