import { useQuery } from '@tanstack/react-query';
import { OFFICE } from '../../../../domain/buildings.js';
import { deskWindow } from '../../../../domain/desks/rules.js';
import { meetsAccess } from '../../../../domain/policy.js';
import { exemptFromRoomLimit } from '../../../../domain/rooms/rules.js';
import { settingsOfBuilding } from '../../../../domain/settings.js';
import { desksOfDay, upcomingDeskReservations } from '../../api/desks.js';
import { getUpcomingRoomReservations, UPCOMING_ROOMS_KEY } from '../../api/rooms.js';
import { settingsList, SETTINGS_KEY } from '../../api/settings.js';
import { useUser } from '../auth/session.js';
import { useServerTime } from '../../lib/server-time.js';
import type { Viewer } from './desk-state.js';

/** Settings, the booking window, my upcoming desks and what they mean for the map. */
export function useBookingContext() {
  const user = useUser();
  const time = useServerTime();
  const config = useQuery({ queryKey: SETTINGS_KEY, queryFn: settingsList, staleTime: 60_000 });
  const mine = useQuery({ queryKey: ['desk-reservations', 'upcoming'], queryFn: () => upcomingDeskReservations(user.uuid) });
  const myRooms = useQuery({ queryKey: UPCOMING_ROOMS_KEY, queryFn: () => getUpcomingRoomReservations(user.uuid) });
  const { maxDaysDesk, maxActiveDesk, maxActiveRoom } = settingsOfBuilding(config.data ?? [], OFFICE);
  const window = deskWindow(time.today(), maxDaysDesk);
  // Managers of a group and administrators book for others (the policy's 'manager' access).
  const booksForOthers = meetsAccess(user, 'manager');
  const myDesks = mine.data ?? [];
  return {
    user,
    time,
    ready: time.ready && config.isSuccess,
    window,
    maxActiveDesk,
    myDesks,
    roomsGrey: !exemptFromRoomLimit(user) && (myRooms.data?.length ?? 0) >= maxActiveRoom,
    viewerFor: (day: string): Viewer => ({
      uuid: user.uuid,
      booksForOthers,
      hasDeskThatDay: myDesks.some((r) => r.day === day),
      atMaximum: myDesks.length >= maxActiveDesk,
    }),
  };
}

export function useDesksOfDay(day: string | null) {
  return useQuery({ queryKey: ['desks', day], queryFn: () => desksOfDay(day!), enabled: !!day });
}
