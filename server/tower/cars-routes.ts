import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { carAddBody, carIdBody, carUpdateBody } from '../../domain/schemas/tower.js';
import type { AppContext } from '../context.js';
import { caller, isAdminOf } from '../http/auth.js';
import { ok } from '../http/envelope.js';
import { badRequest, forbidden, notFound } from '../http/errors.js';
import { readUpload } from '../uploads/multipart.js';
import { addCar, CAR_SELECT, carById, deleteCar, presentCar, type CarRow } from './cars-service.js';
import { massAddCars } from './mass-add-cars.js';

export async function carRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['cars'];
  const list = async (where: string, params: unknown[]) =>
    (await ctx.db.query<CarRow>(`${CAR_SELECT} WHERE ${where} ORDER BY c.date_added DESC`, params)).rows.map(presentCar);

  app.get('/api/users/cars', { config: { access: 'member:2' }, schema: { tags } }, async (req) => ok(await list('c.user_id = $1 AND c.active', [caller(req).uuid])));
  app.get('/api/users/cars/all', { config: { access: 'member:2' }, schema: { tags } }, async (req) => ok(await list('c.user_id = $1', [caller(req).uuid])));
  app.get('/api/cars', { config: { access: 'admin:2' }, schema: { tags } }, async (req) => {
    if (!isAdminOf(caller(req), '2')) throw forbidden();
    return ok(await list('true', []));
  });

  app.post('/api/cars/add', { config: { access: 'member:2' }, schema: { tags, body: carAddBody } }, async (req) => ok(presentCar(await addCar(ctx, caller(req), req.body))));
  app.post('/api/cars/delete', { config: { access: 'member:2' }, schema: { tags, body: carIdBody } }, async (req) => {
    await deleteCar(ctx, caller(req), req.body._id);
    return ok(null);
  });

  // Administrators edit a car; function car and permanent access exclude each other (tower §4).
  app.post('/api/cars/update', { config: { access: 'admin:2' }, schema: { tags, body: carUpdateBody } }, async (req) => {
    if (!isAdminOf(caller(req), '2')) throw forbidden();
    const b = req.body;
    const car = await carById(ctx.db, b._id);
    if (!car) throw notFound('Mașina nu a fost găsită.');
    const fn = b.function_car ?? (b.permanent_access ? false : car.function_car);
    const perm = b.permanent_access ?? (b.function_car ? false : car.permanent_access);
    if (fn && perm) throw badRequest('Datele introduse nu sunt valide');
    await ctx.db.query('UPDATE cars SET brand = COALESCE($2, brand), function_car = $3, permanent_access = $4, owner_label = COALESCE($5, owner_label) WHERE id = $1', [
      b._id, b.brand ?? null, fn, perm, b.owner_label ?? null,
    ]);
    return ok(presentCar((await carById(ctx.db, b._id))!));
  });

  app.post('/api/cars/massAdd', { config: { access: 'admin:2' }, schema: { tags, consumes: ['multipart/form-data'] } }, async (req) => {
    const me = caller(req);
    if (!isAdminOf(me, '2')) throw forbidden();
    return ok(await massAddCars(ctx, me, await readUpload(req, ['nrInmatriculare', 'marca'])));
  });
}
