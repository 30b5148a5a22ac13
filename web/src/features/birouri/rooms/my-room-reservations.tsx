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
import { useState } from 'react';
import { ROOM_MSG } from '@domain/rooms/rules.js';
import { errorMessage } from '@/api/client.js';
import { useMyUpcomingRooms } from '@/api/queries/rooms.js';
import type { RoomReservation } from '@/api/rooms.js';
import { ConfirmDialog } from '@/components/confirm-dialog.js';
import { formatSpan } from './room-form.js';
import { useCancelRoom } from './use-cancel-room.js';
import { ofTheRoom } from '@domain/rooms/names.js';

const roomName = (r: RoomReservation) => r.roomName || ROOM_MSG.fallbackName;

/** Flex-office §2: 'My reservations' for rooms — the logged-in user's upcoming room reservations, each cancellable. */
export function MyRoomReservations() {
  const upcoming = useMyUpcomingRooms();
  const [asked, setAsked] = useState<RoomReservation | null>(null);

  const cancel = useCancelRoom();

  return (
    <Box component="section" aria-label="Rezervările mele – săli de ședință">
      <Typography id="my-room-reservations-title" variant="subtitle2" component="h3">
        Săli de ședință
      </Typography>
      {upcoming.isPending && <CircularProgress size={24} aria-label="Se încarcă rezervările" sx={{ display: 'block', my: 1 }} />}
      {upcoming.isError && <Alert severity="error">{errorMessage(upcoming.error)}</Alert>}
      {upcoming.isSuccess && upcoming.data.length === 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          Nu aveți rezervări de săli.
        </Typography>
      )}
      {upcoming.isSuccess && upcoming.data.length > 0 && (
        <List dense aria-labelledby="my-room-reservations-title">
          {upcoming.data.map((r) => (
            <ListItem
              key={r._id}
              disableGutters
              secondaryAction={
                <Tooltip title="Anulați rezervarea">
                  <IconButton
                    edge="end"
                    aria-label={`Anulați rezervarea ${roomName(r)}, ${formatSpan(r.dateBegin, r.dateEnd)}`}
                    onClick={() => setAsked(r)}
                  >
                    <EventBusy />
                  </IconButton>
                </Tooltip>
              }
            >
              <ListItemText primary={roomName(r)} secondary={formatSpan(r.dateBegin, r.dateEnd)} />
            </ListItem>
          ))}
        </List>
      )}
      <ConfirmDialog
        open={asked !== null}
        title="Anulare rezervare"
        text={
          asked ? `Sigur doriți să anulați rezervarea ${ofTheRoom(roomName(asked))} din ${formatSpan(asked.dateBegin, asked.dateEnd)}?` : ''
        }
        cancelLabel="Nu"
        confirmLabel="Da, anulați"
        pending={cancel.isPending}
        onConfirm={() => asked && cancel.mutate(asked, { onSettled: () => setAsked(null) })}
        onClose={() => setAsked(null)}
      />
    </Box>
  );
}
