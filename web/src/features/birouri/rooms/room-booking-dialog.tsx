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
import { exemptFromRoomLimit } from '@domain/policy.js';
import { bookedAllDay, isAmphitheatre } from '@domain/rooms/rules.js';
import type { BuildingSettings } from '@domain/settings.js';
import { errorMessage, isNetworkFailure } from '@/api/client.js';
import { RequestError } from '@/components/request-error.js';
import { getRoomsQueryOptions, ROOM_BOOKING_STALE, useMyUpcomingRooms } from '@/api/queries/rooms.js';
import { createRoomReservation, type Room } from '@/api/rooms.js';
import { NoticeDialog } from '@/components/notice-dialog.js';
import { useNotify } from '@/components/snackbar-provider.js';
import { booking } from '@/i18n/booking.js';
import { forms } from '@/i18n/forms.js';
import { useT } from '@/i18n/use-t.js';
import { desks } from '@/i18n/desks.js';
import { translate } from '@/i18n/i18n.js';
import { useServerTime } from '@/lib/server-time.js';
import { useInvalidate } from '@/api/queries/use-invalidate.js';
import { useUser } from '@/lib/session.js';
import { RoomDayReservations } from './room-day-reservations.js';
import { RoomFeatures } from './room-features.js';
import {
  defaultForm,
  endDayOptions,
  formInterval,
  formRefusal,
  pickDay,
  startDayOptions,
  toIntervals,
  type RoomForm,
} from './room-form.js';
import { RoomIntervalPicker } from './room-interval-picker.js';
import { roomRefusalOf, roomRefusalText } from './room-refusals.js';
import { timelineCells } from './room-timeline.js';

export interface RoomBookingDialogProps {
  /** The room to book; the panel is open while it is non-null. */
  room: Room | null;
  /** YYYY-MM-DD, Bucharest: the day proposed as the start. */
  day: string;
  /** The flexible office's settings: how many days ahead, how many active bookings. */
  settings: Pick<BuildingSettings, 'maxDaysRoom' | 'maxActiveRoom'>;
  /** Opened from the phone's booking without the map (decisions §19): the whole screen, the timeline in rows. */
  phone?: boolean;
  onClose(): void;
}

/** What the panel's notice is about: the room limit (dismissed once) or a room booked all day (dismissed per day). */
interface Notice {
  kind: 'limit' | 'allDay';
  text: string;
}

/** Flex-office §2: the room booking panel. */
export function RoomBookingDialog({ room, day, settings, phone, onClose }: RoomBookingDialogProps) {
  // Keep the last room while the dialog fades out.
  const [shown, setShown] = useState<Room | null>(room);
  if (room && room !== shown) setShown(room);
  const current = room ?? shown;
  return (
    <Dialog open={room !== null} onClose={onClose} aria-labelledby="room-booking-title" fullWidth maxWidth="md" fullScreen={phone}>
      {current && (
        <BookingPanel key={`${current.id}/${day}`} room={current} day={day} settings={settings} phone={phone} onClose={onClose} />
      )}
    </Dialog>
  );
}

