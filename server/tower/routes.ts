import type { FastifyInstance } from 'fastify';
import { UPLOAD_LIMIT } from '../../domain/upload-messages.js';
import type { AppContext } from '../context.js';
import { caller } from '../http/auth.js';
import { ok } from '../http/envelope.js';
import { readUpload } from '../uploads/multipart.js';
import { parkingStanding } from './standing-service.js';
import { daySpaces } from './capacity-service.js';
import { forgiveIndiscipline, indisciplineList } from './indiscipline-service.js';
import { applyPresence } from './presence-service.js';
import { presentParking } from './presenter.js';
import { route } from '../http/route.js';
import { cancelParking, changeParkingCar, parkingBetween, parkingOfUser, parkingRequest, requestParking } from './requests-service.js';

export async function parkingRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const tags = ['parking'];

  route(
    fastify,
    'POST /reservations/parking/add',
    {
      tags,
      operationId: 'requestParking',
      summary: 'Request a parking space in the tower for one or more days',
      description:
        'Members of the tower, for themselves with one of their active cars, within the days open to requests and unless banned; administrators of the tower also for another user (`user_id`), any working day from today on. All days or none; a day already requested answers 409. Answers a list when `reservation_dates` is sent, else the one request.',
    },
    async (req) => {
      const b = req.body;
      const rows = (
        await requestParking(ctx, caller(req), { days: b.reservation_dates ?? [b.reservation_date!], carId: b.car_id, userId: b.user_id })
      ).map(presentParking);
      return ok(b.reservation_dates ? rows : rows[0]);
    },
  );

  route(
    fastify,
    'GET /reservations/parking/delete/:id',
    {
      tags,
      operationId: 'cancelParkingRequest',
      summary: 'Cancel a parking request',
      description:
        'The owner, while the request is live, not confirmed and before its deadline; administrators of the tower at any time. Cancelling an absence takes its indiscipline back. A request already cancelled is answered as it is.',
    },
    async (req) => ok(presentParking(await cancelParking(ctx, caller(req), req.params.id))),
  );

  route(
    fastify,
    'POST /reservations/parking/modifyCar',
    {
      tags,
      operationId: 'changeParkingRequestCar',
      summary: 'Give a parking request another car of its owner',
      description:
        'The owner, while the request is live, not confirmed and before its deadline; administrators of the tower at any time. Only a request dated after today, with an active car of its owner.',
    },
    async (req) => ok(presentParking(await changeParkingCar(ctx, caller(req), req.body.parkingReservationId, req.body.carId))),
  );

  route(
    fastify,
    'POST /reservations/parking/update',
    {
      tags,
      operationId: 'updateParkingRequestCar',
      summary: 'Give a parking request another car (older form of modifyCar)',
      description:
        'The same change as /api/reservations/parking/modifyCar, named by `_id` and `car_id`: the owner before the deadline, administrators of the tower at any time.',
    },
    async (req) => ok(presentParking(await changeParkingCar(ctx, caller(req), req.body._id, req.body.car_id))),
  );

  route(
    fastify,
    'POST /reservations/parking/user',
    {
      tags,
      operationId: 'listUserParkingRequests',
      summary: "List a user's parking requests",
      description: "The user's own requests, or anyone's for administrators of the tower; 403 for another user's otherwise.",
    },
    async (req) => ok((await parkingOfUser(ctx, caller(req), req.body.uuid)).map(presentParking)),
  );

  route(
    fastify,
    'GET /reservations/parking',
    {
      tags,
      operationId: 'listParkingRequests',
      summary: "List every user's parking requests between two days",
      description: 'Administrators of the tower. `from` and `to` (inclusive) are optional bounds.',
    },
    async (req) => ok((await parkingBetween(ctx, caller(req), req.query.from ?? null, req.query.to ?? null)).map(presentParking)),
  );

  route(
    fastify,
    'GET /reservations/parking/parkingSize',
    {
      tags,
      operationId: 'getParkingCapacity',
      summary: 'The number of parking spaces of a day',
      description:
        "Members of the tower. The day's capacity (its day log, else its weekday's setting, else maxParkingSpaces); tomorrow when no `date` is given.",
    },
    async (req) => ok((await daySpaces(ctx, req.query.date)).capacity),
  );

  route(
    fastify,
    'GET /reservations/parking/freeSpaces',
    {
      tags,
      operationId: 'getFreeParkingSpaces',
      summary: 'The number of free parking spaces of a day',
      description:
        'Members of the tower. The spaces open to requests (capacity less the active permanent-access cars) not yet allocated; tomorrow when no `date` is given.',
    },
    async (req) => ok((await daySpaces(ctx, req.query.date)).free),
  );

  route(
    fastify,
    'GET /reservations/parking/standing',
    {
      tags,
      operationId: 'getParkingStanding',
      summary: "The requester's place in a day's round",
      description:
        "Members of the tower, for their own request of `date`: the last round that ranked it, as stored when it ran (decisions §26): the spaces it shared, how many requests it ranked, the requester's place in its order, the type it gave and the rule that decided (`indiscipline` then `time`, or a priority space `electric` / `accessible`; null when no one was left out or no space was free). Every field but `date` is null before a round ranked the request.",
    },
    async (req) => ok(await parkingStanding(ctx, caller(req), req.query.date)),
  );

  route(
    fastify,
    'GET /reservations/parking/:id',
    {
      tags,
      operationId: 'getParkingRequest',
      summary: 'Read one parking request',
      description: 'Its owner and administrators of the tower; 404 when there is no such request.',
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
    route(fastify, `POST /reservations/parking/${kind}` as const, { tags, ...lists[kind] }, async (req) => {
      const me = caller(req);
      return ok(await applyPresence(ctx, me, await readUpload(req, ['date', 'licensePlate'], UPLOAD_LIMIT.rows.presence), kind));
    });
  }

  route(
    fastify,
    'GET /users/indiscipline',
    {
      tags,
      operationId: 'listTowerIndiscipline',
      summary: 'List tower indiscipline scores',
      description:
        "Members of the tower see their own score; administrators of the tower every tower user's, or the one `uuid` names (403 for another user's otherwise).",
    },
    async (req) => ok(await indisciplineList(ctx, caller(req), req.query.uuid)),
  );

  route(
    fastify,
    'POST /users/indiscipline/delete',
    {
      tags,
      operationId: 'forgiveTowerIndiscipline',
      summary: "Take back a user's tower indiscipline",
      description:
        "Administrators of the tower. Clears the user's absences' indiscipline; a running tower ban the forgiven score no longer justifies ends with it.",
    },
    async (req) => {
      await forgiveIndiscipline(ctx, caller(req), req.body.uuid);
      return ok(null);
    },
  );
}
