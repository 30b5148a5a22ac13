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
import { useCancelRoom } from '../rooms/use-cancel-room.js';
import { useConfirmDesk } from '../use-desk-actions.js';
import { PhoneReservationCard } from './phone-reservation-card.js';
import { phoneItems, type PhoneItem } from './phone-items.js';
import { ofTheRoom } from '@domain/rooms/names.js';

/**
 * Under the phone notice: the person's upcoming desks and rooms, to cancel or to confirm
 * presence without a computer (issue #14, point 11). Same queries and keys as the booking
 * screen, so a change made here reloads what the computer view shows too.
 */
export function PhoneReservations() {
  const user = useUser();
  const time = useServerTime();
  const notify = useNotify();
  const desks = useQuery(getUpcomingDesksQueryOptions(user.uuid));
  const rooms = useQuery(getUpcomingRoomsQueryOptions(user.uuid));
  const confirm = useConfirmDesk();
  const cancelRoom = useCancelRoom();
  const [asked, setAsked] = useState<PhoneItem | null>(null);
  const roomAsked = asked?.kind === 'room' ? asked : null;

  const failed = desks.error ?? rooms.error;
  const ready = time.ready && desks.isSuccess && rooms.isSuccess;
  const items = ready ? phoneItems(desks.data, rooms.data, { uuid: user.uuid, isAdmin: user.role === 'admin' }, time.now()) : [];

  return (
    <Stack component="section" aria-labelledby="phone-reservations-title" spacing={1.5} sx={{ mt: 3 }}>
      <Typography id="phone-reservations-title" component="h2" variant="h6">
        Rezervările dumneavoastră
      </Typography>
      {failed && <Alert severity="error">{errorMessage(failed)}</Alert>}
      {!failed && !ready && <CircularProgress aria-label="Se încarcă rezervările" sx={{ alignSelf: 'center' }} />}
      {ready && items.length === 0 && (
        <Typography color="text.secondary">Nu aveți rezervări de birouri sau de săli în perioada următoare.</Typography>
      )}
      {ready && items.length > 0 && (
        <Stack component="ul" aria-labelledby="phone-reservations-title" spacing={1.5} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {items.map((item) => (
            <PhoneReservationCard
              key={`${item.kind}-${item.id}`}
              item={item}
              confirming={confirm.isPending && confirm.variables === item.id}
              onCancel={() => setAsked(item)}
              onConfirm={() => confirm.mutate(item.id, { onError: (e) => notify.error(confirmErrorText(e)) })}
            />
          ))}
        </Stack>
      )}
      <CancelDeskDialog target={asked?.kind === 'desk' ? asked.desk : null} onClose={() => setAsked(null)} />
      <ConfirmDialog
        open={roomAsked !== null}
        title="Anulare rezervare"
        text={roomAsked ? `Anulați rezervarea ${ofTheRoom(roomAsked.title)} din ${roomAsked.lines[0]}?` : ''}
        cancelLabel="Renunțați"
        confirmLabel="Anulați rezervarea"
        pending={cancelRoom.isPending}
        onConfirm={() => roomAsked && cancelRoom.mutate(roomAsked.room, { onSettled: () => setAsked(null) })}
        onClose={() => setAsked(null)}
      />
    </Stack>
  );
}
