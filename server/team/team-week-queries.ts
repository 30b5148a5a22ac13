import type { AbsenceKind } from '../../domain/week/messages.js';
import { prepared, type Queryable } from '../db/connection.js';

// The team's week in two statements (decisions §21, #42 point 6): the group with its count of desks,
// then its people, each with the week's live desks and absences; nothing of the caller's, so that the
// grid is read once for everyone who opens it (team-grid.ts). Prepared: planned once per connection.

export interface TeamGroupRow {
  id: string;
  name: string;
  building: string;
  desks: number;
}

const GROUP = prepared(
  `SELECT g.id, g.name, g.building, (SELECT count(*) FROM desks d WHERE d.groups_id_list @> ARRAY[g.id])::int AS desks
     FROM groups g WHERE g.id = $1`,
);

export async function teamGroup(q: Queryable, id: string): Promise<TeamGroupRow | null> {
  const { rows } = await q.query<TeamGroupRow>(GROUP, [id]);
  return rows[0] ?? null;
}

export interface TeamPersonRow {
  uuid: string;
  name: string;
  main_group: string | null;
  group_list: string[];
  /** The live desk reservations of the week (at most one a day): days and desks, in step. */
  desk_days: string[] | null;
  desk_ids: string[] | null;
  /** The absences that touch the week (they never overlap): first and last days and kinds, in step. */
  absent_from: string[] | null;
  absent_to: string[] | null;
  absent_kinds: AbsenceKind[] | null;
}

// Each person's reservations by desk_reservations_one_per_person_day (uuid, day: live ones only), their
// absences by the exclusion constraint's GiST index (uuid, daterange).
// Days go as text: arrays of dates would be parsed into Dates, which shift with the process's zone.
const PEOPLE = prepared(
  `SELECT u.uuid, u.name, u.main_group, u.group_list, r.desk_days, r.desk_ids, a.absent_from, a.absent_to, a.absent_kinds
     FROM users u
     CROSS JOIN LATERAL (
       SELECT array_agg(d.day::text) AS desk_days, array_agg(d.desk_id) AS desk_ids
         FROM desk_reservations d
        WHERE d.uuid = u.uuid AND d.day BETWEEN $2::date AND $3::date AND d.status <> 'cancelled') r
     CROSS JOIN LATERAL (
       SELECT array_agg(x.from_day::text) AS absent_from, array_agg(x.to_day::text) AS absent_to, array_agg(x.kind) AS absent_kinds
         FROM absences x
        WHERE x.uuid = u.uuid AND daterange(x.from_day, x.to_day, '[]') && daterange($2::date, $3::date, '[]')) a
    WHERE u.valid AND u.group_list @> ARRAY[$1::text]`,
);

/** The group's valid people (its id in their group list) over the days from `from` to `to`, both included. */
export async function teamPeople(q: Queryable, groupId: string, from: string, to: string): Promise<TeamPersonRow[]> {
  const { rows } = await q.query<TeamPersonRow>(PEOPLE, [groupId, from, to]);
  return rows;
}
