import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { carAddBody, carIdBody, carUpdateBody } from '../../domain/schemas/tower.js';
import { towerCarAnswer, towerCarListAnswer, towerDoneAnswer } from '../../domain/schemas/tower-answers.js';
import { UPLOAD_LIMIT } from '../../domain/upload-messages.js';
import type { AppContext } from '../context.js';
import { answers } from '../http/answers.js';
import { caller } from '../http/auth.js';
import { ok } from '../http/envelope.js';
import { readUpload } from '../uploads/multipart.js';
import { addCar, deleteCar, everyCar, massAddCars, myActiveCars, myCars, updateCar } from './cars-service.js';
import { presentCar } from './presenter.js';

export async function carRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['cars'];

  app.get(
    '/api/users/cars',
    {
      config: { access: 'member:2' },
      schema: {
        tags,
        operationId: 'listMyCars',
        summary: "List the caller's active cars",
        description: 'Members of the tower: the cars they may request parking with.',
        response: answers(towerCarListAnswer),
      },
    },
    async (req) => ok((await myActiveCars(ctx, caller(req))).map(presentCar)),
  );

  app.get(
    '/api/users/cars/all',
    {
      config: { access: 'member:2' },
      schema: {
        tags,
        operationId: 'listAllMyCars',
        summary: "List the caller's cars, removed ones too",
        description:
          'Members of the tower: their cars with those removed (`active` false, `date_removed` set), as their requests may still name them.',
        response: answers(towerCarListAnswer),
      },
    },
    async (req) => ok((await myCars(ctx, caller(req))).map(presentCar)),
  );

  app.get(
    '/api/cars',
    {
      config: { access: 'admin:2' },
      schema: {
        tags,
        operationId: 'listCars',
        summary: 'List every car of the tower',
        description: "Administrators of the tower: every user's cars, company and function cars, removed ones too.",
        response: answers(towerCarListAnswer),
      },
    },
    async (req) => ok((await everyCar(ctx, caller(req))).map(presentCar)),
  );

  app.post(
    '/api/cars/add',
    {
      config: { access: 'member:2' },
      schema: {
        tags,
        operationId: 'addCar',
        summary: 'Add a car',
        description:
          'Members of the tower add their own car (a valid plate, tower §5, unless foreign); administrators of the tower also company (permanent access) and function cars and cars of others (403 otherwise). 409 when the plate is on an active car or was removed within carCanBeAddedAgainAfterDays.',
        body: carAddBody,
        response: answers(towerCarAnswer, 409),
      },
    },
    async (req) => ok(presentCar(await addCar(ctx, caller(req), req.body))),
  );

  app.post(
    '/api/cars/delete',
    {
      config: { access: 'member:2' },
      schema: {
        tags,
        operationId: 'removeCar',
        summary: 'Remove a car',
        description:
          'Its owner and administrators of the tower. The car stays in history and its plate may not be added again for a while; 404 when there is no such active car.',
        body: carIdBody,
        response: answers(towerDoneAnswer, 404),
      },
    },
    async (req) => {
      await deleteCar(ctx, caller(req), req.body._id);
      return ok(null);
    },
  );

  // Administrators edit a car; function car and permanent access exclude each other (tower §4).
  app.post(
    '/api/cars/update',
    {
      config: { access: 'admin:2' },
      schema: {
        tags,
        operationId: 'updateCar',
        summary: 'Edit a car',
        description:
          'Administrators of the tower: only the fields sent change. Function car and permanent access exclude each other (tower §4); a new plate must be free as when adding a car (409 otherwise).',
        body: carUpdateBody,
        response: answers(towerCarAnswer, 404, 409),
      },
    },
    async (req) => {
      const { _id, ...edit } = req.body;
      return ok(presentCar(await updateCar(ctx, caller(req), _id, edit)));
    },
  );

  app.post(
    '/api/cars/massAdd',
    {
      config: { access: 'admin:2' },
      schema: {
        tags,
        operationId: 'importPermanentCars',
        summary: "Import the company's permanent-access cars",
        description:
          'Administrators of the tower. A CSV or XLSX file (columns nrInmatriculare, marca), all or nothing, within maxPermanentAccesCars when set; a refused row is named in the refusal (409 for a plate already in use). Answers the cars added.',
        consumes: ['multipart/form-data'],
        response: answers(towerCarListAnswer, 409),
      },
    },
    async (req) => {
      const me = caller(req);
      return ok((await massAddCars(ctx, me, await readUpload(req, ['nrInmatriculare', 'marca'], UPLOAD_LIMIT.rows.cars))).map(presentCar));
    },
  );
}
