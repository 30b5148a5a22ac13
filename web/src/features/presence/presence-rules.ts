import { DESK_REASON } from '../../../../domain/desks/rules.js';
import { STATUS } from '../../../../domain/status.js';
import { errorMessage, hasReason } from '../../api/client.js';

/**
 * Whether `uuid` may confirm presence at a desk reservation (flex-office §4): only its holder,
 * only while it is booked and not yet confirmed. The server checks the same and has no time
 * window: the reminder e-mail's link works from the moment it is sent.
 */
export function canConfirmPresence(r: { uuid: string; status: string }, uuid: string): boolean {
  return r.uuid === uuid && r.status === STATUS.booked;
}

/** What the web says when a confirmation is refused, keyed on the refusal's reason (not its text). */
const CONFIRM_REFUSAL: readonly (readonly [string, string])[] = [
  [DESK_REASON.alreadyConfirmed, 'Prezența a fost deja confirmată.'],
  [DESK_REASON.notOwner, 'Doar titularul rezervării își poate confirma prezența.'],
  [DESK_REASON.reservationNotFound, 'Rezervarea nu mai există: a fost anulată.'],
];

export function confirmErrorText(e: unknown): string {
  return CONFIRM_REFUSAL.find(([reason]) => hasReason(e, reason))?.[1] ?? errorMessage(e);
}
