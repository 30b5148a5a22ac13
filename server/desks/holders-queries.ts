import { FOLD_FROM, FOLD_TO, MAX_HOLDERS } from '../../domain/desks/holders.js';
import { prepared, type Queryable } from '../db/connection.js';

export interface HolderRow {
  uuid: string;
  name: string;
  desk_id: string;
}

// The day's live reservations (desk_reservations_day) with their holders' names folded as
// domain/desks/holders.ts folds the query; the first MAX_HOLDERS by name.
const HOLDERS = prepared(
  `SELECT u.uuid, u.name, r.desk_id
     FROM desk_reservations r JOIN users u ON u.uuid = r.uuid
    WHERE r.day = $1::date AND r.status <> 'cancelled' AND translate(lower(u.name), $3, $4) LIKE $2 ESCAPE '\\'
    ORDER BY u.name, r.desk_id
    LIMIT $5`,
);

/** The people holding a desk on `day` whose folded name matches `pattern` (a LIKE pattern of folded text). */
export async function deskHolders(q: Queryable, day: string, pattern: string): Promise<HolderRow[]> {
  const { rows } = await q.query<HolderRow>(HOLDERS, [day, pattern, FOLD_FROM, FOLD_TO, MAX_HOLDERS]);
  return rows;
}
