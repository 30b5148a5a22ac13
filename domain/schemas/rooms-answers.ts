import { z } from 'zod';
import { FLOOR_RANGE } from '../floors/layout.js';
import { instant, uuid } from './answers.js';
import { roomBox } from './floors.js';

// The answers of the meeting-room calls (flex-office §3 Room, §5, §7; decisions §2). The server
// serialises its answers from these and the web imports their inferred types.

/** A meeting room of CityOffices: `E`, its floor, a dash and its number. */
export const roomId = z
  .string()
  .regex(/^E\d+-\d+$/)
  .meta({ example: 'E4-02' });

/** A floor of CityOffices: any floor number, not only the plans drawn today (decisions §18: floors will live in the database). */
export const officeFloor = z.number().int().min(FLOOR_RANGE.min).max(FLOOR_RANGE.max).meta({ example: 4 });

/** The status of a reservation (decisions §2), for desks and rooms alike. */
const reservationStatus = z.enum(['booked', 'busy', 'cancelled']);

const exampleDayReservation = {
  _id: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
  uuid: '3f2b8c1e-5d4a-4e6f-9a7b-1c2d3e4f5a6b',
  name: 'Ana Angajat',
  dateBegin: '2026-03-03T16:00:00.000Z',
  dateEnd: '2026-03-03T16:30:00.000Z',
};

/** A live reservation of a room on the day asked for, as the room lists it. */
export const roomDayReservationAnswer = z
  .object({
    _id: uuid,
    /** The booker; null for a reservation made at the room's door by its display (decisions §24), named 'Rezervare la ușă'. */
    uuid: uuid.nullable(),
    /** The booker's name (the server's reads always join it; typed nullable as the presenter falls back to null). */
    name: z.string().nullable(),
    dateBegin: instant,
    dateEnd: instant,
  })
  .meta({
    id: 'RoomDayReservation',
    description: 'A live reservation (booked or busy) of a room on the day asked for: its booker and its half-hour interval, in UTC.',
    example: exampleDayReservation,
  });
export type RoomDayReservation = z.infer<typeof roomDayReservationAnswer>;

export const roomDetailsAnswer = z
  .object({
    name: z.string(),
    type: z.string(),
    hasTV: z.boolean(),
    hasAudioVideo: z.boolean(),
    hasPhone: z.boolean(),
    phoneNo: z.string().nullable(),
  })
  .meta({
    id: 'RoomDetails',
    description: "A meeting room's name, kind and equipment; `phoneNo` is null when the room has no number.",
    example: {
      name: 'Sala Carpați',
      type: 'Sala de conferință',
      hasTV: true,
      hasAudioVideo: false,
      hasPhone: true,
      phoneNo: '021 300 4102',
    },
  });
export type RoomDetails = z.infer<typeof roomDetailsAnswer>;

const exampleRoom = {
  id: 'E4-02',
  floor: 4,
  details: { name: 'Sala Carpați', type: 'Sala de conferință', hasTV: true, hasAudioVideo: false, hasPhone: true, phoneNo: '021 300 4102' },
  peopleNo: 8,
  reservations: [exampleDayReservation],
  groupsIdList: ['it'],
  coordinates: { latitude: 500, longitude: 347.5 },
  box: { x: 250, y: 40, w: 195, h: 120 },
};

/** A room (flex-office §3 Room) with the live reservations of the day asked for. */
export const roomAnswer = z
  .object({
    id: roomId,
    floor: officeFloor,
    details: roomDetailsAnswer,
    /** Its capacity, in people. */
    peopleNo: z.number().int(),
    reservations: z.array(roomDayReservationAnswer),
    /** The groups whose members may book it. */
    groupsIdList: z.array(z.string()),
    /** Where the floor plan draws it. */
    coordinates: z.object({ latitude: z.number(), longitude: z.number() }),
    box: roomBox,
  })
  .meta({
    id: 'Room',
    description:
      'A meeting room of CityOffices (flex-office §3): its details, capacity, the groups that may book it, its place on the floor plan, and its live reservations of the day asked for (today when none; none in the answer of an update).',
    example: exampleRoom,
  });
export type Room = z.infer<typeof roomAnswer>;

export const roomListAnswer = z.array(roomAnswer);

/** A reservation of a room (flex-office §7), as booked, changed, cancelled or listed. */
export const roomReservationAnswer = z
  .object({
    _id: uuid,
    /** The booker; null for a reservation made at the room's door by its display (decisions §24), named 'Rezervare la ușă'. */
    uuid: uuid.nullable(),
    /** The booker's name (the server's reads always join it; typed nullable as the presenter falls back to null). */
    name: z.string().nullable(),
    conferenceRoomId: roomId,
    /** The room's name (the server's reads always join it; typed nullable as the presenter falls back to null). */
    roomName: z.string().nullable(),
    creationDate: instant,
    dateBegin: instant,
    dateEnd: instant,
    status: reservationStatus,
    /** Cancelled because nobody confirmed its start within roomReleaseMinutes (decisions §24): 'Eliberată automat'. */
    released: z.boolean(),
  })
  .meta({
    id: 'RoomReservation',
    description:
      'A reservation of a meeting room: who booked it, which room, its half-hour interval in UTC, and its status (cancelled ones are kept).',
    example: {
      _id: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
      uuid: '3f2b8c1e-5d4a-4e6f-9a7b-1c2d3e4f5a6b',
      name: 'Ana Angajat',
      conferenceRoomId: 'E4-02',
      roomName: 'Sala Carpați',
      creationDate: '2026-03-02T08:00:00.000Z',
      dateBegin: '2026-03-03T16:00:00.000Z',
      dateEnd: '2026-03-03T16:30:00.000Z',
      status: 'booked',
      released: false,
    },
  });
export type RoomReservation = z.infer<typeof roomReservationAnswer>;

export const roomReservationListAnswer = z.array(roomReservationAnswer);
