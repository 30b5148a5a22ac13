import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import type { Group } from '@domain/schemas/accounts.js';
import { isWeekday } from '@domain/time.js';
import { formatDay } from '@/i18n/dates.js';
import { errorMessage } from '@/api/client.js';
import type { Desk, DeskReservation } from '@/api/desks.js';
import type { FloorInfo } from '@/api/floors.js';
import { getGroupDesksQueryOptions } from '@/api/queries/desks.js';
import { useFloors } from '@/api/queries/floors.js';
import { RequestError } from '@/components/request-error.js';
import { NoticeDialog } from '@/components/notice-dialog.js';
import { CancelDeskDialog, type CancelTarget } from './cancel-desk-dialog.js';
import { DeskBookingDialog } from './desk-booking-dialog.js';
import { DeskInfoDialog, type DeskInfo } from './desk-info-dialog.js';
import { deskState, viewerLimit, type DeskState } from './desk-state.js';
import { BookingDrawer } from './drawer/booking-drawer.js';
import { MyDeskReservations } from './drawer/my-desk-reservations.js';
import { useFlexGroups } from './drawer/use-groups.js';
import { FloorMap } from './map/floor-map.js';
import { NoFloors } from './map/map-notices.js';
import { RoomDialogs, useRoomsPanel } from './rooms-panel.js';
import { MyRoomReservations } from './rooms/my-room-reservations.js';
import { useBookingContext, useDesksOfFloor, type BookingContext } from './use-booking-data.js';
import { pickFloor, useMapPlace } from './use-map-place.js';
import { pickRandomDesk } from './random-desk.js';
import { bookedByPattern, PatternLink } from './pattern/lazy-entries.js';
import { SkipLink } from './skip-link.js';
import { TODAY_REFRESH_MS, todayFreeDeskText } from './today-map.js';
import { WeekSection } from './week/week-section.js';
import { desks as deskWords } from '@/i18n/desks.js';
import { translate } from '@/i18n/i18n.js';
import { useT } from '@/i18n/use-t.js';

const OPTIONS_ID = 'optiuni-rezervare';
const OPTIONS_SX = {
  flexShrink: 0,
  width: { xs: '100%', md: 'auto' },
  '&:focus': { outline: 'none' },
  '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 2 },
} as const;

/** /birouri on a computer: the floor map and its right drawer, once the settings and groups are known. */
export function BookingScreen() {
  const t = useT(deskWords);
  const ctx = useBookingContext();
  const groups = useFlexGroups();
  const floors = useFloors();
  if (floors.isError && !floors.data) return <RequestError error={floors.error} onRetry={() => void floors.refetch()} />;
  if (!ctx || groups.isPending || !floors.data) return <CircularProgress aria-label={t('desks.loading')} sx={{ m: 4 }} />;
  if (floors.data.length === 0) return <NoFloors />;
  return <Booking ctx={ctx} groupList={groups.data ?? []} floors={floors.data} />;
}

