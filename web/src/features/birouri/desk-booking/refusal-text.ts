import { DESK_REASON } from '@domain/desks/rules.js';
import { ApiError, errorMessage } from '@/api/client.js';
import { forms, type FormsKey } from '@/i18n/forms.js';
import { translate } from '@/i18n/i18n.js';

// The web's own words for a refused day of a booking, keyed on the refusal's reason (never on
// the server's sentence): short, since a multi-day booking lists one line per day.
const BY_REASON: Record<string, FormsKey> = {
  [DESK_REASON.taken]: 'forms.refusal.taken',
  [DESK_REASON.selfHasBooking]: 'forms.refusal.selfHasBooking',
  [DESK_REASON.otherHasBooking]: 'forms.refusal.otherHasBooking',
  [DESK_REASON.onlyForEmployees]: 'forms.refusal.onlyForEmployees',
  [DESK_REASON.maxActive]: 'forms.refusal.maxActive',
  [DESK_REASON.outsideWindow]: 'forms.refusal.outsideWindow',
  [DESK_REASON.weekend]: 'forms.refusal.weekend',
  [DESK_REASON.banned]: 'forms.refusal.banned',
  [DESK_REASON.blocked]: 'forms.refusal.blocked',
  [DESK_REASON.allocated]: 'forms.refusal.allocated',
  [DESK_REASON.otherGroup]: 'forms.refusal.otherGroup',
  [DESK_REASON.notYourGroup]: 'forms.refusal.notYourGroup',
  [DESK_REASON.noParkingSpots]: 'forms.refusal.noParkingSpots',
  [DESK_REASON.noParkingRight]: 'forms.refusal.noParkingRight',
  [DESK_REASON.deskNotFound]: 'forms.refusal.deskNotFound',
};

/**
 * Why a day was not booked, in the web's words and the language active now (the component that shows it
 * calls useT(forms)); a refusal it has no words for keeps the server's sentence.
 */
export function refusalText(e: unknown): string {
  return (e instanceof ApiError && e.reason !== null ? reasonText(e.reason) : null) ?? errorMessage(e);
}

/** The same words for a refusal known only by its reason (the work pattern's days not booked, decisions §20); null when there are none. */
export function reasonText(reason: string): string | null {
  const key = BY_REASON[reason] as FormsKey | undefined;
  return key ? translate(forms, key) : null;
}

// A day of the booking panel known to be refused before confirming (#21, point 5): its short mark, keyed on the reason.
const MARK_BY_REASON: Record<string, FormsKey> = {
  [DESK_REASON.taken]: 'forms.mark.taken',
  [DESK_REASON.selfHasBooking]: 'forms.mark.selfHasBooking',
  [DESK_REASON.otherHasBooking]: 'forms.mark.otherHasBooking',
};

/** The short mark of a day that cannot be chosen, from deskBookingDayReason's reason. */
export function dayMarkText(reason: string): string {
  return translate(forms, MARK_BY_REASON[reason] ?? 'forms.mark.other');
}
