import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { carAddBody, carIdBody, carUpdateBody } from '../../domain/schemas/tower.js';
import { UPLOAD_LIMIT } from '../../domain/upload-messages.js';
import type { AppContext } from '../context.js';
import { caller } from '../http/auth.js';
import { ok } from '../http/envelope.js';
import { readUpload } from '../uploads/multipart.js';
import { addCar, deleteCar, everyCar, massAddCars, myActiveCars, myCars, updateCar } from './cars-service.js';
import { presentCar } from './presenter.js';

export async function carRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['cars'];

  app.get('/api/users/cars', { config: { access: 'member:2' }, schema: { tags } }, async (req) => ok((await myActiveCars(ctx, caller(req))).map(presentCar)));
  app.get('/api/users/cars/all', { config: { access: 'member:2' }, schema: { tags } }, async (req) => ok((await myCars(ctx, caller(req))).map(presentCar)));
  app.get('/api/cars', { config: { access: 'admin:2' }, schema: { tags } }, async (req) => ok((await everyCar(ctx, caller(req))).map(presentCar)));

  app.post('/api/cars/add', { config: { access: 'member:2' }, schema: { tags, body: carAddBody } }, async (req) => ok(presentCar(await addCar(ctx, caller(req), req.body))));
  app.post('/api/cars/delete', { config: { access: 'member:2' }, schema: { tags, body: carIdBody } }, async (req) => {
    await deleteCar(ctx, caller(req), req.body._id);
    return ok(null);
  });

  // Administrators edit a car; function car and permanent access exclude each other (tower §4).
  app.post('/api/cars/update', { config: { access: 'admin:2' }, schema: { tags, body: carUpdateBody } }, async (req) => {
    const { _id, ...edit } = req.body;
    return ok(presentCar(await updateCar(ctx, caller(req), _id, edit)));
  });

  app.post('/api/cars/massAdd', { config: { access: 'admin:2' }, schema: { tags, consumes: ['multipart/form-data'] } }, async (req) => {
    const me = caller(req);
    return ok((await massAddCars(ctx, me, await readUpload(req, ['nrInmatriculare', 'marca'], UPLOAD_LIMIT.rows.cars))).map(presentCar));
  });
}
