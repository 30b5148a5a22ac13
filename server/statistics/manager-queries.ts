import type { Queryable } from '../db/connection.js';
import { DESK_DAY_ABSENT } from '../discipline/absence-queries.js';

// SQL of the managers' attendance table (decisions §10): one row per member of a group (its
// main group or group list) and that group, with the member's live reservations of the range
// made in the group, and its released ones (decisions §13). "Present" is domain/statistics.ts isPresent:
// COALESCE(reservation_used, status = 'busy'). "Absent" (a no-show) leaves out the days an absence of
// the member covers (decisions §20): such a reservation is neither present nor absent.

export interface ManagerFilter {
  from: string;
  to: string;
  /** Bucharest today: only days before it can be absences. */
  today: string;
  /** The groups to list; null for every group. */
  groups: string[] | null;
}

/** Where a read starts: after this row of the order (group name and id, member name and uuid). */
export interface ManagerKey {
  groupName: string;
  groupId: string;
  name: string;
  uuid: string;
}

export interface ManagerRow {
  uuid: string;
  name: string;
  email: string;
  group_id: string;
  group_name: string;
  reservations: number;
  present: number;
  absent: number;
}

/**
 * Members in (group name, group, name, uuid) order after $5–$8 (from the first when null), at most
 * $9 (all when null). Their reservations are counted in one pass, kept to the listed groups (an
 * index range per group for a manager) and to the listed people. The statement of both reads below.
 */
const MANAGER_MEMBER_ROWS = `WITH members AS (
       SELECT g.id AS group_id, g.name AS group_name, u.uuid, u.name, u.email
         FROM users u
         CROSS JOIN LATERAL (SELECT DISTINCT x FROM unnest(u.group_list || u.main_group) AS x) AS ug (group_id)
         JOIN groups g ON g.id = ug.group_id
        WHERE ($4::text[] IS NULL OR g.id = ANY ($4))
          AND ($5::text IS NULL OR (g.name, g.id, u.name, u.uuid) > ($5, $6::text, $7::text, $8::uuid))
        ORDER BY g.name, g.id, u.name, u.uuid
        LIMIT $9
     ), counted AS (
       SELECT r.uuid, r.group_id, count(*)::int AS reservations,
              count(*) FILTER (WHERE COALESCE(r.reservation_used, r.status = 'busy'))::int AS present,
              count(*) FILTER (WHERE r.day < $3::date AND NOT COALESCE(r.reservation_used, r.status = 'busy')
                                 AND NOT ${DESK_DAY_ABSENT})::int AS absent
         FROM desk_reservations r
        WHERE (r.status <> 'cancelled' OR r.released) AND r.day BETWEEN $1::date AND $2::date
          AND ($4::text[] IS NULL OR r.group_id = ANY ($4)) AND r.uuid IN (SELECT uuid FROM members)
        GROUP BY r.uuid, r.group_id
     )
     SELECT m.uuid, m.name, m.email, m.group_id, m.group_name,
            COALESCE(c.reservations, 0) AS reservations, COALESCE(c.present, 0) AS present, COALESCE(c.absent, 0) AS absent
       FROM members m LEFT JOIN counted c ON c.uuid = m.uuid AND c.group_id = m.group_id
      ORDER BY m.group_name, m.group_id, m.name, m.uuid`;

/** Members after `after` (from the first when null), at most `limit` (all when null): the table with names. */
export async function managerRows(q: Queryable, f: ManagerFilter, after: ManagerKey | null, limit: number | null): Promise<ManagerRow[]> {
  const { rows } = await q.query<ManagerRow>(MANAGER_MEMBER_ROWS, [
    f.from,
    f.to,
    f.today,
    f.groups,
    after?.groupName ?? null,
    after?.groupId ?? null,
    after?.name ?? null,
    after?.uuid ?? null,
    limit,
  ]);
  return rows;
}

/** A group's sums of its members' rows: the table without names (statisticsPerPerson 0, decisions §25). */
export interface ManagerGroupRow {
  group_id: string;
  group_name: string;
  members: number;
  reservations: number;
  present: number;
  absent: number;
}

/**
 * The same members' rows summed per group, in (group name, group) order: each group's counts are
 * exactly those of its people's rows (a person of two groups counts in each, as with names).
 */
export async function managerGroupRows(q: Queryable, f: ManagerFilter): Promise<ManagerGroupRow[]> {
  const { rows } = await q.query<ManagerGroupRow>(
    `SELECT p.group_id, p.group_name, count(*)::int AS members, sum(p.reservations)::int AS reservations,
            sum(p.present)::int AS present, sum(p.absent)::int AS absent
       FROM (${MANAGER_MEMBER_ROWS}) AS p
      GROUP BY p.group_name, p.group_id
      ORDER BY p.group_name, p.group_id`,
    [f.from, f.to, f.today, f.groups, null, null, null, null, null],
  );
  return rows;
}
