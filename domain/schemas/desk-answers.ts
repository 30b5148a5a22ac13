import { z } from 'zod';
import { FLOOR_RANGE } from '../floors/layout.js';
import { day, deskId, instant, reservationSource, uuid } from './answers.js';

// The answers of the desk and desk-reservation calls (flex-office §3, §4, §7; decisions §2, §6):
// the map of a day, a desk, a desk reservation, the status card, the week strip and the
// attendance list's outcome. The server's presenters return these types and the web imports them.

/** A floor of building 1: any floor number, not only the plans drawn today (decisions §18: floors will live in the database). */
export const deskFloor = z
  .number()
  .int()
  .min(FLOOR_RANGE.min)
  .max(FLOOR_RANGE.max)
  .meta({ description: 'A floor of building 1 with desks.', example: 4 });

/** What the map shows of a desk on a day (flex-office §4): free, booked, or busy (occupied, or blocked for its holder). */
export const deskState = z.enum(['free', 'booked', 'busy']);
/** A desk held for a named person: Reserved (allocated to them) or Manager (blocked for them). */
export const deskHolding = z.enum(['Reserved', 'Manager']);
/** The status of a desk reservation (decisions §2). */
export const deskReservationStatus = z.enum(['booked', 'busy', 'cancelled']);

const coordinates = z
  .object({ latitude: z.number(), longitude: z.number() })
  .meta({ description: 'The desk on its floor plan (Leaflet CRS.Simple): latitude = plan height − y, longitude = x.' });
const groupId = z.string().meta({ example: 'it' });

const deskExample = {
  id: '4-65',
  deskId: '4-65',
  floor: 4,
  status: 'busy',
  type: 'Reserved',
  manager: '9b2d1f0e-1c3a-4b5d-8e7f-6a5b4c3d2e1f',
  managerName: 'Mihai Manager',
  uuid: null,
  name: null,
  groupsIdList: ['it'],
  coordinates: { latitude: 420, longitude: 180 },
  creatorUuid: null,
  parkingSpot: false,
  reservationDate: null,
  reservationId: null,
  groupId: null,
  source: null,
} as const;

/** A desk as today's map shows it, every field present (null when empty): the answer of a desk's settings. */
export const deskAnswer = z
  .object({
    id: deskId.meta({ description: 'The same as deskId.' }),
    deskId,
    floor: deskFloor,
    status: deskState,
    type: deskHolding.nullable(),
    manager: uuid.nullable().meta({ description: 'The person the desk is allocated to or blocked for.' }),
    managerName: z.string().nullable(),
    uuid: uuid.nullable().meta({ description: "The occupant of the day's reservation." }),
    name: z.string().nullable().meta({ description: "The occupant's name." }),
    groupsIdList: z.array(z.string()),
    coordinates,
    creatorUuid: uuid.nullable().meta({ description: "Who booked the day's reservation." }),
    parkingSpot: z.boolean(),
    reservationDate: instant.nullable().meta({ description: "When the day's reservation starts." }),
    reservationId: uuid.nullable(),
    groupId: groupId.nullable().meta({ description: "The group the day's reservation was made under." }),
    source: reservationSource.nullable().meta({ description: "Where the day's reservation came from (decisions §20)." }),
  })
  .meta({
    id: 'Desk',
    description: "A desk on a day (flex-office §3, §4): its place, groups and holder, and the day's live reservation if any.",
    example: deskExample,
  });
export type Desk = z.infer<typeof deskAnswer>;

/**
 * A desk of the map (issue #12: a lean map): the same as Desk without its empty fields, so the keys
 * of a free desk's holder and reservation are absent rather than null.
 */
export const mapDeskAnswer = z
  .object({
    id: deskId,
    deskId,
    floor: deskFloor,
    status: deskState,
    type: deskHolding.optional(),
    manager: uuid.optional(),
    managerName: z.string().optional(),
    uuid: uuid.optional(),
    name: z.string().optional(),
    groupsIdList: z.array(z.string()),
    coordinates,
    creatorUuid: uuid.optional(),
    parkingSpot: z.boolean(),
    reservationDate: instant.optional(),
    reservationId: uuid.optional(),
    groupId: groupId.optional(),
    /** Where the day's reservation came from (decisions §20): the web tells a pattern's booking apart. */
    source: reservationSource.optional(),
  })
  .meta({
    id: 'MapDesk',
    description: 'A desk of the map of a day: a Desk whose empty (null) fields are left out (issue #12).',
    example: {
      id: '4-13',
      deskId: '4-13',
      floor: 4,
      status: 'free',
      groupsIdList: ['it'],
      coordinates: { latitude: 420, longitude: 230 },
      parkingSpot: false,
    },
  });
export type MapDesk = z.infer<typeof mapDeskAnswer>;

/** GET /api/desks and /api/desks/group/{groupId}: the desks of a day, by floor and number. */
export const deskMapAnswer = z.array(mapDeskAnswer);

const reservationExample = {
  _id: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
  creatorUuid: '3f2b8c1e-5d4a-4e6f-9a7b-1c2d3e4f5a6b',
  creatorName: 'Ana Popescu',
  uuid: '3f2b8c1e-5d4a-4e6f-9a7b-1c2d3e4f5a6b',
  name: 'Ana Popescu',
  groupId: 'it',
  deskId: '4-12',
  floor: 4,
  day: '2026-03-02',
  reservationDate: '2026-03-02T07:00:00.000Z',
  creationDate: '2026-02-27T09:15:00.000Z',
  status: 'booked',
  parkingSpot: false,
  reservation_used: null,
  released: false,
  source: 'person',
} as const;

