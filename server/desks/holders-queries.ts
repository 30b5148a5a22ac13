import { prepared, type Queryable } from '../db/connection.js';

export interface HolderRow {
  uuid: string;
  name: string;
  desk_id: string;
}

// The day's live reservations (desk_reservations_day) with their holders' names: read once per
// version of the day, then searched in memory (holders-service.ts).
const HOLDERS = prepared(
  `SELECT u.uuid, u.name, r.desk_id
     FROM desk_reservations r JOIN users u ON u.uuid = r.uuid
    WHERE r.day = $1::date AND r.status <> 'cancelled'`,
);

/** Everyone holding a desk on `day`, with the desk. */
export async function dayHolders(q: Queryable, day: string): Promise<HolderRow[]> {
  const { rows } = await q.query<HolderRow>(HOLDERS, [day]);
  return rows;
}
