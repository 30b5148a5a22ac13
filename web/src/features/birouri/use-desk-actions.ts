import { useMutation } from '@tanstack/react-query';
import { canCancelDesk, DESK_MSG, DESK_REASON } from '@domain/desks/rules.js';
import { common } from '@/i18n/common.js';
import { translate } from '@/i18n/i18n.js';
import { refusalWords } from '@/i18n/refusal-words.js';
import { bookDesk, cancelDeskReservation, confirmDeskReservation, setDeskParking } from '@/api/desks.js';
import { ApiError, errorMessage } from '@/api/client.js';
import { useNotify } from '@/components/snackbar-provider.js';
import { useUser } from '@/lib/session.js';
import { useServerTime } from '@/lib/server-time.js';
import { DESK_BOOKING_STALE } from '@/api/queries/desks.js';
import { useInvalidate } from '@/api/queries/use-invalidate.js';
import { bookDaysInTurn } from './desk-booking/book-days.js';

/** Everything that changes desk bookings reloads the maps and the week strip, my lists and the status card. */
const useRefresh = () => useInvalidate(...DESK_BOOKING_STALE);

/**
 * Books one desk on several days (issue #14, point 5): one request per day, in turn; answers each
 * day's outcome (a refusal is an outcome, not a failure). Every change reloads the maps and lists.
 */
export function useBookDeskDays() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ days, ...booking }: Omit<Parameters<typeof bookDesk>[0], 'reservationDate'> & { days: string[] }) =>
      bookDaysInTurn(days, (day) => bookDesk({ ...booking, reservationDate: day })),
    onSettled: refresh,
  });
}

/** Whether the viewer may still cancel a desk reservation of that date (the 24-hour rule; administrators always). */
export function useDeskCancellable(): (reservationDate: string) => boolean {
  const user = useUser();
  const time = useServerTime();
  return (reservationDate) => canCancelDesk(new Date(reservationDate), time.now(), user.role === 'admin');
}

/**
 * Cancels a desk reservation; the 24-hour rule is checked here first so the answer is
 * immediate: the same refusal (status, message and reason) the server would give.
 */
export function useCancelDesk() {
  const refresh = useRefresh();
  const notify = useNotify();
  const cancellable = useDeskCancellable();
  return useMutation({
    mutationFn: async (r: { _id: string; reservationDate: string }) => {
      if (!cancellable(r.reservationDate)) {
        throw new ApiError(400, DESK_MSG.cancel24h, DESK_REASON.cancel24h);
      }
      return cancelDeskReservation(r._id);
    },
    onSuccess: async () => {
      notify.success(translate(common, 'common.msg.cancelled'));
      await refresh();
    },
  });
}

/** The sentence to show when a cancellation fails. */
export function cancelErrorText(e: unknown): string {
  return refusalWords(e);
}

/** Confirms presence (the e-mailed link): the reservation becomes 'Ocupat'. */
export function useConfirmDesk() {
  const refresh = useRefresh();
  const notify = useNotify();
  return useMutation({
    mutationFn: (id: string) => confirmDeskReservation(id),
    onSuccess: async () => {
      notify.success(translate(common, 'common.msg.presenceConfirmed'));
      await refresh();
    },
  });
}

export function useDeskParking() {
  const refresh = useRefresh();
  const notify = useNotify();
  return useMutation({
    mutationFn: (v: { id: string; parkingSpot: boolean }) => setDeskParking(v.id, v.parkingSpot),
    onSuccess: refresh,
    onError: (e) => notify.error(errorMessage(e)),
  });
}
