import { parseDeskId } from '../../domain/floors/geometry.js';
import { APP_REASON, MSG } from '../../domain/messages.js';
import type { TeamDay, TeamWeek } from '../../domain/schemas/team-answers.js';
import type { TeamWeekQuery } from '../../domain/schemas/team.js';
import { TEAM_MSG, TEAM_REASON } from '../../domain/team/messages.js';
import { defaultTeamGroup, seesAbsenceKind, teamOrder, teamWeekRefusal } from '../../domain/team/visibility.js';
import { bucharestDay } from '../../domain/time.js';
import { mondayOf, workingDaysFrom } from '../../domain/week/absence-rules.js';
import type { AppContext } from '../context.js';
import { badRequest, forbidden, notFound } from '../errors.js';
import { memberOf, type Caller } from '../identity/actor.js';
import { teamGroup, teamPeople, type TeamPersonRow } from './team-week-queries.js';

// A group's week (decisions §21): who is in which day of Monday to Friday and where, in two reads
// whatever the group's size. The week of `from` (this week in Bucharest by default); the caller's main
// group by default.

export async function teamWeek(ctx: AppContext, me: Caller, query: TeamWeekQuery): Promise<TeamWeek> {
  const groupId = query.groupId ?? defaultTeamGroup(me.actor);
  if (!groupId) throw badRequest(TEAM_MSG.noGroup, TEAM_REASON.noGroup);
  const group = await teamGroup(ctx.db, groupId);
  if (!group) throw notFound(MSG.groupUnknown, APP_REASON.groupUnknown);
  const refusal = teamWeekRefusal(me.actor, group);
  if (refusal) throw forbidden(TEAM_MSG[refusal], TEAM_REASON[refusal]);

  const days = workingDaysFrom(mondayOf(query.from ?? bucharestDay(ctx.clock.now())));
  const rows = await teamPeople(ctx.db, group.id, me.uuid, days[0], days[days.length - 1]);
  const people = rows.map((row) => {
    const withKind = seesAbsenceKind(me.actor, memberOf(row));
    return { uuid: row.uuid, name: row.name, followed: row.followed, days: days.map((day) => teamDay(row, day, withKind)) };
  });
  return { from: days[0], group: { _id: group.id, name: group.name }, desks: group.desks, people: people.sort(teamOrder) };
}

/** One person's day: the desk they hold (any desk, any group) and whether an absence covers it, with its kind when the caller may see it. */
function teamDay(row: TeamPersonRow, day: string, withKind: boolean): TeamDay {
  const d = row.desk_days?.indexOf(day) ?? -1;
  const deskId = d >= 0 ? row.desk_ids![d] : null;
  const a = row.absent_from?.findIndex((from, i) => from <= day && day <= row.absent_to![i]) ?? -1;
  return {
    day,
    deskId,
    floor: deskId === null ? null : (parseDeskId(deskId)?.floor ?? null),
    absent: a >= 0,
    kind: a >= 0 && withKind ? row.absent_kinds![a] : null,
  };
}
