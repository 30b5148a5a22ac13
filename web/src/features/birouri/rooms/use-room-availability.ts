import { useQuery } from '@tanstack/react-query';
import { getRoomsQueryOptions } from '@/api/queries/rooms.js';
import type { Room } from '@/api/rooms.js';
import { useServerTime } from '@/lib/server-time.js';
import { roomAvailability, type RoomAvailability } from './room-availability.js';

/**
 * Every room of a day (the map draws them at their `box`) and each one's availability on it (the
 * markers' words), by room id; the rooms undefined and the availability null until known.
 */
export function useRoomAvailability(day: string): { rooms: Room[] | undefined; availability(roomId: string): RoomAvailability | null } {
  const clock = useServerTime();
  const rooms = useQuery({ ...getRoomsQueryOptions(null, day), enabled: clock.ready });
  return {
    rooms: rooms.data,
    availability: (roomId) => {
      const room = rooms.data?.find((r) => r.id === roomId);
      return room && clock.ready ? roomAvailability(day, clock.now(), room.reservations) : null;
    },
  };
}
