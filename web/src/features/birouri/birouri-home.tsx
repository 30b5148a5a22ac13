import MeetingRoom from '@mui/icons-material/MeetingRoom';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { getMyGroups } from '../../api/accounts.js';
import type { Room } from '../../api/rooms.js';
import { useIsPhone } from '../../lib/use-is-phone.js';
import { usePageTitle } from '../../lib/use-page-title.js';
import { useServerTime } from '../../lib/server-time.js';
import { PhoneNotice } from './phone-notice.js';
import { MyRoomReservations } from './rooms/my-room-reservations.js';
import { RoomBookingDialog } from './rooms/room-booking-dialog.js';
import { pickDay, weekdaysFrom } from './rooms/room-form.js';
import { RoomListDialog } from './rooms/room-list-dialog.js';
import { UnconfirmedBanner } from './unconfirmed-banner.js';

/** /birouri: the booking screen, or the phone notice. */
export function BirouriHome() {
  const phone = useIsPhone();
  return (
    <>
      <UnconfirmedBanner />
      {phone ? <PhoneNotice /> : <BookingScreen />}
    </>
  );
}

/**
 * Until the floor map arrives: the department/project selector and the meeting rooms
 * (the map's drawer will mount the same room components with the same props).
 */
function BookingScreen() {
  usePageTitle('Rezervări');
  const clock = useServerTime();
  const groups = useQuery({ queryKey: ['my-groups'], queryFn: getMyGroups });
  const [chosenGroup, setChosenGroup] = useState<string | null>(null);
  const [listOpen, setListOpen] = useState(false);
  const [room, setRoom] = useState<Room | null>(null);

  const list = groups.data?.groups ?? [];
  const groupId = chosenGroup ?? groups.data?.mainGroup ?? list[0]?._id ?? null;
  const today = clock.today();
  // The first weekday from the server's today.
  const day = pickDay(weekdaysFrom(today, 7), today);

  return (
    <Stack spacing={3} sx={{ mt: 3 }}>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography variant="h5" component="h1" gutterBottom>
          Rezervări
        </Typography>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <TextField
            select
            size="small"
            label="Departament/proiect"
            value={groupId ?? ''}
            onChange={(e) => setChosenGroup(e.target.value)}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            sx={{ minWidth: 260 }}
            disabled={list.length === 0}
          >
            {list.length === 0 && <option value="">—</option>}
            {list.map((g) => (
              <option key={g._id} value={g._id}>
                {g.name}
              </option>
            ))}
          </TextField>
          <Button variant="contained" startIcon={<MeetingRoom />} onClick={() => setListOpen(true)} disabled={!clock.ready}>
            Săli de ședință
          </Button>
        </Stack>
      </Paper>
      <MyRoomReservations />
      <RoomListDialog
        open={listOpen}
        onClose={() => setListOpen(false)}
        groupId={groupId}
        day={day}
        onPick={(r) => {
          setListOpen(false);
          setRoom(r);
        }}
      />
      <RoomBookingDialog room={room} day={day} onClose={() => setRoom(null)} />
    </Stack>
  );
}
