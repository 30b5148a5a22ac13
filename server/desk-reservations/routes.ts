import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { attendingBody, byId, dateQuery, deskReservationParking, deskReservationUpdate, groupDayQuery, randomDeskBody, upcomingBody } from '../../domain/schemas/desks.js';
import { freeByDayQuery } from '../../domain/schemas/free-desks.js';
import type { AppContext } from '../context.js';
import { mapDay } from '../desks/routes.js';
import { caller } from '../http/auth.js';
import { ok } from '../http/envelope.js';
import { SnapshotCache, sendSnapshot } from '../http/snapshot-cache.js';
import { uploadAttendance } from './attendance-service.js';
import { bookDesk } from './book-service.js';
import { cancelDesk, changeDeskReservation, setDeskParking } from './change-service.js';
import { freeByDay } from './free-days-service.js';
import { bookedForOthers, deskReservation, groupReservations, myReservations, upcomingReservations } from './list-service.js';
import { availableParkingSpots } from './parking-service.js';
import { presentDeskReservation, presentReservationForOther } from './presenter.js';
import { bookRandomDesk } from './random-service.js';
import { officeStatus } from './status-service.js';

export async function deskReservationRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['desk reservations'];

  // `update` books without an _id and changes the reservation with one (decisions §2).
  app.post('/api/reservations/desks/update', { config: { access: 'member:1' }, schema: { tags, body: deskReservationUpdate } }, async (req) => {
    const me = caller(req);
    const b = req.body;
    const r = '_id' in b ? await changeDeskReservation(ctx, me, b._id, { status: b.status, parkingSpot: b.parkingSpot }) : await bookDesk(ctx, me, b);
    return ok(presentDeskReservation(r));
  });

  app.post('/api/reservations/desks/updateParking', { config: { access: 'member:1' }, schema: { tags, body: deskReservationParking } }, async (req) =>
    ok(presentDeskReservation(await setDeskParking(ctx, caller(req), req.body._id, req.body.parkingSpot))),
  );

  app.post('/api/reservations/desks/delete', { config: { access: 'member:1' }, schema: { tags, body: byId } }, async (req) =>
    ok(presentDeskReservation(await cancelDesk(ctx, caller(req), req.body._id))),
  );

  app.post('/api/reservations/desks/random', { config: { access: 'member:1' }, schema: { tags, body: randomDeskBody } }, async (req) =>
    ok(presentDeskReservation(await bookRandomDesk(ctx, caller(req), req.body))),
  );

  app.post('/api/reservations/desks/group', { config: { access: 'member:1' }, schema: { tags, body: groupDayQuery } }, async (req) =>
    ok((await groupReservations(ctx, req.body.groupId, req.body.date)).map(presentDeskReservation)),
  );

  app.get('/api/reservations/desks', { config: { access: 'member:1' }, schema: { tags } }, async (req) =>
    ok((await myReservations(ctx, caller(req))).map(presentDeskReservation)),
  );

  // What the caller booked for other people, from today on (issue #14, point 6); nothing for one who books for nobody.
  app.get('/api/reservations/desks/forOthers', { config: { access: 'member:1' }, schema: { tags } }, async (req) =>
    ok((await bookedForOthers(ctx, caller(req))).map(presentReservationForOther)),
  );

  app.get('/api/reservations/desks/:id', { config: { access: 'member:1' }, schema: { tags, params: z.object({ id: z.uuid() }) } }, async (req) =>
    ok(presentDeskReservation(await deskReservation(ctx, caller(req), req.params.id))),
  );

  app.post('/api/reservations/desks/user/upcoming', { config: { access: 'member:1' }, schema: { tags, body: upcomingBody } }, async (req) =>
    ok((await upcomingReservations(ctx, caller(req), req.body.uuid)).map(presentDeskReservation)),
  );

  app.post('/api/groups/availableParkingSpots', { config: { access: 'member:1' }, schema: { tags: ['groups'], body: z.object({ groupId: z.string().min(1).max(100), date: groupDayQuery.shape.date.unwrap() }) } }, async (req) =>
    ok(await availableParkingSpots(ctx, req.body.groupId, req.body.date)),
  );

  // The week strip's free desks of a group per working day of a range (issue #14, point 5), like the map a snapshot under its days' version.
  const freeCache = new SnapshotCache(50);
  app.get('/api/desks/freeByDay', { config: { access: 'member:1' }, schema: { tags: ['desks'], querystring: freeByDayQuery } }, async (req, reply) =>
    sendSnapshot(req, reply, await freeByDay(ctx, freeCache, req.query)),
  );

  // A day's counts change only with that day's bookings, rooms or desks: a snapshot under the day's
  // version. Today's and the days of the booking window the map shows (about 23 weekdays).
  const statusCache = new SnapshotCache(32);
  app.get('/api/reservations/status', { config: { access: 'member:1', officeDay: mapDay }, schema: { tags, querystring: dateQuery } }, async (req, reply) =>
    sendSnapshot(req, reply, await officeStatus(ctx, statusCache, req.query.date, req.office)),
  );

  app.post('/api/reservations/desks/attending', { schema: { tags, body: attendingBody }, config: { access: 'admin:1' } }, async (req) =>
    ok(await uploadAttendance(ctx, caller(req), req.body.attendingList)),
  );
}
