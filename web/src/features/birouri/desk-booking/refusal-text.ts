import { DESK_REASON } from '@domain/desks/rules.js';
import { ApiError, errorMessage } from '@/api/client.js';
import { booking, type BookingKey } from '@/i18n/booking.js';
import { translate } from '@/i18n/i18n.js';

// The web's own words for a refused day of a booking, keyed on the refusal's reason (never on
// the server's sentence): short, since a multi-day booking lists one line per day.
const BY_REASON: Record<string, BookingKey> = {
  [DESK_REASON.taken]: 'booking.refusal.taken',
  [DESK_REASON.selfHasBooking]: 'booking.refusal.selfHasBooking',
  [DESK_REASON.otherHasBooking]: 'booking.refusal.otherHasBooking',
  [DESK_REASON.onlyForEmployees]: 'booking.refusal.onlyForEmployees',
  [DESK_REASON.maxActive]: 'booking.refusal.maxActive',
  [DESK_REASON.outsideWindow]: 'booking.refusal.outsideWindow',
  [DESK_REASON.weekend]: 'booking.refusal.weekend',
  [DESK_REASON.banned]: 'booking.refusal.banned',
  [DESK_REASON.blocked]: 'booking.refusal.blocked',
  [DESK_REASON.allocated]: 'booking.refusal.allocated',
  [DESK_REASON.otherGroup]: 'booking.refusal.otherGroup',
  [DESK_REASON.notYourGroup]: 'booking.refusal.notYourGroup',
  [DESK_REASON.noParkingSpots]: 'booking.refusal.noParkingSpots',
  [DESK_REASON.noParkingRight]: 'booking.refusal.noParkingRight',
  [DESK_REASON.deskNotFound]: 'booking.refusal.deskNotFound',
};

/**
 * Why a day was not booked, in the web's words and the language active now (the component that shows it
 * calls useT(booking)); a refusal it has no words for keeps the server's sentence.
 */
export function refusalText(e: unknown): string {
  const key = e instanceof ApiError && e.reason !== null ? BY_REASON[e.reason] : undefined;
  return key ? translate(booking, key) : errorMessage(e);
}

// A day of the booking panel known to be refused before confirming (#21, point 5): its short mark, keyed on the reason.
const MARK_BY_REASON: Record<string, BookingKey> = {
  [DESK_REASON.taken]: 'booking.mark.taken',
  [DESK_REASON.selfHasBooking]: 'booking.mark.selfHasBooking',
  [DESK_REASON.otherHasBooking]: 'booking.mark.otherHasBooking',
};

/** The short mark of a day that cannot be chosen, from deskBookingDayReason's reason. */
export function dayMarkText(reason: string): string {
  return translate(booking, MARK_BY_REASON[reason] ?? 'booking.mark.other');
}
