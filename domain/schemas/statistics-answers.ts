import { z } from 'zod';
import { day, deskId, uuid } from './answers.js';

// The answers of the statistics tables (decisions §10): the flexible office's per group, per
// person, per reservation and per weekday (the chart), the tower's per working day and per
// request. The exports (/export) answer files, not these.

const count = z.number().int().min(0);
/** round(100 × present / reservations), 0 when there are none. */
const rate = z.number().int().min(0).max(100).describe('round(100 × present / reservations), 0 when there are none');
const yesNo = z.enum(['Da', 'Nu']);
export type YesNo = z.infer<typeof yesNo>;

/** One page of a table read over a range: the rows, the whole filter's total and the range as understood. */
const rangePage = <Row extends z.ZodType>(row: Row, meta: { id: string; description: string; example: unknown }) =>
  z.object({ total: count.describe('Rows of the whole filter'), from: day, to: day, rows: z.array(row) }).meta(meta);

/** GET /api/statistics/groups: one group of the flexible office over the range. */
export const groupStatisticsAnswer = z
  .object({
    groupId: z.string(),
    name: z.string(),
    type: z.enum(['Departament', 'Proiect']),
    desks: count.describe("The group's desks now"),
    businessDays: count.describe('Weekdays from max(from, 2021-02-08) to `to`'),
    allocations: count.describe('businessDays × desks'),
    reservations: count.describe("The group's live reservations of the range"),
    present: count,
    attendanceRate: rate,
  })
  .meta({
    id: 'GroupStatistics',
    description: 'One group of the flexible office over the range (decisions §10).',
    example: {
      groupId: 'finante',
      name: 'Finanțe',
      type: 'Departament',
      desks: 12,
      businessDays: 20,
      allocations: 240,
      reservations: 180,
      present: 153,
      attendanceRate: 85,
    },
  });
export type GroupStatistics = z.infer<typeof groupStatisticsAnswer>;

/**
 * GET /api/statistics/manager: one member of one group the caller manages; with statisticsPerPerson
 * 0 (decisions §25) one row per group instead, its members' sums, with no person in it.
 */
const withoutNames = 'null when the statistics show no names (statisticsPerPerson 0, decisions §25)';
export const managerStatisticsAnswer = z
  .object({
    uuid: uuid.nullable().describe(`The member; ${withoutNames}: the row is then a whole group's`),
    name: z.string().nullable().describe(`The member's name; ${withoutNames}`),
    email: z.string().nullable().describe(`The member's e-mail; ${withoutNames}`),
    groupId: z.string(),
    groupName: z.string(),
    members: count.describe("The people the row counts: 1 for a member's row, the group's members when the statistics show no names"),
    reservations: count.describe("The member's live reservations of the range made in the group"),
    present: count,
    absent: count.describe(
      'Reservations of days already past that are not present, but on days an absence of the member covers (decisions §20)',
    ),
    attendanceRate: rate,
  })
  .meta({
    id: 'ManagerStatistics',
    description:
      'One member of one group the caller manages, over the range (decisions §10); without names (statisticsPerPerson 0, decisions §25), one group with its members summed.',
    example: {
      uuid: '3f2b8c1e-5d4a-4e6f-9a7b-1c2d3e4f5a6b',
      name: 'Ana Popescu',
      email: 'ana.popescu@example.ro',
      groupId: 'finante',
      groupName: 'Finanțe',
      members: 1,
      reservations: 15,
      present: 13,
      absent: 2,
      attendanceRate: 87,
    },
  });
export type ManagerStatistics = z.infer<typeof managerStatisticsAnswer>;

const RESERVATION_EXAMPLE = {
  _id: '7a1c2d3e-4f5a-4b6c-8d7e-9f0a1b2c3d4e',
  date: '2026-03-02',
  deskId: '3-12',
  floor: 3,
  groupId: 'finante',
  groupName: 'Finanțe',
  uuid: '3f2b8c1e-5d4a-4e6f-9a7b-1c2d3e4f5a6b',
  name: 'Ana Popescu',
  email: 'ana.popescu@example.ro',
  status: 'busy',
  released: false,
  parkingSpot: false,
  present: true,
  creatorName: 'Ana Popescu',
};

