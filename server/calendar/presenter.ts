import type { DeskEntry, ParkingEntry, RoomEntry } from '../../domain/calendar/bookings.js';
import type { DeskFeedRow, ParkingFeedRow, RoomFeedRow } from './queries.js';

// Database rows → what domain/calendar/bookings.ts makes events of.

/** The host of the UIDs (`desk-{id}@{host}`): the app's public address. */
export const calendarHost = (publicUrl: string) => new URL(publicUrl).hostname;

export const deskEntry = (r: DeskFeedRow): DeskEntry => ({
  id: r.id,
  deskId: r.desk_id,
  floor: r.floor,
  day: r.day,
  status: r.status,
  sequence: r.calendar_sequence,
  parkingSpot: r.parking_spot,
});

export const roomEntry = (r: RoomFeedRow): RoomEntry => ({
  id: r.id,
  name: r.name,
  floor: r.floor,
  // Dates, or ISO text where a driver hands timestamps back as text.
  begin: new Date(r.date_begin),
  end: new Date(r.date_end),
  status: r.status,
  sequence: r.calendar_sequence,
});

export const parkingEntry = (r: ParkingFeedRow): ParkingEntry => ({
  id: r.id,
  day: r.day,
  type: r.type,
  confirmed: r.reservation_confirmed,
  sequence: r.calendar_sequence,
});
