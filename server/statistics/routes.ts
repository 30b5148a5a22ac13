import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.js';
import { caller } from '../http/auth.js';
import { ok } from '../http/envelope.js';
import { VersionedMemo } from '../http/snapshot-cache.js';
import { oneBatch, sendCsv, sendXlsx } from './file-replies.js';
import { GROUP_COLUMNS } from './groups-presenter.js';
import { groupStatistics, groupStatisticsBatches } from './groups-service.js';
import { occupancyColumns } from './occupancy-presenter.js';
import { occupancy } from './occupancy-service.js';
import { managerStatistics, managerStatisticsExport } from './manager-service.js';
import { reservationStatistics, reservationStatisticsExport, type DayCounts } from './reservations-service.js';
import { TOWER_DAY_COLUMNS } from './tower-days-presenter.js';
import { towerDays, towerDaysBatches } from './tower-days-service.js';
import { route } from '../http/route.js';
import { towerReservationsRoutes } from './tower-reservations-routes.js';

/** The statistics tables of decisions §10 and their exports (the same path with /export). */
export async function statisticsRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const tags = ['statistics'];
  const RANGE = 'Days are Bucharest days, both bounds included; a reversed pair is swapped and one bound alone fills the other.';
  const FLEX_ADMINS =
    'Administrators of CityOffices (building 1) only; anyone else is refused 403. The range defaults to 2021-02-08 to today.';
  const TOWER_ADMINS =
    'Administrators of the tower (building 2) only; anyone else is refused 403. The range defaults to the current month.';
  const FILE = 'A refusal (403, or 400 for a malformed filter) is answered as the JSON envelope before the file starts.';

  route(
    fastify,
    'GET /statistics/groups',
    {
      tags,
      operationId: 'listGroupStatistics',
      summary: 'Reservations and attendance per group of CityOffices',
      description: `${FLEX_ADMINS} Every group in name order, with its desks now, the business days of the range and its live reservations (decisions §10). ${RANGE}`,
    },
    async (req) => ok(await groupStatistics(ctx, caller(req), req.query)),
  );
  route(
    fastify,
    'GET /statistics/groups/export',
    {
      tags,
      operationId: 'exportGroupStatistics',
      summary: 'The table per group as Admin.csv',
      description: `${FLEX_ADMINS} The rows of listGroupStatistics for the same range, as a CSV file (UTF-8 with a BOM, Romanian column titles). ${FILE}`,
    },
    async (req, reply) => sendCsv(reply, 'Admin.csv', GROUP_COLUMNS, await groupStatisticsBatches(ctx, caller(req), req.query)),
  );

  const MANAGERS =
    'Managers see the members of the groups they manage; administrators of CityOffices see every group; anyone else is refused 403. The range defaults to 2021-02-08 to today.';
  const NO_NAMES =
    "When CityOffices' setting statisticsPerPerson is 0 (decisions §25) the statistics show no names: one row per group instead of per member (uuid, name and email null, `members` the people summed; the same totals), and Manager.csv has no column about a person.";
  route(
    fastify,
    'GET /statistics/manager',
    {
      tags,
      operationId: 'listManagerStatistics',
      summary: 'Attendance per member of the groups the caller manages',
      description: `${MANAGERS} One row per member and group, by group then name; \`absent\` counts the reservations of past days not present (decisions §10). ${NO_NAMES} ${RANGE}`,
    },
    async (req) => ok(await managerStatistics(ctx, caller(req), req.query)),
  );
  route(
    fastify,
    'GET /statistics/manager/export',
    {
      tags,
      operationId: 'exportManagerStatistics',
      summary: "The managers' table as Manager.csv",
      description: `${MANAGERS} The rows of listManagerStatistics for the same range, as a CSV file (UTF-8 with a BOM, Romanian column titles). ${NO_NAMES} ${FILE}`,
    },
    async (req, reply) => {
      const file = await managerStatisticsExport(ctx, caller(req), req.query);
      return sendCsv(reply, 'Manager.csv', file.columns, file.batches);
    },
  );

  const dayCounts: DayCounts = new VersionedMemo(50);
  const NO_NAMES_ROWS =
    "When CityOffices' setting statisticsPerPerson is 0 (decisions §25) no row names anyone (uuid, name, email and creatorName null; the export has no such columns) and a filter by `uuid` is refused 400 statistics.noPersonFilter.";
  route(
    fastify,
    'GET /statistics/reservations',
    {
      tags,
      operationId: 'listReservationStatistics',
      summary: 'One page of the live desk reservations of CityOffices',
      description: `${FLEX_ADMINS} Filtered by floor, group and person, ordered by date then desk; 100 rows unless \`limit\` (at most 500) says otherwise, with the total. ${NO_NAMES_ROWS} ${RANGE}`,
    },
    async (req) => ok(await reservationStatistics(ctx, dayCounts, caller(req), req.query)),
  );
  route(
    fastify,
    'GET /statistics/reservations/export',
    {
      tags,
      operationId: 'exportReservationStatistics',
      summary: 'The live desk reservations as Rezervari.csv',
      description: `${FLEX_ADMINS} Every row of listReservationStatistics for the same filters, as a CSV file (UTF-8 with a BOM, Romanian column titles), streamed. ${NO_NAMES_ROWS} ${FILE}`,
    },
    async (req, reply) => {
      const file = await reservationStatisticsExport(ctx, caller(req), req.query);
      return sendCsv(reply, 'Rezervari.csv', file.columns, file.batches);
    },
  );

  const OCCUPANCY =
    "Administrators of CityOffices (building 1) count every group (or the one of `groupId`); a manager who is not one counts the desks and reservations of the groups they manage (all of them, or the one of `groupId`: another group is refused 403 forecast.notYourGroup); anyone else is refused 403. The range defaults to 2021-02-08 to today; it may reach into the future (the office's forecast, decisions §21) up to the end of the desk booking window, to which a later end is cut; more than 92 days after today in one request are refused 400 forecast.tooManyDays.";
  route(
    fastify,
    'GET /statistics/occupancy',
    {
      tags,
      operationId: 'listOccupancyStatistics',
      summary: 'Desks reserved and present per weekday of CityOffices, past and to come',
      description: `${OCCUPANCY} The series of the reservations' chart: each weekday of the range with the desks of the floor or groups, how many were reserved (released ones too) and present; per floor (in order, every floor of the filter on every day) its desks and reserved; the hours of live room reservations starting that day (the rooms of the floor and groups, to the hundredth) and the parking spots of live desk reservations. ${RANGE}`,
    },
    async (req) => ok(await occupancy(ctx, caller(req), req.query)),
  );
  route(
    fastify,
    'GET /statistics/occupancy/export',
    {
      tags,
      operationId: 'exportOccupancyStatistics',
      summary: 'The occupancy per weekday as Ocupare.csv',
      description: `${OCCUPANCY} The days of listOccupancyStatistics for the same filters, as a CSV file (UTF-8 with a BOM, Romanian column titles): date, desks, reserved, present, room hours, spots, then each floor's desks and reserved. ${FILE}`,
    },
    async (req, reply) => {
      const days = await occupancy(ctx, caller(req), req.query);
      return sendCsv(reply, 'Ocupare.csv', occupancyColumns(days), oneBatch(days));
    },
  );

  route(
    fastify,
    'GET /statistics/tower/days',
    {
      tags,
      operationId: 'listTowerDayStatistics',
      summary: 'Requests, places and occupancy per working day of the tower',
      description: `${TOWER_ADMINS} Each weekday of the range with the columns of tower-parking §9; \`places\` is the day's capacity (decisions §7). ${RANGE}`,
    },
    async (req) => ok(await towerDays(ctx, caller(req), req.query)),
  );
  route(
    fastify,
    'GET /statistics/tower/days/export',
    {
      tags,
      operationId: 'exportTowerDayStatistics',
      summary: "The tower's table per working day as Rezervari.xlsx",
      description: `${TOWER_ADMINS} The rows of listTowerDayStatistics for the same range, as an Excel workbook of one sheet named Rezervari. ${FILE}`,
    },
    async (req, reply) =>
      sendXlsx(reply, 'Rezervari.xlsx', 'Rezervari', TOWER_DAY_COLUMNS, await towerDaysBatches(ctx, caller(req), req.query)),
  );

  await towerReservationsRoutes(fastify, ctx);
}