function Booking({ ctx, groupList, floors }: { ctx: BookingContext; groupList: Group[]; floors: FloorInfo[] }) {
  const t = useT(deskWords);
  const { place, set: setPlace } = useMapPlace();
  const { day: pickedDay } = place;
  // The floor asked for in the address, else the first (the list is never empty here).
  const shownFloor = pickFloor(floors, place.floor)!;
  const floor = shownFloor.floor;
  const [booking, setBooking] = useState<Desk | null>(null);
  const [info, setInfo] = useState<DeskInfo | null>(null);
  const [cancelling, setCancelling] = useState<CancelTarget | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [drawing, setDrawing] = useState(false);
  const rooms = useRoomsPanel();
  const queryClient = useQueryClient();

  const pickedGroup = groupList.some((g) => g._id === place.group) ? place.group : null;
  const groupId = pickedGroup ?? (groupList.find((g) => g._id === ctx.user.mainGroup) ?? groupList[0])?._id ?? null;
  const { first, last } = ctx.window;
  // Today, a weekday, is shown too, to look at (decisions §13): the desks released or taken on the spot.
  const today = ctx.time.today();
  const shownFrom = isWeekday(today) && today < first ? today : first;
  const day = pickedDay && pickedDay >= shownFrom && pickedDay <= last ? pickedDay : first;
  const onlyToLook = day < first;
  // The floor shown, asked for alone (issue #24): a tenth of a large office's map; today's asked again while open.
  const desks = useDesksOfFloor(day, floor, onlyToLook ? TODAY_REFRESH_MS : undefined);
  const viewer = ctx.viewerFor(day);

  const openDesk = (desk: Desk, state: DeskState) => {
    if (state === 'free' && onlyToLook) setNotice(todayFreeDeskText(desk.deskId, ctx.settings.walkUpBooking === 1));
    else if (state === 'free') setBooking(desk);
    else setInfo({ desk, state, day, limit: viewerLimit(viewer), maxActiveDesk: ctx.maxActiveDesk });
  };
  const cancelFromMap = (desk: Desk) => {
    setInfo(null);
    if (desk.reservationId && desk.reservationDate)
      setCancelling({ _id: desk.reservationId, deskId: desk.deskId, day, reservationDate: desk.reservationDate, name: desk.name });
  };
  // The random desk (issue #21, point 3) is drawn from the group's desks of the day, on every floor,
  // and opened in the booking panel, which names it and says the 24-hour rule before anything is
  // booked; 'Renunțați' books nothing.
  const openRandomDesk = async () => {
    if (!groupId) return;
    setDrawing(true);
    try {
      const desk = pickRandomDesk(await queryClient.fetchQuery(getGroupDesksQueryOptions(groupId, day)), groupId);
      if (!desk) return setNotice(translate(deskWords, 'desks.msg.noRandomDesk'));
      setPlace({ floor: desk.floor });
      openDesk(desk, deskState(desk, viewer, groupId));
    } catch (e) {
      setNotice(errorMessage(e));
    } finally {
      setDrawing(false);
    }
  };
  const showReservation = (r: DeskReservation) => setPlace({ day: r.day, floor: r.floor });
  const bookedForMe = ctx.myDesks.filter((r) => r.creatorUuid !== ctx.user.uuid);

  return (
    <Stack spacing={2} sx={{ mt: 2 }}>
      <SkipLink target={OPTIONS_ID}>{t('desks.screen.skip')}</SkipLink>
      {/* The page's name for screen readers, which the map and its drawer show without words (#21, point 11). */}
      <Typography component="h1" sx={visuallyHidden}>
        {t('desks.screen.title')}
      </Typography>
      {bookedForMe.map((r) => (
        <Alert key={r._id} severity="info">
          {t('desks.screen.bookedForYou', {
            creator: r.creatorName ?? t('desks.screen.yourManager'),
            deskId: r.deskId,
            day: formatDay(r.day),
          })}
        </Alert>
      ))}
      <Box sx={{ display: 'flex', gap: 2, flexDirection: { xs: 'column', md: 'row' }, alignItems: 'flex-start' }}>
        <Box sx={{ flex: 1, minWidth: 0, width: '100%' }}>
          <FloorMap
            floor={shownFloor}
            desks={desks.data}
            failed={desks.isError}
            onRetry={() => void desks.refetch()}
            viewer={viewer}
            groupId={groupId}
            day={day}
            groupName={groupList.find((g) => g._id === groupId)?.name ?? null}
            groups={groupList}
            roomsGrey={ctx.roomsGrey}
            onDesk={openDesk}
            onRoom={(id) => rooms.openRoom(id)}
            onFloor={(f) => setPlace({ floor: f })}
            focusDesk={place.desk}
            near={place.near}
            onNotice={setNotice}
          />
        </Box>
        {/* The skip link's target: focus lands here, and the next Tab reaches the floor selector. */}
        <Box id={OPTIONS_ID} tabIndex={-1} sx={OPTIONS_SX}>
          <BookingDrawer
            floors={floors}
            floor={floor}
            onFloor={(f) => setPlace({ floor: f })}
            groups={groupList}
            groupId={groupId}
            onGroup={(g) => setPlace({ group: g })}
            day={day}
            window={ctx.window}
            today={today}
            onDay={(d) => setPlace({ day: d })}
            onRooms={rooms.openList}
            onRandom={() => void openRandomDesk()}
            randomDisabled={drawing}
            myReservations={
              <>
                <Box component="section" aria-label={t('desks.screen.myDesks')}>
                  <Typography variant="subtitle2" component="h3">
                    {t('desks.screen.desks')}
                  </Typography>
                  <MyDeskReservations reservations={ctx.myDesks} onCancel={setCancelling} onShow={showReservation} />
                </Box>
                <MyRoomReservations />
                <Suspense fallback={null}>
                  <PatternLink notice={bookedByPattern(ctx.myDesks, day)} />
                </Suspense>
              </>
            }
          />
        </Box>
      </Box>
      <WeekSection />
      <DeskBookingDialog desk={booking} day={day} groupId={groupId} selfBooked={viewer.hasDeskThatDay} onClose={() => setBooking(null)} />
      <DeskInfoDialog info={info} onClose={() => setInfo(null)} onCancel={cancelFromMap} />
      <CancelDeskDialog target={cancelling} onClose={() => setCancelling(null)} />
      <NoticeDialog text={notice} onClose={() => setNotice(null)} />
      <RoomDialogs state={rooms} groupId={groupId} day={day} settings={ctx.settings} />
    </Stack>
  );
}
