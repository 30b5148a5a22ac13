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
