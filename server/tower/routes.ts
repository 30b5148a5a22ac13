import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dayQuery, indisciplineDeleteBody, indisciplineQuery, modifyCarBody, parkingAddBody, parkingListQuery, parkingUpdateBody, parkingUserBody } from '../../domain/schemas/tower.js';
import { UPLOAD_LIMIT } from '../../domain/upload-messages.js';
import type { AppContext } from '../context.js';
import { caller } from '../http/auth.js';
import { ok } from '../http/envelope.js';
import { readUpload } from '../uploads/multipart.js';
import { daySpaces } from './capacity-service.js';
import { forgiveIndiscipline, indisciplineList } from './indiscipline-service.js';
import { applyPresence } from './presence-service.js';
import { presentParking } from './presenter.js';
import { cancelParking, changeParkingCar, parkingBetween, parkingOfUser, parkingRequest, requestParking } from './requests-service.js';

export async function parkingRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['parking'];

  app.post('/api/reservations/parking/add', { config: { access: 'member:2' }, schema: { tags, body: parkingAddBody } }, async (req) => {
    const b = req.body;
    const rows = (await requestParking(ctx, caller(req), { days: b.reservation_dates ?? [b.reservation_date!], carId: b.car_id, userId: b.user_id })).map(presentParking);
    return ok(b.reservation_dates ? rows : rows[0]);
  });

  app.get('/api/reservations/parking/delete/:id', { config: { access: 'member:2' }, schema: { tags, params: z.object({ id: z.uuid() }) } }, async (req) =>
    ok(presentParking(await cancelParking(ctx, caller(req), req.params.id))),
  );

  app.post('/api/reservations/parking/modifyCar', { config: { access: 'member:2' }, schema: { tags, body: modifyCarBody } }, async (req) =>
    ok(presentParking(await changeParkingCar(ctx, caller(req), req.body.parkingReservationId, req.body.carId))),
  );

  app.post('/api/reservations/parking/update', { config: { access: 'member:2' }, schema: { tags, body: parkingUpdateBody } }, async (req) =>
    ok(presentParking(await changeParkingCar(ctx, caller(req), req.body._id, req.body.car_id))),
  );

  app.post('/api/reservations/parking/user', { config: { access: 'member:2' }, schema: { tags, body: parkingUserBody } }, async (req) =>
    ok((await parkingOfUser(ctx, caller(req), req.body.uuid)).map(presentParking)),
  );

  app.get('/api/reservations/parking', { config: { access: 'admin:2' }, schema: { tags, querystring: parkingListQuery } }, async (req) =>
    ok((await parkingBetween(ctx, caller(req), req.query.from ?? null, req.query.to ?? null)).map(presentParking)),
  );

  app.get('/api/reservations/parking/parkingSize', { config: { access: 'member:2' }, schema: { tags, querystring: dayQuery } }, async (req) => ok((await daySpaces(ctx, req.query.date)).capacity));
  app.get('/api/reservations/parking/freeSpaces', { config: { access: 'member:2' }, schema: { tags, querystring: dayQuery } }, async (req) => ok((await daySpaces(ctx, req.query.date)).free));

  app.get('/api/reservations/parking/:id', { config: { access: 'member:2' }, schema: { tags, params: z.object({ id: z.uuid() }) } }, async (req) =>
    ok(presentParking(await parkingRequest(ctx, caller(req), req.params.id))),
  );

  for (const kind of ['presence', 'exit'] as const) {
    app.post(`/api/reservations/parking/${kind}`, { config: { access: 'admin:2' }, schema: { tags, consumes: ['multipart/form-data'] } }, async (req) => {
      const me = caller(req);
      return ok(await applyPresence(ctx, me, await readUpload(req, ['date', 'licensePlate'], UPLOAD_LIMIT.rows.presence), kind));
    });
  }

  app.get('/api/users/indiscipline', { config: { access: 'member:2' }, schema: { tags, querystring: indisciplineQuery } }, async (req) =>
    ok(await indisciplineList(ctx, caller(req), req.query.uuid)),
  );

  app.post('/api/users/indiscipline/delete', { config: { access: 'admin:2' }, schema: { tags, body: indisciplineDeleteBody } }, async (req) => {
    await forgiveIndiscipline(ctx, caller(req), req.body.uuid);
    return ok(null);
  });
}
