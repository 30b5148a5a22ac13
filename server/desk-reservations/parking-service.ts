import { DESK_MSG, DESK_REASON } from '../../domain/desks/rules.js';
import type { AppContext } from '../context.js';
import type { Queryable } from '../db/connection.js';
import { badRequest, conflict } from '../errors.js';
import { groupParkingSpots, groupParkingSpotsForUpdate, parkingSpotsTaken } from './parking-queries.js';

/** Spots of a group still free on a day: parkingSpots − live reservations of the group with a spot (0 for an unknown group). */
export async function availableParkingSpots(ctx: AppContext, groupId: string, day: string): Promise<number> {
  const spots = await groupParkingSpots(ctx.db, groupId);
  if (spots === null) return 0;
  return Math.max(0, spots - (await parkingSpotsTaken(ctx.db, groupId, day)));
}

/**
 * Takes a spot of the group for the day inside the caller's transaction. The group row is
 * locked first, so concurrent requests count one after another and never exceed the spots.
 */
export async function takeParkingSpot(tx: Queryable, groupId: string | null, day: string, parkingRight: boolean): Promise<void> {
  if (!parkingRight) throw badRequest(DESK_MSG.noParkingRight, DESK_REASON.noParkingRight);
  const spots = groupId ? await groupParkingSpotsForUpdate(tx, groupId) : null;
  if (groupId === null || spots === null || spots - (await parkingSpotsTaken(tx, groupId, day)) < 1) {
    throw conflict(DESK_MSG.noParkingSpots, DESK_REASON.noParkingSpots);
  }
}
