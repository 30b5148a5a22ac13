import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.js';
import { caller } from '../http/auth.js';
import { ok } from '../http/envelope.js';
import { bookRoom, cancelRoomReservation, changeRoomReservation, checkinRoomReservation } from './reservations-service.js';
import { changeRoom } from './rooms-admin-service.js';
import { createRoom, deleteRoom } from './room-layout-service.js';
import { route } from '../http/route.js';
import { reservationOf, reservationsOfCaller, reservationsOnDay, roomInfo, roomsOnDay, upcomingReservations } from './rooms-service.js';

export async function roomRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const tags = ['conference rooms'];

  route(
    fastify,
    'GET /conference-rooms',
    {
      tags,
      operationId: 'listConferenceRooms',
      summary: 'List every meeting room with its reservations of a day',
      description:
        'Members of CityOffices: every meeting room, each with its live reservations of `date` (a Bucharest day, today when not given).',
    },
    async (req) => ok(await roomsOnDay(ctx, req.query.date, null)),
  );

  route(
    fastify,
    'GET /conference-rooms/info/:roomId',
    {
      tags,
      operationId: 'getConferenceRoom',
      summary: 'Read one meeting room with its reservations of today',
      description:
        'Members of CityOffices: one meeting room with its live reservations of today (Bucharest). 404 when no room has this id.',
    },
    async (req) => ok(await roomInfo(ctx, req.params.roomId)),
  );

  route(
    fastify,
    'GET /conference-rooms/:groupId',
    {
      tags,
      operationId: 'listConferenceRoomsOfGroup',
      summary: 'List the meeting rooms of a group with their reservations of a day',
      description:
        'Members of CityOffices: the meeting rooms open to the group, each with its live reservations of `date` (a Bucharest day, today when not given). An unknown group has no rooms.',
    },
    async (req) => ok(await roomsOnDay(ctx, req.query.date, req.params.groupId)),
  );

  route(
    fastify,
    'POST /conference-rooms/update',
    {
      tags,
      operationId: 'updateConferenceRoom',
      summary: "Change a meeting room's details, capacity, groups or rectangle on the plan",
      description:
        "Administrators of CityOffices (decisions §9, §18): what is not sent keeps its value; the groups must exist (400); `x`, `y`, `w`, `h` are its rectangle on its floor's plan (plan units, origin top-left), wholly within the plan (else 400 floor.outsidePlan). 404 when no room has this id. Answers the room, without reservations.",
    },
    async (req) => ok(await changeRoom(ctx, caller(req), req.body)),
  );

  route(
    fastify,
    'POST /conference-rooms/create',
    {
      tags,
      operationId: 'createConferenceRoom',
      summary: 'Add a meeting room to a floor',
      description:
        "Administrators of CityOffices (decisions §18). Makes the room `E{floor}-{NN}` (two digits at least; the number after the floor's highest when none is given) with its rectangle `x`, `y`, `w`, `h` on the floor's plan, its details, capacity (0 unless given) and groups. 404 floor.notFound for a floor that does not exist (it is made first: POST /api/floors/update), 409 room.idTaken for an id a room has, 400 for a rectangle outside the plan (floor.outsidePlan) or unknown groups. The id of a deleted room may be given again: the new room takes its past. Audited; answers the room, without reservations.",
    },
    async (req) => ok(await createRoom(ctx, caller(req), req.body)),
  );

  route(
    fastify,
    'POST /conference-rooms/delete',
    {
      tags,
      operationId: 'deleteConferenceRoom',
      summary: 'Delete a meeting room (or count what that would cancel)',
      description:
        "Administrators of CityOffices (decisions §18). Cancels the room's live reservations that have not ended, e-mails each booker, and takes the room off the map, the lists and bookings; its past reservations stay. With `dryRun` nothing changes. 404 for an unknown room. Audited; answers how many reservations it cancelled (or would).",
    },
    async (req) => ok(await deleteRoom(ctx, caller(req), req.body)),
  );

  route(
    fastify,
    'POST /reservations/conference-rooms/all',
    {
      tags,
      operationId: 'listRoomReservationsOfDay',
      summary: 'List the live reservations of every meeting room on a day',
      description:
        'Members of CityOffices: the booked and busy reservations of every room overlapping `date` (a Bucharest day, today when not given).',
    },
    async (req) => ok(await reservationsOnDay(ctx, req.body.date)),
  );

  route(
    fastify,
    'POST /reservations/conference-rooms/update',
    {
      tags,
      operationId: 'saveRoomReservation',
      summary: 'Book a meeting room, or change a reservation',
      description:
        'Members of CityOffices. Without `_id` it books the room for the caller (flex-office §5: weekdays, from 08:00 to 20:30 Bucharest on the half hour, 30 minutes to 12.5 hours, at most maxDaysRoom days ahead, at most maxActiveRoom live reservations for users; 403 for a room of another group). With `_id` the booker or role admin changes its times or status (403 otherwise). 404 for an unknown room or reservation, 409 when another reservation of the room overlaps.',
    },
    async (req) => {
      const b = req.body;
      return ok('_id' in b ? await changeRoomReservation(ctx, caller(req), b) : await bookRoom(ctx, caller(req), b));
    },
  );

  route(
    fastify,
    'POST /reservations/conference-rooms/delete',
    {
      tags,
      operationId: 'cancelRoomReservation',
      summary: 'Cancel a meeting-room reservation',
      description:
        'Members of CityOffices: the booker or role admin cancels it, even shortly before it begins (rooms have no 24-hour rule); 403 for anyone else, 404 for an unknown reservation. Answers it, cancelled.',
    },
    async (req) => ok(await cancelRoomReservation(ctx, caller(req), req.body._id)),
  );

  route(
    fastify,
    'POST /reservations/conference-rooms/checkin',
    {
      tags,
      operationId: 'checkinRoomReservation',
      summary: 'Confirm that a meeting has started',
      description:
        "Members of CityOffices: the booker or role admin, from 10 minutes before the reservation's start until its end (409 `room.checkinNotNow` otherwise; 409 `room.checkinCancelled` for a cancelled or released one). The reservation becomes `busy`, and the release of meetings nobody starts (setting roomReleaseMinutes, decisions §24) passes it by; one confirmed already is answered as it is. 403 for anyone else, 404 for an unknown reservation.",
    },
    async (req) => ok(await checkinRoomReservation(ctx, caller(req), req.body._id)),
  );

  route(
    fastify,
    'POST /reservations/conference-rooms/user/upcoming',
    {
      tags,
      operationId: 'listUpcomingRoomReservations',
      summary: "List a person's live room reservations that have not ended",
      description:
        'Members of CityOffices, for themselves or for someone they act for (403 otherwise; 404 for an unknown user): what maxActiveRoom counts.',
    },
    async (req) => ok(await upcomingReservations(ctx, caller(req), req.body.uuid)),
  );

  route(
    fastify,
    'GET /reservations/conference-rooms',
    {
      tags,
      operationId: 'listRoomReservations',
      summary: "List the caller's room reservations",
      description: 'Members of CityOffices: their own room reservations, cancelled ones too; role admin gets every room reservation.',
    },
    async (req) => ok(await reservationsOfCaller(ctx, caller(req))),
  );

  route(
    fastify,
    'GET /reservations/conference-rooms/:id',
    {
      tags,
      operationId: 'getRoomReservation',
      summary: 'Read one meeting-room reservation',
      description: 'Members of CityOffices: its booker or role admin reads it (403 for anyone else); 404 for an unknown reservation.',
    },
    async (req) => ok(await reservationOf(ctx, caller(req), req.params.id)),
  );
}