/** One live (or released) desk reservation of the administrators' table. */
export const reservationStatisticsAnswer = z
  .object({
    _id: uuid,
    date: day,
    deskId,
    floor: z.number().int(),
    groupId: z.string().nullable().describe('The group it was made in; null when none or the group is gone'),
    groupName: z.string().nullable(),
    uuid: uuid.nullable().describe(`The holder; ${withoutNames}`),
    name: z.string().nullable().describe(`The holder's name; ${withoutNames}`),
    email: z.string().nullable().describe(`The holder's e-mail; ${withoutNames}`),
    status: z
      .enum(['booked', 'busy', 'cancelled'])
      .describe(
        'booked, or busy once its holder confirmed presence; cancelled only for a released one (the other cancelled ones are left out)',
      ),
    released: z.boolean().describe("Cancelled by the auto-release (decisions §13): shown as 'Anulat automat', a reservation not present"),
    parkingSpot: z.boolean(),
    present: z.boolean().describe('Marked present by the attendance list, or, where no list marked it, status busy'),
    creatorName: z.string().nullable().describe(`Who made it; ${withoutNames}`),
  })
  .meta({
    id: 'ReservationStatistics',
    description: 'One live desk reservation of the flexible office (decisions §10).',
    example: RESERVATION_EXAMPLE,
  });
export type ReservationStatistics = z.infer<typeof reservationStatisticsAnswer>;

/** GET /api/statistics/reservations: one page of the table, with the range understood and the total. */
export const reservationStatisticsPageAnswer = rangePage(reservationStatisticsAnswer, {
  id: 'ReservationStatisticsPage',
  description: 'One page of the live desk reservations, by date then desk; `from` and `to` are the range as the server understood it.',
  example: { total: 1, from: '2026-03-02', to: '2026-03-06', rows: [RESERVATION_EXAMPLE] },
});
export type ReservationStatisticsPage = z.infer<typeof reservationStatisticsPageAnswer>;

/** GET /api/statistics/occupancy: one weekday of the flexible office, for the reservations' chart. */
export const occupancyDayAnswer = z
  .object({
    date: day,
    desks: count.describe('The desks of the floor or group asked for (all when none)'),
    reserved: count,
    present: count,
    byFloor: z
      .array(z.object({ floor: z.number().int(), desks: count, reserved: count }))
      .describe('Per floor (decisions §21): its desks (of the group asked for) and those reserved, floors in order'),
    roomHours: z.number().min(0).describe('Hours of room reservations that day (of the floor asked for)'),
    spots: count.describe('Parking spots taken with desks that day'),
  })
  .meta({
    id: 'OccupancyDay',
    description:
      'One weekday of the range, past or to come (the forecast, decisions §21): desks reserved and present against the desks there are, per floor, rooms and spots.',
    example: {
      date: '2026-03-02',
      desks: 120,
      reserved: 84,
      present: 71,
      byFloor: [
        { floor: 4, desks: 60, reserved: 44 },
        { floor: 5, desks: 60, reserved: 40 },
      ],
      roomHours: 31.5,
      spots: 9,
    },
  });
export type OccupancyDay = z.infer<typeof occupancyDayAnswer>;

/** GET /api/statistics/tower/days: one working day of the tower (tower §9). */
export const towerDayStatisticsAnswer = z
  .object({
    date: day,
    requests: count.describe('Live requests of the day'),
    places: count.describe("The day's capacity (decisions §7)"),
    unallocated: count.describe('Requests of types 0 and 4'),
    absent: count.describe('Requests of type 3'),
    occupied: count.describe('Requests of types 1 and 2 whose presence was confirmed'),
    // Decisions §26: after the specification's figures. Only administrators of building 2 read this table, so the
    // accessible spaces (health data, counted per day, not per person) may have their own column.
    priorityElectric: count.describe('Requests of types 1, 2 and 3 holding a priority space for electric cars'),
    priorityAccessible: count.describe('Requests of types 1, 2 and 3 holding an accessible priority space'),
  })
  .meta({
    id: 'TowerDayStatistics',
    description: 'One working day of the tower (tower-parking §9).',
    example: {
      date: '2026-03-02',
      requests: 64,
      places: 50,
      unallocated: 14,
      absent: 3,
      occupied: 45,
      priorityElectric: 2,
      priorityAccessible: 1,
    },
  });
