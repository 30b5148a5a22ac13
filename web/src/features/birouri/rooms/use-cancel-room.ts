import { useMutation } from '@tanstack/react-query';
import { common } from '@/i18n/common.js';
import { translate } from '@/i18n/i18n.js';
import { ROOM_BOOKING_STALE } from '@/api/queries/rooms.js';
import { cancelRoomReservation, type RoomReservation } from '@/api/rooms.js';
import { useNotify } from '@/components/snackbar-provider.js';
import { useInvalidate } from '@/api/queries/use-invalidate.js';

/** Cancels a room reservation (no 24-hour rule for rooms) and reloads every room list, whatever the answer; the caller's own callbacks need not wait for that. */
export function useCancelRoom() {
  const notify = useNotify();
  const refresh = useInvalidate(...ROOM_BOOKING_STALE);
  return useMutation({
    mutationFn: (r: Pick<RoomReservation, '_id'>) => cancelRoomReservation(r._id),
    onSuccess: () => notify.success(translate(common, 'common.msg.cancelled')),
    onError: () => notify.error(translate(common, 'common.msg.cancelFailed')),
    onSettled: () => {
      void refresh();
    },
  });
}
