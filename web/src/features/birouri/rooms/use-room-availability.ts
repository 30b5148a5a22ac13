import { useQuery } from '@tanstack/react-query';
import { getRoomsQueryOptions } from '@/api/queries/rooms.js';
import { useServerTime } from '@/lib/server-time.js';
import { roomAvailability, type RoomAvailability } from './room-availability.js';

/** Every room's availability on a day (the map's markers), by room id; null until known. */
export function useRoomAvailability(day: string): (roomId: string) => RoomAvailability | null {
  const clock = useServerTime();
  const rooms = useQuery({ ...getRoomsQueryOptions(null, day), enabled: clock.ready });
  return (roomId) => {
    const room = rooms.data?.find((r) => r.id === roomId);
    return room && clock.ready ? roomAvailability(day, clock.now(), room.reservations) : null;
  };
}