function BookingPanel({ room, day, settings, phone, onClose }: Omit<RoomBookingDialogProps, 'room'> & { room: Room }) {
  const t = useT(booking, forms);
  const user = useUser();
  const clock = useServerTime();
  const notify = useNotify();
  const upcoming = useMyUpcomingRooms();
  const { maxDaysRoom, maxActiveRoom } = settings;
  const exempt = exemptFromRoomLimit(user);

  const now = clock.now();
  const startDays = clock.ready ? startDayOptions(now, maxDaysRoom) : [];
  const [pickedDay, setPickedDay] = useState<string | null>(null);
  const [form, setForm] = useState<RoomForm | null>(null);
  const startDay = form?.startDay ?? pickedDay ?? pickDay(startDays, day);
  const endDay = form?.endDay ?? startDay;
  const startRooms = useQuery({ ...getRoomsQueryOptions(null, startDay), enabled: clock.ready });
  const endRooms = useQuery({ ...getRoomsQueryOptions(null, endDay), enabled: clock.ready && endDay !== startDay });
  const ofRoom = (rooms: Room[] | undefined) => rooms?.find((r) => r.id === room.id)?.reservations ?? [];
  const startReservations = ofRoom(startRooms.data);
  const taken = toIntervals(
    endDay === startDay
      ? startReservations
      : [...startReservations, ...ofRoom(endRooms.data).filter((r) => !startReservations.some((s) => s._id === r._id))],
  );

  const ready = clock.ready && startRooms.isSuccess && startDays.length > 0;
  // Nothing is chosen until the person chooses (#39, point 9: the panel used to open with 08:00–09:00
  // chosen and 'Confirmați' ready); the first free hour only fills the exact fields' other parts.
  const draft = ready ? defaultForm(startDay, now, taken) : null;
  const refusal = form ? formRefusal(form, now, maxDaysRoom, taken) : null;
  const allDay = bookedAllDay(startDay, toIntervals(startReservations));
  const atLimit = !exempt && upcoming.isSuccess && upcoming.data.length >= maxActiveRoom;

  const [dismissedAllDay, setDismissedAllDay] = useState<string | null>(null);
  const [limitNotice, setLimitNotice] = useState<string | null>(null);
  const [limitDismissed, setLimitDismissed] = useState(false);
  const notice: Notice | null = limitNotice
    ? { kind: 'limit', text: limitNotice }
    : atLimit && !limitDismissed
      ? { kind: 'limit', text: roomRefusalText('maxActive', { maxActiveRoom }) }
      : ready && allDay && dismissedAllDay !== startDay
        ? { kind: 'allDay', text: t('forms.msg.roomAllDay') }
        : null;
  const closeNotice = () => {
    if (notice?.kind === 'allDay') setDismissedAllDay(startDay);
    else {
      setLimitNotice(null);
      setLimitDismissed(true);
    }
  };

  const refresh = useInvalidate(...ROOM_BOOKING_STALE);
  const book = useMutation({
    mutationFn: (f: RoomForm) => {
      const { begin, end } = formInterval(f);
      return createRoomReservation({ conferenceRoomId: room.id, dateBegin: begin.toISOString(), dateEnd: end.toISOString() });
    },
    onSuccess: () => {
      notify.success(translate(forms, 'forms.msg.roomBooked'));
      void refresh();
      onClose();
    },
    onError: (e) => {
      if (isNetworkFailure(e)) return; // said in the panel, with 'Reîncercați'
      // A refusal is worded by its reason; the fresh data then shows, e.g., the half hours just taken.
      void refresh();
      const refused = roomRefusalOf(e);
      // The server's limit may differ from the one this page read: its notice names none.
      if (refused === 'maxActive') setLimitNotice(roomRefusalText(refused));
      else notify.error(refused ? roomRefusalText(refused) : translate(forms, 'forms.msg.roomBookFailedWith', { error: errorMessage(e) }));
    },
  });

  const loaded = startRooms.isSuccess && (endDay === startDay || endRooms.isSuccess);
  const canConfirm = form !== null && loaded && refusal === null && !atLimit && !book.isPending;

  return (
    <>
      <DialogTitle id="room-booking-title">
        {t('booking.room.title', { name: room.details.name || translate(desks, 'desks.roomFallbackName') })}
      </DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2}>
          {isAmphitheatre(room.details) && <Alert severity="info">{t('forms.msg.amphitheatre')}</Alert>}
          {draft ? (
            <RoomIntervalPicker
              days={startDays}
              day={startDay}
              onDay={(d) => {
                // Another day starts with nothing chosen.
                setPickedDay(d);
                setForm(null);
              }}
              cells={timelineCells(startDay, now, startReservations, user.uuid)}
              form={form}
              draft={draft}
              onForm={setForm}
              endDays={endDayOptions(startDay, maxDaysRoom)}
              phone={phone}
            />
          ) : startRooms.isError || (clock.ready && startDays.length === 0) ? (
            <Alert severity="error">{t('forms.msg.roomBookFailed')}</Alert>
          ) : (
            <CircularProgress size={28} aria-label={t('forms.loading')} sx={{ alignSelf: 'center' }} />
          )}
          {refusal && (
            <Alert severity="warning" role="alert">
              {roomRefusalText(refusal, { maxDaysRoom })}
            </Alert>
          )}
          {book.isError && isNetworkFailure(book.error) && <RequestError error={book.error} onRetry={() => form && book.mutate(form)} />}
          <RoomDayReservations day={startDay} reservations={startReservations} loading={startRooms.isPending} />
          <Divider />
          <RoomFeatures room={room} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('booking.cancel')}</Button>
        <Button variant="contained" disabled={!canConfirm} onClick={() => form && book.mutate(form)}>
          {t('forms.confirm')}
        </Button>
      </DialogActions>
      <NoticeDialog title={t('forms.room.notice')} text={notice?.text ?? null} onClose={closeNotice} />
    </>
  );
}