const deskReservationShape = {
  _id: uuid,
  creatorUuid: uuid.meta({ description: 'Who booked it.' }),
  creatorName: z.string().nullable(),
  uuid: uuid.meta({ description: 'The occupant.' }),
  name: z.string().nullable().meta({ description: "The occupant's name." }),
  groupId: groupId.nullable().meta({ description: 'The group it was booked under.' }),
  deskId,
  floor: deskFloor,
  day,
  reservationDate: instant.meta({ description: 'When it starts: the office hour of its day.' }),
  creationDate: instant,
  status: deskReservationStatus,
  parkingSpot: z.boolean(),
  reservation_used: z
    .boolean()
    .nullable()
    .meta({ description: "Whether the attendance list showed the occupant present (null until the day's list)." }),
  released: z.boolean().meta({
    description:
      'Cancelled by the auto-release (decisions §13: status cancelled, presence not confirmed by autoReleaseHour): a no-show, unlike a reservation a person cancelled.',
  }),
  source: reservationSource,
};

/** A desk reservation (flex-office §3). */
export const deskReservationAnswer = z.object(deskReservationShape).meta({
  id: 'DeskReservation',
  description: 'A desk reservation for one day (flex-office §3); `name` is the occupant’s.',
  example: reservationExample,
});
export type DeskReservation = z.infer<typeof deskReservationAnswer>;
export const deskReservationsAnswer = z.array(deskReservationAnswer);

/** A reservation the caller made for someone else, with the occupant's e-mail: two people may share a name. */
export const reservationForOtherAnswer = z.object({ ...deskReservationShape, email: z.string() }).meta({
  id: 'DeskReservationForOther',
  description: 'A desk reservation the caller made for someone else, with the occupant’s e-mail (issue #14, point 6).',
  example: { ...reservationExample, uuid: '9b2d1f0e-1c3a-4b5d-8e7f-6a5b4c3d2e1f', name: 'Ion Ionescu', email: 'ion.ionescu@example.ro' },
});
export type ReservationForOther = z.infer<typeof reservationForOtherAnswer>;
export const reservationsForOthersAnswer = z.array(reservationForOtherAnswer);

/** POST /api/reservations/desks/checkin: what the check-in did, and the reservation as it now is (decisions §13). */
export const checkinAnswer = z
  .object({
    action: z.enum(['confirmed', 'already', 'booked']).meta({
      description:
        "`confirmed`: the caller's booking of the desk today is now busy; `already`: it was busy already; `booked`: the free desk was booked for the caller today and confirmed (walk-up).",
    }),
    reservation: deskReservationAnswer,
  })
  .meta({
    id: 'CheckinOutcome',
    description: 'What a check-in at a desk did (decisions §13), with the reservation as it now is.',
    example: { action: 'confirmed', reservation: { ...reservationExample, status: 'busy' } },
  });
export type CheckinOutcomeAnswer = z.infer<typeof checkinAnswer>;

const count = z.number().int().min(0);

/** GET /api/reservations/status: the status card's counts of a day (decisions §6). */
export const officeStatusAnswer = z
  .object({ reservedOffices: count, emptyOffices: count, reservedConfRooms: count, emptyConfRooms: count })
  .meta({
    id: 'OfficeStatus',
    description: 'Desks and conference rooms of the office with and without a live reservation on a day.',
    example: { reservedOffices: 41, emptyOffices: 79, reservedConfRooms: 3, emptyConfRooms: 5 },
  });
export type OfficeStatus = z.infer<typeof officeStatusAnswer>;

/** A working day of the week strip with the group's free desks (issue #14, point 5). */
export const freeDayAnswer = z.object({ day, free: count }).meta({
  id: 'FreeDeskDay',
  description: 'A working day and how many desks of the group the map shows free on it.',
  example: { day: '2026-03-02', free: 12 },
});
export type FreeDay = z.infer<typeof freeDayAnswer>;
export const freeByDayAnswer = z.array(freeDayAnswer);

/** POST /api/groups/availableParkingSpots: the group's spots still free on the day (0 for an unknown group). */
export const availableParkingSpotsAnswer = count.meta({ description: 'Parking spots of the group still free on the day.', example: 2 });

/** POST /api/reservations/desks/attending: what an attendance list changed (flex-office §4). */
export const attendanceOutcomeAnswer = z
  .object({
    days: z.array(day).meta({ description: 'The days the list covers, in order.' }),
    present: count.meta({ description: 'Reservations marked used.' }),
    noShows: count.meta({ description: 'Live reservations of those days whose occupant is not on the list.' }),
    banned: z.array(uuid).meta({ description: 'The people banned from booking desks because of these no-shows.' }),
  })
  .meta({
    id: 'AttendanceOutcome',
    description: 'The outcome of an attendance list: the days it covers, present people and no-shows, and who was banned.',
    example: { days: ['2026-03-02', '2026-03-03'], present: 37, noShows: 2, banned: [] },
  });
export type AttendanceOutcome = z.infer<typeof attendanceOutcomeAnswer>;

/** A person holding a desk on the day asked for ('Find a colleague', #43 point 3). */
export const deskHolderAnswer = z
  .object({ uuid, name: z.string(), deskId, floor: deskFloor })
  .meta({ id: 'DeskHolder', description: 'A person holding a desk that day, with the desk and its floor.' });
export type DeskHolder = z.infer<typeof deskHolderAnswer>;
