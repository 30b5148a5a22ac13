import type { Queryable } from '../db/connection.js';
import type { GroupRow } from './presenter.js';

export async function allGroups(q: Queryable): Promise<GroupRow[]> {
  const { rows } = await q.query<GroupRow>('SELECT * FROM groups ORDER BY name');
  return rows;
}

export async function groupsByIds(q: Queryable, ids: string[]): Promise<GroupRow[]> {
  const { rows } = await q.query<GroupRow>('SELECT * FROM groups WHERE id = ANY($1) ORDER BY name', [ids]);
  return rows;
}

/** The ids of every group, kept from being removed until the transaction ends (accounts that name them are being written). */
export async function groupIdsForShare(q: Queryable): Promise<Set<string>> {
  const { rows } = await q.query<{ id: string }>('SELECT id FROM groups FOR SHARE');
  return new Set(rows.map((g) => g.id));
}
