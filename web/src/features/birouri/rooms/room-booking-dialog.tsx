import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { bookedAllDay, exemptFromRoomLimit, ROOM_MSG, ROOM_REASON } from '../../../../../domain/rooms/rules.js';
import type { BuildingSettings } from '../../../../../domain/settings.js';
import { ApiError, hasReason } from '../../../api/client.js';
import { createRoomReservation, getUpcomingRoomReservations, ROOM_STALE_KEYS, roomsQuery, UPCOMING_ROOMS_KEY, type Room } from '../../../api/rooms.js';
import { NoticeDialog } from '../../../components/notice-dialog.js';
import { useNotify } from '../../../components/snackbar-provider.js';
import { useServerTime } from '../../../lib/server-time.js';
import { useInvalidate } from '../../../lib/use-invalidate.js';
import { useUser } from '../../auth/session.js';
import { RoomDayReservations } from './room-day-reservations.js';
import { RoomFeatures } from './room-features.js';
import { changeStart, defaultForm, endDayOptions, formInterval, formProblem, pickDay, startDayOptions, toIntervals, type RoomForm } from './room-form.js';
import { RoomTimeFields } from './room-time-fields.js';

export interface RoomBookingDialogProps {
  /** The room to book; the panel is open while it is non-null. */
  room: Room | null;
  /** YYYY-MM-DD, Bucharest: the day proposed as the start. */
  day: string;
  /** The flexible office's settings: how many days ahead, how many active bookings. */
  settings: Pick<BuildingSettings, 'maxDaysRoom' | 'maxActiveRoom'>;
  onClose(): void;
}

/** What the panel's notice is about: the room limit (dismissed once) or a room booked all day (dismissed per day). */
interface Notice {
  kind: 'limit' | 'allDay';
  text: string;
}

/** Flex-office §2: the room booking panel. */
export function RoomBookingDialog({ room, day, settings, onClose }: RoomBookingDialogProps) {
  // Keep the last room while the dialog fades out.
  const [shown, setShown] = useState<Room | null>(room);
  if (room && room !== shown) setShown(room);
  const current = room ?? shown;
  return (
    <Dialog open={room !== null} onClose={onClose} aria-labelledby="room-booking-title" fullWidth maxWidth="sm">
      {current && <BookingPanel key={`${current.id}/${day}`} room={current} day={day} settings={settings} onClose={onClose} />}
    </Dialog>
  );
}

function BookingPanel({ room, day, settings, onClose }: Omit<RoomBookingDialogProps, 'room'> & { room: Room }) {
  const user = useUser();
  const clock = useServerTime();
  const notify = useNotify();
  const upcoming = useQuery({ queryKey: UPCOMING_ROOMS_KEY, queryFn: () => getUpcomingRoomReservations(user.uuid) });
  const { maxDaysRoom, maxActiveRoom } = settings;
  const exempt = exemptFromRoomLimit(user);

  const now = clock.now();
  const startDays = clock.ready ? startDayOptions(now, maxDaysRoom) : [];
  const [form, setForm] = useState<RoomForm | null>(null);
  const startDay = form?.startDay ?? pickDay(startDays, day);
  const endDay = form?.endDay ?? startDay;
  const startRooms = useQuery({ ...roomsQuery(null, startDay), enabled: clock.ready });
  const endRooms = useQuery({ ...roomsQuery(null, endDay), enabled: clock.ready && endDay !== startDay });
  const ofRoom = (rooms: Room[] | undefined) => rooms?.find((r) => r.id === room.id)?.reservations ?? [];
  const startReservations = ofRoom(startRooms.data);
  const taken = toIntervals(
    endDay === startDay ? startReservations : [...startReservations, ...ofRoom(endRooms.data).filter((r) => !startReservations.some((s) => s._id === r._id))],
  );

  const ready = clock.ready && startRooms.isSuccess && startDays.length > 0;
  const shownForm = form ?? (ready ? defaultForm(startDay, now, taken) : null);
  const problem = shownForm ? formProblem(shownForm, now, maxDaysRoom, taken) : null;
  const allDay = bookedAllDay(startDay, toIntervals(startReservations));
  const atLimit = !exempt && upcoming.isSuccess && upcoming.data.length >= maxActiveRoom;

  const [dismissedAllDay, setDismissedAllDay] = useState<string | null>(null);
  const [limitNotice, setLimitNotice] = useState<string | null>(null);
  const [limitDismissed, setLimitDismissed] = useState(false);
  const notice: Notice | null = limitNotice
    ? { kind: 'limit', text: limitNotice }
    : atLimit && !limitDismissed
      ? { kind: 'limit', text: ROOM_MSG.maxActive(maxActiveRoom) }
      : ready && allDay && dismissedAllDay !== startDay
        ? { kind: 'allDay', text: ROOM_MSG.allDay }
        : null;
  const closeNotice = () => {
    if (notice?.kind === 'allDay') setDismissedAllDay(startDay);
    else {
      setLimitNotice(null);
      setLimitDismissed(true);
    }
  };

  const refresh = useInvalidate(...ROOM_STALE_KEYS);
  const book = useMutation({
    mutationFn: (f: RoomForm) => {
      const { begin, end } = formInterval(f);
      return createRoomReservation({ conferenceRoomId: room.id, dateBegin: begin.toISOString(), dateEnd: end.toISOString() });
    },
    onSuccess: () => {
      notify.success(ROOM_MSG.booked);
      void refresh();
      onClose();
    },
    onError: (e) => {
      void refresh();
      // The server's room limit is a notice to acknowledge (it names the server's current limit); other refusals a snackbar.
      if (hasReason(e, ROOM_REASON.maxActive)) setLimitNotice(e.message);
      else notify.error(e instanceof ApiError && e.message ? `${ROOM_MSG.bookFailed}: ${e.message}` : ROOM_MSG.bookFailed);
    },
  });

  const isAmphitheatre = room.details.name.trim().toUpperCase() === 'AMFITEATRU';
  const loaded = startRooms.isSuccess && (endDay === startDay || endRooms.isSuccess);
  const canConfirm = shownForm !== null && loaded && problem === null && !atLimit && !book.isPending;

  return (
    <>
      <DialogTitle id="room-booking-title">Rezervare {room.details.name || ROOM_MSG.fallbackName}</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2}>
          {isAmphitheatre && <Alert severity="info">{ROOM_MSG.amphitheatre}</Alert>}
          {shownForm ? (
            <RoomTimeFields
              form={shownForm}
              startDays={startDays}
              endDays={endDayOptions(shownForm.startDay, maxDaysRoom)}
              onStartChange={(patch) => setForm(changeStart(shownForm, patch))}
              onEndChange={(patch) => setForm({ ...shownForm, ...patch })}
            />
          ) : startRooms.isError || (clock.ready && startDays.length === 0) ? (
            <Alert severity="error">{ROOM_MSG.bookFailed}</Alert>
          ) : (
            <CircularProgress size={28} aria-label="Se încarcă" sx={{ alignSelf: 'center' }} />
          )}
          {problem && (
            <Alert severity="warning" role="alert">
              {problem}
            </Alert>
          )}
          <RoomDayReservations day={startDay} reservations={startReservations} loading={startRooms.isPending} />
          <Divider />
          <RoomFeatures room={room} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Anulează</Button>
        <Button variant="contained" disabled={!canConfirm} onClick={() => shownForm && book.mutate(shownForm)}>
          Confirmă
        </Button>
      </DialogActions>
      <NoticeDialog title="Sală de ședință" text={notice?.text ?? null} onClose={closeNotice} />
    </>
  );
}
