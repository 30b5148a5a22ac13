import { AUDIT_KIND } from '../../domain/audit.js';
import type { Size } from '../../domain/floors/geometry.js';
import { boxOnPlan, DEFAULT_FLOOR_SIZE, defaultFloorName, FLOOR_MSG, FLOOR_REASON } from '../../domain/floors/rules.js';
import type { FloorInfo, FloorUpdateBody, FloorZone } from '../../domain/schemas/floors.js';
import { recordAudit } from '../audit/audit-service.js';
import type { AppContext } from '../context.js';
import type { Queryable } from '../db/connection.js';
import { badRequest, conflict, notFound } from '../errors.js';
import type { Caller } from '../identity/actor.js';
import { presentFloor } from './presenter.js';
import {
  deleteFloorRow,
  floorForUpdate,
  floorList,
  insertFloor,
  itemsOnFloor,
  itemsOutside,
  updateFloorRow,
  type FloorRow,
} from './queries.js';

// The floors of building 1 (decisions §18): read by every member, made, changed and deleted by
// its administrators, each change audited in its own transaction.

export async function listFloors(ctx: AppContext): Promise<FloorInfo[]> {
  return (await floorList(ctx.db)).map(presentFloor);
}

/** What an audit entry keeps of a floor: what the update call sets (the plan has its own entries). */
const audited = (f: FloorRow) => ({ name: f.name, width: f.width, height: f.height, zones: f.zones });
const zonesOutside = (zones: FloorZone[], size: Size) => zones.filter((z) => !boxOnPlan(z, size)).length;

/**
 * Creates the floor, or changes what the body names of it (the rest keeps its value; a new floor
 * takes 'Etajul N', 1000 × 600 and no zones). Zones must lie on the plan (400), and a plan made
 * smaller may not leave a desk, room or zone outside it (409): positions never move by themselves.
 */
export function updateFloor(ctx: AppContext, me: Caller, b: FloorUpdateBody): Promise<FloorInfo> {
  return ctx.db.transaction(async (tx) => {
    const now = ctx.clock.now();
    const before = await floorForUpdate(tx, b.floor);
    const next = {
      floor: b.floor,
      name: b.name ?? before?.name ?? defaultFloorName(b.floor),
      width: b.width ?? before?.width ?? DEFAULT_FLOOR_SIZE.width,
      height: b.height ?? before?.height ?? DEFAULT_FLOOR_SIZE.height,
      zones: b.zones ?? before?.zones ?? [],
    };
    if (b.zones && zonesOutside(b.zones, next)) throw badRequest(FLOOR_MSG.outsidePlan(next.width, next.height), FLOOR_REASON.outsidePlan);
    if (before) {
      const outside = (await itemsOutside(tx, b.floor, next.width, next.height)) + (b.zones ? 0 : zonesOutside(next.zones, next));
      if (outside) throw conflict(FLOOR_MSG.itemsOutside(outside), FLOOR_REASON.itemsOutside);
    }
    const after = before ? await updateFloorRow(tx, next) : await createFloor(tx, next);
    await recordAudit(tx, me, now, AUDIT_KIND.floorsUpdate, String(b.floor), {
      from: before && audited(before),
      to: audited(after),
    });
    return presentFloor(after);
  });
}

/** A new floor; one made meanwhile by another administrator's call is a conflict, not a 500. */
async function createFloor(tx: Queryable, f: Parameters<typeof insertFloor>[1]): Promise<FloorRow> {
  const made = await insertFloor(tx, f);
  if (!made) throw conflict(FLOOR_MSG.madeMeanwhile, FLOOR_REASON.madeMeanwhile);
  return made;
}

/** Deletes an empty floor (no desks and no rooms: deleted ones do not count); answers it as it was, without its plan. */
export function deleteFloor(ctx: AppContext, me: Caller, floor: number): Promise<FloorInfo> {
  return ctx.db.transaction(async (tx) => {
    const f = await floorForUpdate(tx, floor);
    if (!f) throw notFound(FLOOR_MSG.notFound(floor), FLOOR_REASON.notFound);
    const { desks, rooms } = await itemsOnFloor(tx, floor);
    if (desks || rooms) throw conflict(FLOOR_MSG.notEmpty(desks, rooms), FLOOR_REASON.notEmpty);
    await deleteFloorRow(tx, floor);
    await recordAudit(tx, me, ctx.clock.now(), AUDIT_KIND.floorsDelete, String(floor), { from: audited(f) });
    return presentFloor({ ...f, plan_version: null });
  });
}
