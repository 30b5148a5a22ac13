import Casino from '@mui/icons-material/Casino';
import MeetingRoom from '@mui/icons-material/MeetingRoom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Suspense, useState } from 'react';
import { DESK_REASON, randomDeskOffered } from '@domain/desks/rules.js';
import type { Group } from '@domain/schemas/accounts.js';
import type { Desk } from '@/api/desks.js';
import { DeskBookingDialog } from '../desk-booking-dialog.js';
import { viewerLimit } from '../desk-state.js';
import { DayPicker } from '../drawer/day-picker.js';
import { useFlexGroups } from '../drawer/use-groups.js';
import { pickRandomDesk } from '../random-desk.js';
import { RoomDialogs, useRoomsPanel } from '../rooms-panel.js';
import { useBookingContext, useGroupDesks, type BookingContext } from '../use-booking-data.js';
import { useMapPlace } from '../use-map-place.js';
import { autoReleaseNotice } from '../desk-booking/auto-release-notice.js';
import { freeDesksByFloor } from './free-desks.js';
import { WeekSection } from '../week/week-section.js';
import { PhoneDeskList } from './phone-desk-list.js';
import { bookedByPattern, PatternLink } from '../pattern/lazy-entries.js';
import { desks as deskWords } from '@/i18n/desks.js';
import { formatDay } from '@/i18n/dates.js';
import { useT } from '@/i18n/use-t.js';

/**
 * Booking without the map, under the phone notice (decisions §19), loaded only on a phone (the
 * computer's first download is budgeted). It chooses what the map would be clicked on — a day,
 * then a free desk or a random one, or a room — and hands it to the computer's own panels: the
 * desk booking panel (the day, the 24-hour rule, parking, the refusals) and the room panel with
 * its half-hour timeline. There is no second booking path.
 */
export default function PhoneBooking() {
  const t = useT(deskWords);
  const ctx = useBookingContext();
  const groups = useFlexGroups();
  if (!ctx || groups.isPending)
    return <CircularProgress aria-label={t('desks.loadingBooking')} sx={{ display: 'block', mx: 'auto', mt: 3 }} />;
  return <Booking ctx={ctx} groupList={groups.data ?? []} />;
}

const SECTION_SX = { p: 2, mt: 3 } as const;

function Booking({ ctx, groupList }: { ctx: BookingContext; groupList: Group[] }) {
  const t = useT(deskWords);
  const [picked, setPicked] = useState<{ group: string | null; day: string | null }>({ group: null, day: null });
  const [booking, setBooking] = useState<Desk | null>(null);
  // The day on which no desk was left to draw: said under the button (the computer says it in a notice).
  const [noneLeft, setNoneLeft] = useState<string | null>(null);
  const rooms = useRoomsPanel();
  // A floor named in the address (a floor display's QR code opens /birouri?floor=…) lists its desks first.
  const askedFloor = useMapPlace().place.floor;

  // The same defaults as the map: the person's main group, the first bookable day.
  const groupId =
    (groupList.find((g) => g._id === picked.group) ?? groupList.find((g) => g._id === ctx.user.mainGroup) ?? groupList[0])?._id ?? null;
  const group = groupList.find((g) => g._id === groupId);
  const { first, last } = ctx.window;
  const day = picked.day && picked.day >= first && picked.day <= last ? picked.day : first;
  // Only the group's desks, every floor: the list offers no other (a tenth of a large office's map, issue #24).
  const desks = useGroupDesks(groupId, day);
  const viewer = ctx.viewerFor(day);
  const floors = desks.data ? freeDesksByFloor(desks.data, viewer, groupId, askedFloor) : null;
  // The map greys every desk for one who may book no more that day: the list says why instead, in the
  // words of the map's notice for such a desk (desk-info-dialog), and the list offers only free desks.
  const limit = viewerLimit(viewer);
  const release = autoReleaseNotice(ctx.settings.autoReleaseHour);
  const why =
    limit === DESK_REASON.maxActive
      ? t('desks.phone.maxActive', { max: ctx.maxActiveDesk })
      : limit === DESK_REASON.selfHasBooking
        ? t('desks.phone.selfHasBooking', { day: formatDay(day) })
        : null;

  // As on the computer (issue #21, point 3): the desk drawn opens in the booking panel, which names it.
  const openRandomDesk = () => {
    if (!groupId || !desks.data) return;
    const desk = pickRandomDesk(desks.data, groupId);
    setNoneLeft(desk ? null : day);
    if (desk) setBooking(desk);
  };

  return (
    <>
      {groupList.length > 1 && (
        <TextField
          select
          label={t('desks.group')}
          value={groupId ?? ''}
          onChange={(e) => setPicked((p) => ({ ...p, group: e.target.value }))}
          sx={{ mt: 3 }}
          fullWidth
        >
          {groupList.map((g) => (
            <MenuItem key={g._id} value={g._id}>
              {g.name}
            </MenuItem>
          ))}
        </TextField>
      )}
      <Paper component="section" aria-labelledby="phone-desk-title" variant="outlined" sx={SECTION_SX}>
        <Stack spacing={2}>
          <Typography id="phone-desk-title" component="h2" variant="h6">
            {t('desks.phone.bookDesk')}
          </Typography>
          <DayPicker
            value={day}
            first={first}
            last={last}
            groupId={groupId}
            groupName={group?.name}
            onChange={(d) => setPicked((p) => ({ ...p, day: d }))}
          />
          {groupList.length === 0 ? (
            <Typography color="text.secondary">{t('desks.phone.noGroup')}</Typography>
          ) : (
            <>
              <Typography component="h3" variant="subtitle1">
                {t('desks.phone.freeDesks')}
              </Typography>
              {release && (
                <Typography variant="body2" color="text.secondary">
                  {release}
                </Typography>
              )}
              <PhoneDeskList floors={floors} failed={desks.error} onRetry={() => void desks.refetch()} why={why} onPick={setBooking} />
            </>
          )}
          {/* Not while the list says why no desk can be booked that day: nothing could be drawn. */}
          {randomDeskOffered(group?.name, groupList.length > 0) && !why && (
            <Button variant="outlined" startIcon={<Casino />} onClick={openRandomDesk} disabled={!desks.data} sx={{ minHeight: 44 }}>
              {t('desks.random')}
            </Button>
          )}
          {noneLeft === day && (
            <Alert severity="info" role="alert">
              {t('desks.msg.noRandomDesk')}
            </Alert>
          )}
          <Suspense fallback={null}>
            <PatternLink notice={bookedByPattern(ctx.myDesks, day)} />
          </Suspense>
        </Stack>
      </Paper>
      <Paper component="section" aria-labelledby="phone-room-title" variant="outlined" sx={SECTION_SX}>
        <Stack spacing={2}>
          <Typography id="phone-room-title" component="h2" variant="h6">
            {t('desks.phone.bookRoom')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('desks.phone.roomHint')}
          </Typography>
          <Button variant="outlined" startIcon={<MeetingRoom />} onClick={rooms.openList} sx={{ minHeight: 44 }}>
            {t('desks.meetingRooms')}
          </Button>
        </Stack>
      </Paper>
      <Paper variant="outlined" sx={SECTION_SX}>
        <WeekSection />
      </Paper>
      <DeskBookingDialog
        desk={booking}
        day={day}
        groupId={groupId}
        selfBooked={viewer.hasDeskThatDay}
        phone
        onClose={() => setBooking(null)}
      />
      <RoomDialogs state={rooms} groupId={groupId} day={day} settings={ctx.settings} phone />
    </>
  );
}
