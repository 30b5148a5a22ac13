import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { addDays, bucharestDay } from '../../domain/time.js';
import { dayQuery, indisciplineDeleteBody, modifyCarBody, parkingAddBody, parkingListQuery, parkingUpdateBody, parkingUserBody } from '../../domain/schemas/tower.js';
import type { AppContext } from '../context.js';
import { caller, isAdminOf } from '../http/auth.js';
import { ok } from '../http/envelope.js';
import { forbidden, notFound } from '../http/errors.js';
import { numericSetting } from '../settings/service.js';
import { readUpload } from '../uploads/multipart.js';
import { freeSpaces, towerIndiscipline } from './capacity.js';
import { applyPresence } from './presence.js';
import { cancelParking, changeParkingCar, PARKING_SELECT, parkingById, presentParking, requestParking, type ParkingRow } from './requests-service.js';

export async function parkingRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['parking'];
  const many = async (where: string, params: unknown[]) =>
    (await ctx.db.query<ParkingRow>(`${PARKING_SELECT} WHERE ${where} ORDER BY p.reservation_date, p.date_added`, params)).rows.map(presentParking);
  const tomorrow = () => addDays(bucharestDay(ctx.clock.now()), 1);

  app.post('/api/reservations/parking/add', { config: { access: 'member:2' }, schema: { tags, body: parkingAddBody } }, async (req) => {
    const me = caller(req);
    const b = req.body;
    const asAdmin = !!b.user_id && isAdminOf(me, '2');
    if (b.user_id && !asAdmin && b.user_id !== me.uuid) throw forbidden();
    const ids = await requestParking(ctx, me, { days: b.reservation_dates ?? [b.reservation_date!], carId: b.car_id, userId: b.user_id, asAdmin });
    const rows = await many('p.id = ANY($1)', [ids]);
    return ok(b.reservation_dates ? rows : rows[0]);
  });

  app.get('/api/reservations/parking/delete/:id', { config: { access: 'member:2' }, schema: { tags, params: z.object({ id: z.uuid() }) } }, async (req) => {
    await cancelParking(ctx, caller(req), req.params.id);
    return ok(presentParking((await parkingById(ctx.db, req.params.id))!));
  });

  app.post('/api/reservations/parking/modifyCar', { config: { access: 'member:2' }, schema: { tags, body: modifyCarBody } }, async (req) => {
    await changeParkingCar(ctx, caller(req), req.body.parkingReservationId, req.body.carId);
    return ok(presentParking((await parkingById(ctx.db, req.body.parkingReservationId))!));
  });

  app.post('/api/reservations/parking/update', { config: { access: 'member:2' }, schema: { tags, body: parkingUpdateBody } }, async (req) => {
    await changeParkingCar(ctx, caller(req), req.body._id, req.body.car_id);
    return ok(presentParking((await parkingById(ctx.db, req.body._id))!));
  });

  app.post('/api/reservations/parking/user', { config: { access: 'member:2' }, schema: { tags, body: parkingUserBody } }, async (req) => {
    const me = caller(req);
    if (req.body.uuid !== me.uuid && !isAdminOf(me, '2')) throw forbidden();
    return ok(await many('p.user_id = $1', [req.body.uuid]));
  });

  app.get('/api/reservations/parking', { config: { access: 'admin:2' }, schema: { tags, querystring: parkingListQuery } }, async (req) => {
    if (!isAdminOf(caller(req), '2')) throw forbidden();
    const { from, to } = req.query;
    return ok(await many('($1::date IS NULL OR p.reservation_date >= $1) AND ($2::date IS NULL OR p.reservation_date <= $2)', [from ?? null, to ?? null]));
  });

  app.get('/api/reservations/parking/parkingSize', { config: { access: 'member:2' }, schema: { tags, querystring: dayQuery } }, async (req) => ok((await freeSpaces(ctx.db, req.query.date ?? tomorrow())).capacity));
  app.get('/api/reservations/parking/freeSpaces', { config: { access: 'member:2' }, schema: { tags, querystring: dayQuery } }, async (req) => ok((await freeSpaces(ctx.db, req.query.date ?? tomorrow())).free));

  app.get('/api/reservations/parking/:id', { config: { access: 'member:2' }, schema: { tags, params: z.object({ id: z.uuid() }) } }, async (req) => {
    const me = caller(req);
    const r = await parkingById(ctx.db, req.params.id);
    if (!r) throw notFound('Rezervarea nu a fost găsită.');
    if (r.user_id !== me.uuid && !isAdminOf(me, '2')) throw forbidden();
    return ok(presentParking(r));
  });

  for (const kind of ['presence', 'exit'] as const) {
    app.post(`/api/reservations/parking/${kind}`, { config: { access: 'admin:2' }, schema: { tags, consumes: ['multipart/form-data'] } }, async (req) => {
      if (!isAdminOf(caller(req), '2')) throw forbidden();
      return ok(await applyPresence(ctx, await readUpload(req, ['date', 'licensePlate']), kind));
    });
  }

  app.get('/api/users/indiscipline', { config: { access: 'member:2' }, schema: { tags } }, async (req) => {
    const me = caller(req);
    const admin = isAdminOf(me, '2');
    const { rows: users } = await ctx.db.query<{ uuid: string; name: string }>(
      admin ? "SELECT uuid, name FROM users WHERE building = '2' OR '2' = ANY (building_list) ORDER BY name" : 'SELECT uuid, name FROM users WHERE uuid = $1',
      admin ? [] : [me.uuid],
    );
    const today = bucharestDay(ctx.clock.now());
    const ids = users.map((u) => u.uuid);
    const score = await towerIndiscipline(ctx.db, ids, today, await numericSetting(ctx.db, '2', 'calculateIndisciplineDays', 30));
    const sorting = await towerIndiscipline(ctx.db, ids, today, await numericSetting(ctx.db, '2', 'calculateSortingIndisciplineDays', 60));
    return ok(users.map((u) => ({ uuid: u.uuid, name: u.name, score: score.get(u.uuid) ?? 0, sortingScore: sorting.get(u.uuid) ?? 0 })));
  });

  app.post('/api/users/indiscipline/delete', { config: { access: 'admin:2' }, schema: { tags, body: indisciplineDeleteBody } }, async (req) => {
    if (!isAdminOf(caller(req), '2')) throw forbidden();
    await ctx.db.query('UPDATE parking_reservations SET indiscipline_score = 0 WHERE user_id = $1', [req.body.uuid]);
    return ok(null);
  });
}
