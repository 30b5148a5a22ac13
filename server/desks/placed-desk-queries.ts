import type { Queryable } from '../db/connection.js';

/** A desk as the work pattern (decisions §20) and the desks near a colleague (§21) see it: its place on its floor's plan, its groups and whom it is held for. */
export interface PlacedDeskRow {
  desk_id: string;
  floor: number;
  x: number;
  y: number;
  groups_id_list: string[];
  type: 'Reserved' | 'Manager' | null;
  manager: string | null;
}

/** Every desk that exists (`ids`: only those). */
export async function placedDesks(q: Queryable, ids?: string[]): Promise<PlacedDeskRow[]> {
  const { rows } = await q.query<PlacedDeskRow>(
    `SELECT desk_id, floor, x, y, groups_id_list, type, manager FROM desks WHERE $1::text[] IS NULL OR desk_id = ANY ($1)`,
    [ids ?? null],
  );
  return rows;
}
