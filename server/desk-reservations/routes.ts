import type { FastifyInstance } from 'fastify';
import { UPLOAD_LIMIT } from '../../domain/upload-messages.js';
import type { AppContext } from '../context.js';
import { mapDay } from '../http/map-day.js';
import { caller } from '../http/auth.js';
import { ok } from '../http/envelope.js';
import { SnapshotCache, sendSnapshot } from '../http/snapshot-cache.js';
import { fileAsBody, readCsvUpload } from '../uploads/multipart.js';
import { attendanceOfFile, uploadAttendance } from './attendance-service.js';
import { bookDesk } from './book-service.js';
import { checkIn } from './checkin-service.js';
import { cancelDesk, changeDeskReservation, setDeskParking } from './change-service.js';
import { freeByDay } from './free-days-service.js';
import { bookedForOthers, deskReservation, groupReservations, myReservations, upcomingReservations } from './list-service.js';
import { availableParkingSpots } from './parking-service.js';
import { presentDeskReservation, presentReservationForOther } from './presenter.js';
import { bookRandomDesk } from './random-service.js';
import { route } from '../http/route.js';
import { officeStatus } from './status-service.js';

export async function deskReservationRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const tags = ['desk reservations'];

  // `update` books without an _id and changes the reservation with one (decisions §2).
  route(
    fastify,
    'POST /reservations/desks/update',
    {
      tags,
      operationId: 'bookOrChangeDeskReservation',
      summary: 'Book a desk for a day, or change a desk reservation',
      description:
        'Members of building 1. Without `_id`, books the desk for the day, for the caller or for someone they act for, under the rules of flex-office §5 (409 when the desk or the person is taken that day; 403 for a desk of another group, held, or a ban; 400 outside the booking window or over the limit). With `_id`, cancels it (24 hours ahead unless an administrator), confirms presence (the occupant only) or requests or releases its parking spot (409 when the group has none left).',
    },
    async (req) => {
      const me = caller(req);
      const b = req.body;
      const r =
        '_id' in b
          ? await changeDeskReservation(ctx, me, b._id, { status: b.status, parkingSpot: b.parkingSpot })
          : await bookDesk(ctx, me, b);
      return ok(presentDeskReservation(r));
    },
  );

  route(
    fastify,
    'POST /reservations/desks/updateParking',
    {
      tags,
      operationId: 'setDeskReservationParking',
      summary: 'Request or release the parking spot of a desk reservation',
      description:
        'Members of building 1 who may change the reservation (its occupant, who booked it, or who acts for the occupant). A spot needs the occupant’s parking right (400) and a free spot of the group that day (409); a cancelled reservation is refused (400).',
    },
    async (req) => ok(presentDeskReservation(await setDeskParking(ctx, caller(req), req.body._id, req.body.parkingSpot))),
  );

  route(
    fastify,
    'POST /reservations/desks/delete',
    {
      tags,
      operationId: 'cancelDeskReservation',
      summary: 'Cancel a desk reservation',
      description:
        'Members of building 1 who may change the reservation. Only more than 24 hours before it starts, unless the caller is an administrator (400). Answers the reservation, now cancelled.',
    },
    async (req) => ok(presentDeskReservation(await cancelDesk(ctx, caller(req), req.body._id))),
  );

  // Check-in at the desk (decisions §13): the page a desk's QR label opens calls it.
  route(
    fastify,
    'POST /reservations/desks/checkin',
    {
      tags,
      operationId: 'checkInAtDesk',
      summary: 'Check in at a desk today: confirm presence, or take the free desk (walk-up)',
      description:
        "Members of building 1, today in Bucharest (decisions §13). The caller's booking of the desk today is confirmed (`confirmed`; `already` when it was); a free desk is booked for the caller today and confirmed at once when walkUpBooking is 1 (`booked`; every booking rule but the window's first day: 403 for a desk of another group, held for someone, or a ban; 400 over the active limit), and refused with 403 `checkin.walkUpOff` when it is 0. 409 `checkin.otherDesk` when the caller holds another desk today, 409 `checkin.taken` when someone else holds this one; 400 `checkin.weekend` on a weekend; 404 for an unknown desk.",
    },
    async (req) => {
      const { action, reservation } = await checkIn(ctx, caller(req), req.body.deskId);
      return ok({ action, reservation: presentDeskReservation(reservation) });
    },
  );

  route(
    fastify,
    'POST /reservations/desks/random',
    {
      tags,
      operationId: 'bookRandomDesk',
      summary: 'Book a random free desk of a group for a day',
      description:
        'Members of building 1 with groups (decisions §6; not for the head office nor the Bucharest region: 400). Books a uniformly random free desk of the group under the rules of a booking; 409 when none is free.',
    },
    async (req) => ok(presentDeskReservation(await bookRandomDesk(ctx, caller(req), req.body))),
  );

  route(
    fastify,
    'POST /reservations/desks/group',
    {
      tags,
      operationId: 'listGroupDeskReservations',
      summary: 'The live reservations of the desks of a group',
      description:
        'Members of building 1. The live reservations of the group’s desks on `date`, or from today on when no date is given (the taken days of a multi-day booking).',
    },
    async (req) => ok((await groupReservations(ctx, req.body.groupId, req.body.date)).map(presentDeskReservation)),
  );

  route(
    fastify,
    'GET /reservations/desks',
    {
      tags,
      operationId: 'listMyDeskReservations',
      summary: 'The desk reservations the caller holds or booked',
      description:
        'Members of building 1. The reservations, of every status, that the caller holds or booked; an administrator (role admin) gets every reservation.',
    },
    async (req) => ok((await myReservations(ctx, caller(req))).map(presentDeskReservation)),
  );

  // What the caller booked for other people, from today on (issue #14, point 6); nothing for one who books for nobody.
  route(
    fastify,
    'GET /reservations/desks/forOthers',
    {
      tags,
      operationId: 'listDeskReservationsForOthers',
      summary: 'The live desk reservations the caller made for other people',
      description:
        'Members of building 1. The live reservations from today on that the caller booked for someone else, each with the occupant’s e-mail (issue #14, point 6).',
    },
    async (req) => ok((await bookedForOthers(ctx, caller(req))).map(presentReservationForOther)),
  );

  route(
    fastify,
    'GET /reservations/desks/:id',
    {
      tags,
      operationId: 'getDeskReservation',
      summary: 'One desk reservation',
      description:
        'Members of building 1 who may change it: its occupant, who booked it, and those who act for the occupant (403). 404 for an unknown reservation.',
    },
    async (req) => ok(presentDeskReservation(await deskReservation(ctx, caller(req), req.params.id))),
  );

  route(
    fastify,
    'POST /reservations/desks/user/upcoming',
    {
      tags,
      operationId: 'listUpcomingDeskReservationsOf',
      summary: "A person's live desk reservations from today on",
      description:
        'Members of building 1 who act for the person (themselves, a manager of one of their groups, an administrator: 403 otherwise); 404 for an unknown person.',
    },
    async (req) => ok((await upcomingReservations(ctx, caller(req), req.body.uuid)).map(presentDeskReservation)),
  );

  route(
    fastify,
    'POST /groups/availableParkingSpots',
    {
      tags: ['groups'],
      operationId: 'countAvailableParkingSpots',
      summary: 'The parking spots of a group still free on a day',
      description:
        'Members of building 1. The group’s spots less its live reservations with a spot that day (flex-office §5); 0 for an unknown group.',
    },
    async (req) => ok(await availableParkingSpots(ctx, req.body.groupId, req.body.date)),
  );

  // The week strip's free desks of a group per working day of a range (issue #14, point 5), like the map a snapshot under its days' version.
  const freeCache = new SnapshotCache(50);
  route(
    fastify,
    'GET /desks/freeByDay',
    {
      tags: ['desks'],
      operationId: 'countFreeDesksByDay',
      summary: 'The free desks of a group on each working day of a range',
      description:
        'Members of building 1. For the week strip (issue #14, point 5): each weekday from `from` to `to` (at most 62 days, else 400) with the group’s desks the map shows free. Served under the range’s version, with 304 to a current If-None-Match.',
    },
    async (req, reply) => sendSnapshot(req, reply, await freeCache.get(await freeByDay(ctx, req.query))),
  );

  // A day's counts change only with that day's bookings, rooms or desks: a snapshot under the day's
  // version. Today's and the days of the booking window the map shows (about 23 weekdays).
  const statusCache = new SnapshotCache(32);
  route(
    fastify,
    'GET /reservations/status',
    {
      tags,
      operationId: 'getOfficeStatus',
      summary: 'The status card: desks and rooms reserved and free on a day',
      description:
        'Members of building 1. The counts of `date` (today by default; decisions §6); another day must be within the booking window (400). Served under the day’s version, with 304 to a current If-None-Match.',
      config: { officeDay: mapDay },
    },
    async (req, reply) => sendSnapshot(req, reply, await statusCache.get(await officeStatus(ctx, req.query.date, await req.dayVersion))),
  );

  route(
    fastify,
    'POST /reservations/desks/attending',
    {
      tags,
      operationId: 'uploadDeskAttendance',
      summary: 'Apply an attendance list: who came to their booked desk',
      description:
        "Administrators of the office (flex-office §4). The list as JSON rows, or as its .csv file (multipart, field `file`; columns Data, Email, flex-office §5), read by the rules of the web's preview. All or nothing: every row needs a valid date (YYYY-MM-DD or DD.MM.YYYY) and a known e-mail (400, naming the row). The listed people’s reservations of each day are marked used, the others of that day become no-shows, which may ban their holders.",
      preValidation: fileAsBody(async (req) => attendanceOfFile(await readCsvUpload(req, UPLOAD_LIMIT.rows.attendance))),
    },
    async (req) => ok(await uploadAttendance(ctx, caller(req), req.body.attendingList)),
  );
}
