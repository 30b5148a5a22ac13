import EventBusy from '@mui/icons-material/EventBusy';
import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { Suspense, useState } from 'react';
import { errorMessage } from '@/api/client.js';
import { useMyUpcomingRooms } from '@/api/queries/rooms.js';
import type { RoomReservation } from '@/api/rooms.js';
import { ConfirmDialog } from '@/components/confirm-dialog.js';
import { booking } from '@/i18n/booking.js';
import { useLanguage, useT } from '@/i18n/use-t.js';
import { desks } from '@/i18n/desks.js';
import { translate } from '@/i18n/i18n.js';
import { RoomCheckinButton, useRoomCheckinCandidate } from './room-checkin.js';
import { formatSpan } from './room-form.js';
import { useCancelRoom } from './use-cancel-room.js';
import { ofTheRoom } from '@domain/rooms/names.js';

const roomName = (r: RoomReservation) => r.roomName || translate(desks, 'desks.roomFallbackName');

/** Flex-office §2: 'My reservations' for rooms — the logged-in user's upcoming room reservations, each cancellable. */
export function MyRoomReservations() {
  const t = useT(booking);
  // Romanian names the room in the genitive ('rezervarea sălii Delta'); English as it is.
  const ofTheRoomIn = useLanguage() === 'ro' ? ofTheRoom : (name: string) => name;
  const upcoming = useMyUpcomingRooms();
  const [asked, setAsked] = useState<RoomReservation | null>(null);

  const cancel = useCancelRoom();
  const checkinCandidate = useRoomCheckinCandidate();

  return (
    <Box component="section" aria-label={t('booking.myRooms.section')}>
      <Typography id="my-room-reservations-title" variant="subtitle2" component="h3">
        {t('booking.rooms.title')}
      </Typography>
      {upcoming.isPending && <CircularProgress size={24} aria-label={t('booking.myRooms.loading')} sx={{ display: 'block', my: 1 }} />}
      {upcoming.isError && <Alert severity="error">{errorMessage(upcoming.error)}</Alert>}
      {upcoming.isSuccess && upcoming.data.length === 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t('booking.myRooms.none')}
        </Typography>
      )}
      {upcoming.isSuccess && upcoming.data.length > 0 && (
        <List dense aria-labelledby="my-room-reservations-title">
          {upcoming.data.map((r) => (
            <ListItem
              key={r._id}
              disableGutters
              sx={{ flexWrap: 'wrap' }}
              secondaryAction={
                <Tooltip title={t('booking.cancelBooking')}>
                  <IconButton
                    edge="end"
                    aria-label={t('booking.myRooms.cancelOne', { room: roomName(r), span: formatSpan(r.dateBegin, r.dateEnd) })}
                    onClick={() => setAsked(r)}
                  >
                    <EventBusy />
                  </IconButton>
                </Tooltip>
              }
            >
              {/* The whole row: 'Confirmați începerea', when offered, goes under it. */}
              <ListItemText primary={roomName(r)} secondary={formatSpan(r.dateBegin, r.dateEnd)} sx={{ flexBasis: '100%' }} />
              {checkinCandidate(r) && (
                <Suspense fallback={null}>
                  <RoomCheckinButton reservation={r} room={roomName(r)} />
                </Suspense>
              )}
            </ListItem>
          ))}
        </List>
      )}
      <ConfirmDialog
        open={asked !== null}
        title={t('booking.myRooms.askTitle')}
        text={
          asked ? t('booking.myRooms.ask', { room: ofTheRoomIn(roomName(asked)), span: formatSpan(asked.dateBegin, asked.dateEnd) }) : ''
        }
        cancelLabel={t('booking.no')}
        confirmLabel={t('booking.myRooms.yesCancel')}
        pending={cancel.isPending}
        onConfirm={() => asked && cancel.mutate(asked, { onSettled: () => setAsked(null) })}
        onClose={() => setAsked(null)}
      />
    </Box>
  );
}
