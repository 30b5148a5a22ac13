import { parseDeskId } from '../../domain/floors/geometry.js';
import type { TeamDay, TeamWeek } from '../../domain/schemas/team-answers.js';
import { byName } from '../../domain/team/visibility.js';
import { ok } from '../http/envelope.js';
import { snapshotOf, VersionedMemo, type Snapshot } from '../http/snapshot-cache.js';
import type { TeamGroupRow, TeamPersonRow } from './team-week-queries.js';

// A group's week as it stands in the database (decisions §21, #42 point 6), read once under the week's
// version (migration 026) and shared by everyone who opens it: the caller's part (whom they follow, the
// web orders them first; which absences' kinds they see) is not in it. Those who see every kind, and
// those who see none, are served the same bytes, serialized and gzipped once; a caller who sees some
// kinds only (their own, those of their own group's people) gets an answer made for them.

/** What the database holds of a group's week: its group, days and people (by name). */
export interface TeamGrid {
  key: string;
  version: number;
  group: TeamGroupRow;
  days: string[];
  people: TeamPersonRow[];
  /** The answer with every kind or with none, serialized once each on first demand. */
  views: Map<'all' | 'none', Snapshot>;
}

/** The week's answer, each person's absence kinds shown when `seesKind` says so. */
export function teamWeekAnswer(grid: TeamGrid, seesKind: (row: TeamPersonRow) => boolean): TeamWeek {
  const { group, days } = grid;
  return {
    from: days[0],
    group: { _id: group.id, name: group.name },
    desks: group.desks,
    people: grid.people.map((row) => {
      const withKind = seesKind(row);
      return { uuid: row.uuid, name: row.name, days: days.map((day) => teamDay(row, day, withKind)) };
    }),
  };
}

/** The snapshot every caller of this view is served: the same bytes and ETag for each. */
export function viewOf(grid: TeamGrid, view: 'all' | 'none'): Snapshot {
  let s = grid.views.get(view);
  if (!s) {
    s = snapshotOf(`${grid.key}/${view}`, grid.version, JSON.stringify(ok(teamWeekAnswer(grid, () => view === 'all'))));
    grid.views.set(view, s);
  }
  return s;
}

/** Whether a person has an absence on one of the week's days (only those have a kind to show or hide). */
export const isAwayThisWeek = (row: TeamPersonRow): boolean => !!row.absent_from?.length;

/** One person's day: the desk they hold (any desk, any group) and whether an absence covers it, with its kind when shown. */
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

// Groups × weeks opened lately: a grid of 250 people is ~120 KB a view (and ~10 KB gzipped), so a few tens of MB at most.
const MAX_GRIDS = 100;

/** The grids of one server process, each served only under the version it was read under. */
export class TeamGrids {
  private readonly memo = new VersionedMemo<TeamGrid | null>(MAX_GRIDS);

  /** Whether the grid of `groupId`'s week from `monday` under `version` is kept: a request served from it reads nothing more. */
  holds(groupId: string, monday: string, version: number): boolean {
    return this.memo.has(`team-week/${groupId}/${monday}`, version);
  }

  /** The grid of `groupId`'s week from `days[0]` under `version`; null when the group does not exist. */
  get(
    groupId: string,
    days: string[],
    version: number,
    read: () => Promise<{ group: TeamGroupRow; people: TeamPersonRow[] } | null>,
  ): Promise<TeamGrid | null> {
    const key = `team-week/${groupId}/${days[0]}`;
    return this.memo.get(key, version, async () => {
      const found = await read();
      if (!found) return null;
      return { key, version, group: found.group, days, people: [...found.people].sort(byName), views: new Map() };
    });
  }
}
