import type { FastifyInstance } from 'fastify';
import { UPLOAD_LIMIT } from '../../domain/upload-messages.js';
import type { AppContext } from '../context.js';
import { caller } from '../http/auth.js';
import { ok } from '../http/envelope.js';
import { readUpload } from '../uploads/multipart.js';
import { addCar, deleteCar, everyCar, massAddCars, myActiveCars, myCars, updateCar } from './cars-service.js';
import { route } from '../http/route.js';
import { presentCar } from './presenter.js';

export async function carRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const tags = ['cars'];

  route(
    fastify,
    'GET /users/cars',
    {
      tags,
      operationId: 'listMyCars',
      summary: "List the caller's active cars",
      description: 'Members of the tower: the cars they may request parking with.',
    },
    async (req) => ok((await myActiveCars(ctx, caller(req))).map(presentCar)),
  );

  route(
    fastify,
    'GET /users/cars/all',
    {
      tags,
      operationId: 'listAllMyCars',
      summary: "List the caller's cars, removed ones too",
      description:
        'Members of the tower: their cars with those removed (`active` false, `date_removed` set), as their requests may still name them.',
    },
    async (req) => ok((await myCars(ctx, caller(req))).map(presentCar)),
  );

  route(
    fastify,
    'GET /cars',
    {
      tags,
      operationId: 'listCars',
      summary: 'List every car of the tower',
      description: "Administrators of the tower: every user's cars, company and function cars, removed ones too.",
    },
    async (req) => ok((await everyCar(ctx, caller(req))).map(presentCar)),
  );

  route(
    fastify,
    'POST /cars/add',
    {
      tags,
      operationId: 'addCar',
      summary: 'Add a car',
      description:
        'Members of the tower add their own car (a valid plate, tower §5, unless foreign); administrators of the tower also company (permanent access) and function cars and cars of others (403 otherwise). 409 when the plate is on an active car or was removed within carCanBeAddedAgainAfterDays.',
    },
    async (req) => ok(presentCar(await addCar(ctx, caller(req), req.body))),
  );

  route(
    fastify,
    'POST /cars/delete',
    {
      tags,
      operationId: 'removeCar',
      summary: 'Remove a car',
      description:
        'Its owner and administrators of the tower. The car stays in history and its plate may not be added again for a while; 404 when there is no such active car.',
    },
    async (req) => {
      await deleteCar(ctx, caller(req), req.body._id);
      return ok(null);
    },
  );

  // Administrators edit a car; function car and permanent access exclude each other (tower §4).
  route(
    fastify,
    'POST /cars/update',
    {
      tags,
      operationId: 'updateCar',
      summary: 'Edit a car',
      description:
        'Administrators of the tower: only the fields sent change. Function car and permanent access exclude each other (tower §4); a new plate must be free as when adding a car (409 otherwise).',
    },
    async (req) => {
      const { _id, ...edit } = req.body;
      return ok(presentCar(await updateCar(ctx, caller(req), _id, edit)));
    },
  );

  route(
    fastify,
    'POST /cars/massAdd',
    {
      tags,
      operationId: 'importPermanentCars',
      summary: "Import the company's permanent-access cars",
      description:
        'Administrators of the tower. A CSV or XLSX file (columns nrInmatriculare, marca, and optionally electrica — also headed electric — with da/nu, 1/0 or true/false, empty as nu), all or nothing, within maxPermanentAccesCars when set; a refused row is named in the refusal (409 for a plate already in use). Answers the cars added.',
    },
    async (req) => {
      const me = caller(req);
      return ok((await massAddCars(ctx, me, await readUpload(req, ['nrInmatriculare', 'marca'], UPLOAD_LIMIT.rows.cars))).map(presentCar));
    },
  );
}
