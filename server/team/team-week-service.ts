import { APP_REASON, MSG } from '../../domain/messages.js';
import type { TeamWeek } from '../../domain/schemas/team-answers.js';
import type { TeamWeekQuery } from '../../domain/schemas/team.js';
import { TEAM_MSG, TEAM_REASON } from '../../domain/team/messages.js';
import { defaultTeamGroup, seesAbsenceKind, teamWeekRefusal } from '../../domain/team/visibility.js';
import { bucharestDay } from '../../domain/time.js';
import { mondayOf, workingDaysFrom } from '../../domain/week/absence-rules.js';
import type { AppContext } from '../context.js';
import { badRequest, forbidden, notFound } from '../errors.js';
import type { Snapshot } from '../http/snapshot-cache.js';
import { memberOf, type Caller } from '../identity/actor.js';
import { weekVersion, type DayVersion } from '../versions/version-service.js';
import { isAwayThisWeek, teamWeekAnswer, viewOf, type TeamGrids } from './team-grid.js';
import { teamGroup, teamPeople, type TeamGroupRow, type TeamPersonRow } from './team-week-queries.js';

// A group's week (decisions §21): who is in which day of Monday to Friday and where. The week of
// `from` (this week in Bucharest by default); the caller's main group by default. The grid is read in
// two statements whatever the group's size, and only when something in it changed (team-grid.ts).

/** The Monday of the week a request asks for: that of `from`, else this week's. */
export const teamWeekMonday = (from: string | undefined, now: Date): string => mondayOf(from ?? bucharestDay(now));

/** 404 for a group that does not exist, 403 for one the caller may not see (teamWeekRefusal). */
function refuseUnlessAllowed(me: Caller, group: TeamGroupRow | null): asserts group is TeamGroupRow {
  if (!group) throw notFound(MSG.groupUnknown, APP_REASON.groupUnknown);
  const refusal = teamWeekRefusal(me.actor, group);
  if (refusal) throw forbidden(TEAM_MSG[refusal], TEAM_REASON[refusal]);
}

/** The caller's view: a snapshot shared with every caller who sees the same, or an answer made for them. */
export type TeamWeekView = { snapshot: Snapshot } | { answer: TeamWeek };

export async function teamWeek(
  ctx: AppContext,
  grids: TeamGrids,
  me: Caller,
  query: TeamWeekQuery,
  known: DayVersion | null,
): Promise<TeamWeekView> {
  const groupId = query.groupId ?? defaultTeamGroup(me.actor);
  if (!groupId) throw badRequest(TEAM_MSG.noGroup, TEAM_REASON.noGroup);
  const days = workingDaysFrom(teamWeekMonday(query.from, ctx.clock.now()));
  // The version is read before the grid, so that a grid is never older than the version it is kept under.
  const version = await weekVersion(ctx.db, days[0], known);
  // Unless the grid is kept, the group is read and the caller judged first: a refusal costs one small
  // statement, and the people are read only for someone who may see them.
  let group: TeamGroupRow | null = null;
  if (!grids.holds(groupId, days[0], version)) {
    group = await teamGroup(ctx.db, groupId);
    refuseUnlessAllowed(me, group);
  }
  const grid = await grids.get(groupId, days, version, async () => {
    const g = group ?? (await teamGroup(ctx.db, groupId));
    return g && { group: g, people: await teamPeople(ctx.db, g.id, days[0], days[days.length - 1]) };
  });
  if (!grid) throw notFound(MSG.groupUnknown, APP_REASON.groupUnknown);
  refuseUnlessAllowed(me, grid.group);

  // Only the people away this week have a kind to show or hide: the caller sees all of theirs, none, or some.
  const seesKind = (row: TeamPersonRow) => seesAbsenceKind(me.actor, memberOf(row));
  const away = grid.people.filter(isAwayThisWeek);
  if (!away.some(seesKind)) return { snapshot: viewOf(grid, 'none') };
  if (away.every(seesKind)) return { snapshot: viewOf(grid, 'all') };
  return { answer: teamWeekAnswer(grid, seesKind) };
}
