import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { attendingBody, byId, deskReservationParking, deskReservationUpdate, groupDayQuery, randomDeskBody, upcomingBody } from '../../domain/schemas/desks.js';
import { bucharestDay } from '../../domain/time.js';
import type { AppContext } from '../context.js';
import { caller } from '../http/auth.js';
import { ok } from '../http/envelope.js';
import { SnapshotCache, sendSnapshot } from '../http/snapshot-cache.js';
import { uploadAttendance } from './attendance-service.js';
import { bookDesk } from './book-service.js';
import { cancelDesk, changeDeskReservation, setDeskParking } from './change-service.js';
import { deskReservation, groupReservations, myReservations, upcomingReservations } from './list-service.js';
import { availableParkingSpots } from './parking-service.js';
import { presentDeskReservation } from './presenter.js';
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

  app.get('/api/reservations/desks/:id', { config: { access: 'member:1' }, schema: { tags, params: z.object({ id: z.uuid() }) } }, async (req) =>
    ok(presentDeskReservation(await deskReservation(ctx, caller(req), req.params.id))),
  );

  app.post('/api/reservations/desks/user/upcoming', { config: { access: 'member:1' }, schema: { tags, body: upcomingBody } }, async (req) =>
    ok((await upcomingReservations(ctx, caller(req), req.body.uuid)).map(presentDeskReservation)),
  );

  app.post('/api/groups/availableParkingSpots', { config: { access: 'member:1' }, schema: { tags: ['groups'], body: z.object({ groupId: z.string().min(1).max(100), date: groupDayQuery.shape.date.unwrap() }) } }, async (req) =>
    ok(await availableParkingSpots(ctx, req.body.groupId, req.body.date)),
  );

  // Today's counts change only with today's bookings, rooms or desks: a snapshot under today's version.
  const statusCache = new SnapshotCache(4);
  app.get('/api/reservations/status', { config: { access: 'member:1', officeDay: (_req, now) => bucharestDay(now) }, schema: { tags } }, async (req, reply) =>
    sendSnapshot(req, reply, await officeStatus(ctx, statusCache, req.office)),
  );

  app.post('/api/reservations/desks/attending', { schema: { tags, body: attendingBody }, config: { access: 'admin:1' } }, async (req) =>
    ok(await uploadAttendance(ctx, caller(req), req.body.attendingList)),
  );
}
