import { TYPE } from '../../domain/tower/engine.js';
import type { Queryable } from '../db/connection.js';

// SQL of the tower's part of the work pattern (decisions §20): what a pattern still owes, and the days it made.

export interface Candidate {
  uuid: string;
  day: string;
  car_id: string;
  role: 'user' | 'manager' | 'admin';
  building: string;
  building_list: string[];
  admin_of: string[];
  saved_at: Date;
  ban_ended: Date | null;
}

/**
 * The (person, day) pairs the pattern still owes among `days`: a pattern weekday of a valid account
 * with a car (the pattern's if still theirs and active, else their first active car as their list
 * shows it), not banned in the tower, with no live request, no absence and no day the pattern made before.
 */
const OWED = `
  SELECT w.uuid, d.day::text AS day, COALESCE(chosen.id, first_car.id) AS car_id, w.saved_at,
         u.role, u.building, u.building_list, u.admin_of,
         (SELECT max(b.until) FROM bans b WHERE b.user_uuid = w.uuid AND b.building = '2' AND b.until <= $3) AS ban_ended
    FROM work_patterns w
    JOIN users u ON u.uuid = w.uuid AND u.valid
    CROSS JOIN unnest($1::date[]) AS d(day)
    LEFT JOIN cars chosen ON chosen.id = w.car_id AND chosen.user_id = w.uuid AND chosen.active
    LEFT JOIN LATERAL (
      SELECT c.id FROM cars c WHERE c.user_id = w.uuid AND c.active ORDER BY c.date_added DESC, c.id LIMIT 1
    ) first_car ON true
   WHERE cardinality(w.tower_days) > 0
     AND ($2::uuid[] IS NULL OR w.uuid = ANY($2::uuid[]))
     AND extract(isodow FROM d.day)::smallint = ANY(w.tower_days)
     AND COALESCE(chosen.id, first_car.id) IS NOT NULL
     AND NOT EXISTS (SELECT 1 FROM bans b WHERE b.user_uuid = w.uuid AND b.building = '2' AND b.until > $3)
     AND NOT EXISTS (SELECT 1 FROM parking_reservations p WHERE p.user_id = w.uuid AND p.reservation_date = d.day AND p.type <> $4)
     AND NOT EXISTS (SELECT 1 FROM absences a WHERE a.uuid = w.uuid AND d.day BETWEEN a.from_day AND a.to_day)
     AND NOT EXISTS (SELECT 1 FROM pattern_days pd WHERE pd.building = '2' AND pd.day = d.day AND pd.uuid = w.uuid)
   ORDER BY d.day, w.uuid`;

export async function owedPairs(q: Queryable, days: string[], uuids: string[] | null, now: Date): Promise<Candidate[]> {
  if (!days.length) return [];
  const { rows } = await q.query<Candidate>(OWED, [days, uuids, now, TYPE.cancelled]);
  return rows;
}

/** Marks (person, day) as made by the pattern; false when it already was (another run made it). */
export async function markPatternDay(q: Queryable, day: string, uuid: string): Promise<boolean> {
  const r = await q.query("INSERT INTO pattern_days (building, day, uuid) VALUES ('2', $1, $2) ON CONFLICT DO NOTHING", [day, uuid]);
  return r.rowCount > 0;
}