export type TowerDayStatistics = z.infer<typeof towerDayStatisticsAnswer>;

/** The labels of tower §4 a live request can carry (cancelled ones are left out). */
export const towerReservationStatus = z.enum(['In asteptare', 'Rezervare prima runda', 'Rezervare a doua runda', 'Absent', 'Nealocat']);
export type TowerReservationStatus = z.infer<typeof towerReservationStatus>;

const TOWER_RESERVATION_EXAMPLE = {
  _id: '7a1c2d3e-4f5a-4b6c-8d7e-9f0a1b2c3d4e',
  date: '2026-03-02',
  licensePlate: 'B123ABC',
  name: 'Ana Popescu',
  email: 'ana.popescu@example.ro',
  type: 1,
  status: 'Rezervare prima runda',
  graded: 'Nu',
  functionCar: 'Nu',
  uuid: '3f2b8c1e-5d4a-4e6f-9a7b-1c2d3e4f5a6b',
  carId: '9c8b7a6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
};

/** One live request of the tower's administrators' table. */
export const towerReservationStatisticsAnswer = z
  .object({
    _id: uuid.describe("The request's id: the administrators' changes of one request take it, names or not"),
    date: day,
    licensePlate: z.string().nullable().describe(`The car's plate; ${withoutNames}`),
    name: z.string().nullable().describe(`The requester's name; ${withoutNames}`),
    email: z.string().nullable().describe(`The requester's e-mail; ${withoutNames}`),
    type: z
      .number()
      .int()
      .min(0)
      .max(4)
      .describe('The request type of tower §4 (0 queue, 1 first round, 2 second round, 3 absent, 4 not allocated)'),
    status: towerReservationStatus.describe(
      "The display label of tower §4; a second-round request whose day is over without presence reads 'Absent'",
    ),
    graded: yesNo,
    functionCar: yesNo,
    uuid: uuid.nullable().describe(`The requester, for the screen's dialogs; ${withoutNames}`),
    carId: uuid.nullable().describe(`The car, for the screen's dialogs; ${withoutNames}`),
  })
  .meta({
    id: 'TowerReservationStatistics',
    description: 'One live parking request of the tower (decisions §10).',
    example: TOWER_RESERVATION_EXAMPLE,
  });
export type TowerReservationStatistics = z.infer<typeof towerReservationStatisticsAnswer>;

/** GET /api/statistics/tower/reservations with `limit`: one page, the range understood and the total. */
export const towerReservationStatisticsPageAnswer = rangePage(towerReservationStatisticsAnswer, {
  id: 'TowerReservationStatisticsPage',
  description: 'One page of the live requests, by date then name and plate.',
  example: { total: 1, from: '2026-03-01', to: '2026-03-31', rows: [TOWER_RESERVATION_EXAMPLE] },
});
export type TowerReservationStatisticsPage = z.infer<typeof towerReservationStatisticsPageAnswer>;

/** GET /api/statistics/tower/reservations: every row without `limit`, one page with it. */
export const towerReservationStatisticsListAnswer = z
  .union([z.array(towerReservationStatisticsAnswer), towerReservationStatisticsPageAnswer])
  .meta({
    description: 'Without `limit`, every row of the range; with it, one page `{total, from, to, rows}`.',
    example: [TOWER_RESERVATION_EXAMPLE],
  });
export type TowerReservationStatisticsList = z.infer<typeof towerReservationStatisticsListAnswer>;
