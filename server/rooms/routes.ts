import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { byId, upcomingBody } from '../../domain/schemas/desks.js';
import { roomIdString, roomReservationUpdate, roomsOfDay, roomUpdate } from '../../domain/schemas/rooms.js';
import type { AppContext } from '../context.js';
import { caller } from '../http/auth.js';
import { ok } from '../http/envelope.js';
import { bookRoom, cancelRoomReservation, changeRoomReservation } from './reservations-service.js';
import { changeRoom } from './rooms-admin-service.js';
import { reservationOf, reservationsOfCaller, reservationsOnDay, roomInfo, roomsOnDay, upcomingReservations } from './rooms-service.js';

export async function roomRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['conference rooms'];

  app.get('/api/conference-rooms', { config: { access: 'member:1' }, schema: { tags, querystring: roomsOfDay } }, async (req) => ok(await roomsOnDay(ctx, req.query.date, null)));

  app.get('/api/conference-rooms/info/:roomId', { config: { access: 'member:1' }, schema: { tags, params: z.object({ roomId: roomIdString }) } }, async (req) =>
    ok(await roomInfo(ctx, req.params.roomId)),
  );

  app.get('/api/conference-rooms/:groupId', { config: { access: 'member:1' }, schema: { tags, params: z.object({ groupId: z.string().min(1).max(100) }), querystring: roomsOfDay } }, async (req) =>
    ok(await roomsOnDay(ctx, req.query.date, req.params.groupId)),
  );

  app.post('/api/conference-rooms/update', { schema: { tags, body: roomUpdate }, config: { access: 'admin:1' } }, async (req) => ok(await changeRoom(ctx, caller(req), req.body)));

  app.post('/api/reservations/conference-rooms/all', { config: { access: 'member:1' }, schema: { tags, body: roomsOfDay } }, async (req) =>
    ok(await reservationsOnDay(ctx, req.body.date)),
  );

  app.post('/api/reservations/conference-rooms/update', { config: { access: 'member:1' }, schema: { tags, body: roomReservationUpdate } }, async (req) => {
    const b = req.body;
    return ok('_id' in b ? await changeRoomReservation(ctx, caller(req), b) : await bookRoom(ctx, caller(req), b));
  });

  app.post('/api/reservations/conference-rooms/delete', { config: { access: 'member:1' }, schema: { tags, body: byId } }, async (req) =>
    ok(await cancelRoomReservation(ctx, caller(req), req.body._id)),
  );

  app.post('/api/reservations/conference-rooms/user/upcoming', { config: { access: 'member:1' }, schema: { tags, body: upcomingBody } }, async (req) =>
    ok(await upcomingReservations(ctx, caller(req), req.body.uuid)),
  );

  app.get('/api/reservations/conference-rooms', { config: { access: 'member:1' }, schema: { tags } }, async (req) => ok(await reservationsOfCaller(ctx, caller(req))));

  app.get('/api/reservations/conference-rooms/:id', { config: { access: 'member:1' }, schema: { tags, params: z.object({ id: z.uuid() }) } }, async (req) =>
    ok(await reservationOf(ctx, caller(req), req.params.id)),
  );
}
