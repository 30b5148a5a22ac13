import { canCancelDesk, DESK_REASON } from '@domain/desks/rules.js';
import { STATUS } from '@domain/status.js';
import { errorMessage, hasReason } from '@/api/client.js';
import type { ReasonCode } from '@domain/reasons.js';
import { translate } from '@/i18n/i18n.js';
import { common, type CommonKey } from '@/i18n/common.js';

/**
 * Whether `uuid` may confirm presence at a desk reservation (flex-office §4): only its holder,
 * only while it is booked and not yet confirmed. The server checks the same and has no time
 * window: the reminder e-mail's link works from the moment it is sent.
 */
export function canConfirmPresence(r: { uuid: string; status: string }, uuid: string): boolean {
  return r.uuid === uuid && r.status === STATUS.booked;
}

/** What the web says when a confirmation is refused, keyed on the refusal's reason (not its text). */
const CONFIRM_REFUSAL: readonly (readonly [ReasonCode, CommonKey])[] = [
  [DESK_REASON.alreadyConfirmed, 'common.confirm.alreadyConfirmed'],
  [DESK_REASON.notOwner, 'common.confirm.notOwner'],
  [DESK_REASON.reservationNotFound, 'common.confirm.notFound'],
];

/** In the language active now: the page that shows it re-renders on a switch (useT). */
export function confirmErrorText(e: unknown): string {
  const key = CONFIRM_REFUSAL.find(([reason]) => hasReason(e, reason))?.[1];
  return key ? translate(common, key) : errorMessage(e);
}

/**
 * What the e-mailed cancel page offers (issue #21, point 4), from the same 24-hour rule as the
 * server (domain/desks/rules.ts, administrators exempt) and the server's clock:
 * - `cancelled`: already cancelled, nothing to do;
 * - `tooLate`: under 24 hours before the desk's 11:00, no cancel button; the holder of a
 *   reservation still booked may confirm presence instead;
 * - `ask`: the cancel button. `confirmed` says presence was already confirmed (the server still
 *   lets such a reservation be cancelled while the rule allows it).
 */
export type CancelPageView =
  { kind: 'cancelled' } | { kind: 'tooLate'; confirmed: boolean; mayConfirm: boolean } | { kind: 'ask'; confirmed: boolean };

export function cancelPageView(
  r: { uuid: string; status: string; reservationDate: string },
  me: { uuid: string; role: string },
  now: Date,
): CancelPageView {
  if (r.status === STATUS.cancelled) return { kind: 'cancelled' };
  const confirmed = r.status === STATUS.busy;
  if (!canCancelDesk(new Date(r.reservationDate), now, me.role === 'admin')) {
    return { kind: 'tooLate', confirmed, mayConfirm: canConfirmPresence(r, me.uuid) };
  }
  return { kind: 'ask', confirmed };
}
