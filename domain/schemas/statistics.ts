import { z } from '../zod-ro.js';
import { dayString, floorQueryValue } from './desks.js';

// Query strings of the statistics (decisions §10). Without `limit` a table is the whole array
// of the contract; with it, one page `{total, rows}` (the screens' tables page on the server).
// An export (/export) takes the same filters without the page.
export const MAX_PAGE = 500;
const offset = z.coerce.number().int().min(0).max(10_000_000);
const limit = z.coerce.number().int().min(1).max(MAX_PAGE, `Se pot cere cel mult ${MAX_PAGE} de rânduri o dată.`);
const page = { offset: offset.optional(), limit: limit.optional() };
const range = { from: dayString.optional(), to: dayString.optional() };

export const towerReservationsQuery = z.object({
  ...range,
  uuid: z.uuid().optional(),
  carId: z.uuid().optional(),
  ...page,
});
export type TowerReservationsQuery = z.infer<typeof towerReservationsQuery>;
export const towerReservationsExportQuery = towerReservationsQuery.omit({ offset: true, limit: true });

/** The groups, manager and tower days tables and their exports: a range only. */
export const statisticsRangeQuery = z.object(range);
export type StatisticsRangeQuery = z.infer<typeof statisticsRangeQuery>;

const reservationFilters = {
  ...range,
  // Any floor a building may have (decisions §18: the floors are the database's; one without desks has no rows).
  floor: floorQueryValue.meta({ description: "Only this floor's desks and their reservations: a whole number from 0 to 200." }).optional(),
  groupId: z.string().min(1).max(100).optional(),
  uuid: z.uuid().optional(),
};
/** `GET /api/statistics/reservations`: always one page, 100 rows unless `limit` says otherwise. */
export const reservationsQuery = z.object({ ...reservationFilters, offset: offset.default(0), limit: limit.default(100) });
export type ReservationsQuery = z.infer<typeof reservationsQuery>;
export const reservationsExportQuery = z.object(reservationFilters);
export type ReservationsExportQuery = z.infer<typeof reservationsExportQuery>;

/** `GET /api/statistics/occupancy`: the series of the reservations' chart, with the table's floor and group. */
export const occupancyQuery = z.object({ ...range, floor: reservationFilters.floor, groupId: reservationFilters.groupId });
export type OccupancyQuery = z.infer<typeof occupancyQuery>;
