import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  dayQuery,
  indisciplineDeleteBody,
  indisciplineQuery,
  modifyCarBody,
  parkingAddBody,
  parkingListQuery,
  parkingUpdateBody,
  parkingUserBody,
} from '../../domain/schemas/tower.js';
import {
  parkingAddAnswer,
  parkingRequestAnswer,
  parkingRequestListAnswer,
  parkingSpacesAnswer,
  presenceOutcomeAnswer,
  towerDoneAnswer,
  towerIndisciplineListAnswer,
} from '../../domain/schemas/tower-answers.js';
import { UPLOAD_LIMIT } from '../../domain/upload-messages.js';
import type { AppContext } from '../context.js';
import { answers } from '../http/answers.js';
import { caller } from '../http/auth.js';
import { ok } from '../http/envelope.js';
import { readUpload } from '../uploads/multipart.js';
import { daySpaces } from './capacity-service.js';
import { forgiveIndiscipline, indisciplineList } from './indiscipline-service.js';
import { applyPresence } from './presence-service.js';
import { presentParking } from './presenter.js';
import { cancelParking, changeParkingCar, parkingBetween, parkingOfUser, parkingRequest, requestParking } from './requests-service.js';

const requestId = z.object({ id: z.uuid() });

export async function parkingRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['parking'];

  app.post(
    '/api/reservations/parking/add',
    {
      config: { access: 'member:2' },
      schema: {
        tags,
        operationId: 'requestParking',
        summary: 'Request a parking space in the tower for one or more days',
        description:
          'Members of the tower, for themselves with one of their active cars, within the days open to requests and unless banned; administrators of the tower also for another user (`user_id`), any working day from today on. All days or none; a day already requested answers 409. Answers a list when `reservation_dates` is sent, else the one request.',
        body: parkingAddBody,
        response: answers(parkingAddAnswer, 409),
      },
    },
    async (req) => {
      const b = req.body;
      const rows = (
        await requestParking(ctx, caller(req), { days: b.reservation_dates ?? [b.reservation_date!], carId: b.car_id, userId: b.user_id })
      ).map(presentParking);
      return ok(b.reservation_dates ? rows : rows[0]);
    },
  );

  app.get(
    '/api/reservations/parking/delete/:id',
    {
      config: { access: 'member:2' },
      schema: {
        tags,
        operationId: 'cancelParkingRequest',
        summary: 'Cancel a parking request',
        description:
          'The owner, while the request is live, not confirmed and before its deadline; administrators of the tower at any time. Cancelling an absence takes its indiscipline back. A request already cancelled is answered as it is.',
        params: requestId,
        response: answers(parkingRequestAnswer, 404),
      },
    },
    async (req) => ok(presentParking(await cancelParking(ctx, caller(req), req.params.id))),
  );

  app.post(
    '/api/reservations/parking/modifyCar',
    {
      config: { access: 'member:2' },
      schema: {
        tags,
        operationId: 'changeParkingRequestCar',
        summary: 'Give a parking request another car of its owner',
        description:
          'The owner, while the request is live, not confirmed and before its deadline; administrators of the tower at any time. Only a request dated after today, with an active car of its owner.',
        body: modifyCarBody,
        response: answers(parkingRequestAnswer, 404),
      },
    },
    async (req) => ok(presentParking(await changeParkingCar(ctx, caller(req), req.body.parkingReservationId, req.body.carId))),
  );

  app.post(
    '/api/reservations/parking/update',
    {
      config: { access: 'member:2' },
      schema: {
        tags,
        operationId: 'updateParkingRequestCar',
        summary: 'Give a parking request another car (older form of modifyCar)',
        description:
          'The same change as /api/reservations/parking/modifyCar, named by `_id` and `car_id`: the owner before the deadline, administrators of the tower at any time.',
        body: parkingUpdateBody,
        response: answers(parkingRequestAnswer, 404),
      },
    },
    async (req) => ok(presentParking(await changeParkingCar(ctx, caller(req), req.body._id, req.body.car_id))),
  );

  app.post(
    '/api/reservations/parking/user',
    {
      config: { access: 'member:2' },
      schema: {
        tags,
        operationId: 'listUserParkingRequests',
        summary: "List a user's parking requests",
        description: "The user's own requests, or anyone's for administrators of the tower; 403 for another user's otherwise.",
        body: parkingUserBody,
        response: answers(parkingRequestListAnswer),
      },
    },
    async (req) => ok((await parkingOfUser(ctx, caller(req), req.body.uuid)).map(presentParking)),
  );

  app.get(
    '/api/reservations/parking',
    {
      config: { access: 'admin:2' },
      schema: {
        tags,
        operationId: 'listParkingRequests',
        summary: "List every user's parking requests between two days",
        description: 'Administrators of the tower. `from` and `to` (inclusive) are optional bounds.',
        querystring: parkingListQuery,
        response: answers(parkingRequestListAnswer),
      },
    },
    async (req) => ok((await parkingBetween(ctx, caller(req), req.query.from ?? null, req.query.to ?? null)).map(presentParking)),
  );

  app.get(
    '/api/reservations/parking/parkingSize',
    {
      config: { access: 'member:2' },
      schema: {
        tags,
        operationId: 'getParkingCapacity',
        summary: 'The number of parking spaces of a day',
        description:
          "Members of the tower. The day's capacity (its day log, else its weekday's setting, else maxParkingSpaces); tomorrow when no `date` is given.",
        querystring: dayQuery,
        response: answers(parkingSpacesAnswer),
      },
    },
    async (req) => ok((await daySpaces(ctx, req.query.date)).capacity),
  );

  app.get(
    '/api/reservations/parking/freeSpaces',
    {
      config: { access: 'member:2' },
      schema: {
        tags,
        operationId: 'getFreeParkingSpaces',
        summary: 'The number of free parking spaces of a day',
        description:
          'Members of the tower. The spaces open to requests (capacity less the active permanent-access cars) not yet allocated; tomorrow when no `date` is given.',
        querystring: dayQuery,
        response: answers(parkingSpacesAnswer),
      },
    },
    async (req) => ok((await daySpaces(ctx, req.query.date)).free),
  );

  app.get(
    '/api/reservations/parking/:id',
    {
      config: { access: 'member:2' },
      schema: {
        tags,
        operationId: 'getParkingRequest',
        summary: 'Read one parking request',
        description: 'Its owner and administrators of the tower; 404 when there is no such request.',
        params: requestId,
        response: answers(parkingRequestAnswer, 404),
      },
    },
    async (req) => ok(presentParking(await parkingRequest(ctx, caller(req), req.params.id))),
  );

  const lists = {
    presence: {
      operationId: 'uploadParkingPresenceList',
      summary: "Upload the tower's presence list",
      description:
        "Administrators of the tower. A CSV or XLSX file (columns date, licensePlate), all or nothing: allocated requests whose car is listed are confirmed, the listed days' other allocated requests become absences, which may ban their owners (tower §4).",
    },
    exit: {
      operationId: 'uploadParkingExitList',
      summary: "Upload the tower's exit list",
      description:
        'Administrators of the tower. A CSV or XLSX file (columns date, licensePlate), all or nothing: allocated requests whose car is listed are marked confirmed and exited; no absence is recorded.',
    },
  } as const;
  for (const kind of ['presence', 'exit'] as const) {
    app.post(
      `/api/reservations/parking/${kind}`,
      {
        config: { access: 'admin:2' },
        schema: { tags, ...lists[kind], consumes: ['multipart/form-data'], response: answers(presenceOutcomeAnswer) },
      },
      async (req) => {
        const me = caller(req);
        return ok(await applyPresence(ctx, me, await readUpload(req, ['date', 'licensePlate'], UPLOAD_LIMIT.rows.presence), kind));
      },
    );
  }

  app.get(
    '/api/users/indiscipline',
    {
      config: { access: 'member:2' },
      schema: {
        tags,
        operationId: 'listTowerIndiscipline',
        summary: 'List tower indiscipline scores',
        description:
          "Members of the tower see their own score; administrators of the tower every tower user's, or the one `uuid` names (403 for another user's otherwise).",
        querystring: indisciplineQuery,
        response: answers(towerIndisciplineListAnswer),
      },
    },
    async (req) => ok(await indisciplineList(ctx, caller(req), req.query.uuid)),
  );

  app.post(
    '/api/users/indiscipline/delete',
    {
      config: { access: 'admin:2' },
      schema: {
        tags,
        operationId: 'forgiveTowerIndiscipline',
        summary: "Take back a user's tower indiscipline",
        description:
          "Administrators of the tower. Clears the user's absences' indiscipline; a running tower ban the forgiven score no longer justifies ends with it.",
        body: indisciplineDeleteBody,
        response: answers(towerDoneAnswer),
      },
    },
    async (req) => {
      await forgiveIndiscipline(ctx, caller(req), req.body.uuid);
      return ok(null);
    },
  );
}
