import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { getUpcomingDesksQueryOptions } from '@/api/queries/desks.js';
import { errorMessage } from '@/api/client.js';
import { getUpcomingRoomsQueryOptions } from '@/api/queries/rooms.js';
import { ConfirmDialog } from '@/components/confirm-dialog.js';
import { useNotify } from '@/components/snackbar-provider.js';
import { useServerTime } from '@/lib/server-time.js';
import { useUser } from '@/lib/session.js';
import { confirmErrorText } from '../presence/presence-rules.js';
import { CancelDeskDialog } from '../cancel-desk-dialog.js';
import { useRoomCheckinCandidate } from '../rooms/room-checkin.js';
import { useCancelRoom } from '../rooms/use-cancel-room.js';
import { useConfirmDesk } from '../use-desk-actions.js';
import { PhoneReservationCard } from './phone-reservation-card.js';
import { phoneItems, type PhoneItem } from './phone-items.js';
import { ofTheRoom } from '@domain/rooms/names.js';
import { desks as deskWords } from '@/i18n/desks.js';
import { useLanguage, useT } from '@/i18n/use-t.js';

/**
 * Under the phone notice: the person's upcoming desks and rooms, to cancel or to confirm
 * presence without a computer (issue #14, point 11). Same queries and keys as the booking
 * screen, so a change made here reloads what the computer view shows too.
 */
export function PhoneReservations() {
  const t = useT(deskWords);
  const language = useLanguage();
  const user = useUser();
  const time = useServerTime();
  const notify = useNotify();
  const desks = useQuery(getUpcomingDesksQueryOptions(user.uuid));
  const rooms = useQuery(getUpcomingRoomsQueryOptions(user.uuid));
  const confirm = useConfirmDesk();
  const cancelRoom = useCancelRoom();
  const checkinCandidate = useRoomCheckinCandidate();
  const [asked, setAsked] = useState<PhoneItem | null>(null);
  const roomAsked = asked?.kind === 'room' ? asked : null;

  const failed = desks.error ?? rooms.error;
  const ready = time.ready && desks.isSuccess && rooms.isSuccess;
  const items = ready ? phoneItems(desks.data, rooms.data, { uuid: user.uuid, isAdmin: user.role === 'admin' }, time.now()) : [];

  return (
    <Stack component="section" aria-labelledby="phone-reservations-title" spacing={1.5} sx={{ mt: 3 }}>
      <Typography id="phone-reservations-title" component="h2" variant="h6">
        {t('desks.phone.yours')}
      </Typography>
      {failed && <Alert severity="error">{errorMessage(failed)}</Alert>}
      {!failed && !ready && <CircularProgress aria-label={t('desks.phone.loadingReservations')} sx={{ alignSelf: 'center' }} />}
      {ready && items.length === 0 && <Typography color="text.secondary">{t('desks.phone.none')}</Typography>}
      {ready && items.length > 0 && (
        <Stack component="ul" aria-labelledby="phone-reservations-title" spacing={1.5} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {items.map((item) => (
            <PhoneReservationCard
              key={`${item.kind}-${item.id}`}
              item={item}
              confirming={confirm.isPending && confirm.variables === item.id}
              roomCheckin={item.kind === 'room' && checkinCandidate(item.room)}
              onCancel={() => setAsked(item)}
              onConfirm={() => confirm.mutate(item.id, { onError: (e) => notify.error(confirmErrorText(e)) })}
            />
          ))}
        </Stack>
      )}
      <CancelDeskDialog target={asked?.kind === 'desk' ? asked.desk : null} onClose={() => setAsked(null)} />
      <ConfirmDialog
        open={roomAsked !== null}
        title={t('desks.cancel.title')}
        text={
          roomAsked
            ? t('desks.cancel.roomQuestion', {
                // The Romanian says it in the genitive ('sălii Everest'); the English names the room as it is.
                room: language === 'ro' ? ofTheRoom(roomAsked.title) : roomAsked.title,
                when: roomAsked.lines[0],
              })
            : ''
        }
        cancelLabel={t('desks.action.back')}
        confirmLabel={t('desks.action.cancelBooking')}
        pending={cancelRoom.isPending}
        onConfirm={() => roomAsked && cancelRoom.mutate(roomAsked.room, { onSettled: () => setAsked(null) })}
        onClose={() => setAsked(null)}
      />
    </Stack>
  );
}
