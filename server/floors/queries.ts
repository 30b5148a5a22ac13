import type { FloorZone } from '../../domain/schemas/floors.js';
import type { Queryable } from '../db/connection.js';

// SQL of the floors of building 1 (decisions §18, migration 018). The plan's bytes are read only
// by planOf: every other read names its columns and leaves them out.

export interface FloorRow {
  floor: number;
  name: string;
  width: number;
  height: number;
  zones: FloorZone[];
  /** The uploaded plan's version (its address), null when the floor has none. */
  plan_version: string | null;
}

const COLUMNS = 'floor, name, width, height, zones, plan_version::text AS plan_version';

export async function floorList(q: Queryable): Promise<FloorRow[]> {
  const { rows } = await q.query<FloorRow>(`SELECT ${COLUMNS} FROM floors ORDER BY floor`);
  return rows;
}

export async function floorByNumber(q: Queryable, floor: number): Promise<FloorRow | null> {
  const { rows } = await q.query<FloorRow>(`SELECT ${COLUMNS} FROM floors WHERE floor = $1`, [floor]);
  return rows[0] ?? null;
}

/** The floor, locked against every other change of it until the end of the transaction: the way in for a change of the floor. */
export async function floorForUpdate(q: Queryable, floor: number): Promise<FloorRow | null> {
  const { rows } = await q.query<FloorRow>(`SELECT ${COLUMNS} FROM floors WHERE floor = $1 FOR UPDATE`, [floor]);
  return rows[0] ?? null;
}

/**
 * The floor, kept from changing (its size) or going while a desk or room is made or moved on it. A
 * share lock: a desk or room locked first (a move) and its floor's share never wait for each other.
 */
export async function floorForShare(q: Queryable, floor: number): Promise<FloorRow | null> {
  const { rows } = await q.query<FloorRow>(`SELECT ${COLUMNS} FROM floors WHERE floor = $1 FOR SHARE`, [floor]);
  return rows[0] ?? null;
}

/** A new floor; null when one of that number was made meanwhile. */
export async function insertFloor(
  q: Queryable,
  f: { floor: number; name: string; width: number; height: number; zones: FloorZone[] },
): Promise<FloorRow | null> {
  const { rows } = await q.query<FloorRow>(
    `INSERT INTO floors (floor, name, width, height, zones) VALUES ($1, $2, $3, $4, $5::jsonb)
     ON CONFLICT (floor) DO NOTHING RETURNING ${COLUMNS}`,
    [f.floor, f.name, f.width, f.height, JSON.stringify(f.zones)],
  );
  return rows[0] ?? null;
}

export async function updateFloorRow(
  q: Queryable,
  f: { floor: number; name: string; width: number; height: number; zones: FloorZone[] },
): Promise<FloorRow> {
  const { rows } = await q.query<FloorRow>(
    `UPDATE floors SET name = $2, width = $3, height = $4, zones = $5::jsonb WHERE floor = $1 RETURNING ${COLUMNS}`,
    [f.floor, f.name, f.width, f.height, JSON.stringify(f.zones)],
  );
  return rows[0];
}

/** How many desks and rooms the floor has (deleted ones are gone from the views). */
export async function itemsOnFloor(q: Queryable, floor: number): Promise<{ desks: number; rooms: number }> {
  const { rows } = await q.query<{ desks: number; rooms: number }>(
    `SELECT (SELECT count(*)::int FROM desks WHERE floor = $1) AS desks, (SELECT count(*)::int FROM rooms WHERE floor = $1) AS rooms`,
    [floor],
  );
  return rows[0];
}

/** How many desks (by their centre) and rooms (by their rectangle) of the floor would lie outside a plan of this size. */
export async function itemsOutside(q: Queryable, floor: number, width: number, height: number): Promise<number> {
  const { rows } = await q.query<{ n: number }>(
    `SELECT (SELECT count(*)::int FROM desks WHERE floor = $1 AND (x > $2 OR y > $3))
          + (SELECT count(*)::int FROM rooms WHERE floor = $1 AND (x + w > $2 OR y + h > $3)) AS n`,
    [floor, width, height],
  );
  return rows[0].n;
}

export async function deleteFloorRow(q: Queryable, floor: number): Promise<void> {
  await q.query('DELETE FROM floors WHERE floor = $1', [floor]);
}

/** Stores a floor's plan under a version never given before; answers the floor. */
export async function setPlan(q: Queryable, floor: number, bytes: Buffer, type: string): Promise<FloorRow> {
  const { rows } = await q.query<FloorRow>(
    `UPDATE floors SET plan = $2, plan_type = $3, plan_version = nextval('floor_plan_versions') WHERE floor = $1 RETURNING ${COLUMNS}`,
    [floor, bytes, type],
  );
  return rows[0];
}

export interface PlanFile {
  plan: Buffer;
  plan_type: string;
  plan_version: string;
}

/** A floor's uploaded plan, or null (no such floor, or no plan). */
export async function planOf(q: Queryable, floor: number): Promise<PlanFile | null> {
  const { rows } = await q.query<PlanFile>(
    'SELECT plan, plan_type, plan_version::text AS plan_version FROM floors WHERE floor = $1 AND plan IS NOT NULL',
    [floor],
  );
  return rows[0] ?? null;
}
