import { z } from '../zod-ro.js';
import { dayString } from './desks.js';

// Query strings of the statistics (decisions §10). Without `limit` a table is the whole array
// of the contract; with it, one page `{total, rows}` (the screens' tables page on the server).
const page = {
  offset: z.coerce.number().int().min(0).max(10_000_000).optional(),
  limit: z.coerce.number().int().min(1).max(500).optional(),
};

export const towerReservationsQuery = z.object({
  from: dayString.optional(),
  to: dayString.optional(),
  uuid: z.uuid().optional(),
  carId: z.uuid().optional(),
  ...page,
});
export type TowerReservationsQuery = z.infer<typeof towerReservationsQuery>;
