import type { FreeDay } from '../../domain/schemas/desk-answers.js';
import type { FreeByDayQuery } from '../../domain/schemas/free-desks.js';
import { isWeekday } from '../../domain/time.js';
import type { AppContext } from '../context.js';
import { rangeVersion, type Versioned } from '../versions/version-service.js';
import { freeDesksByDay } from './free-days-queries.js';

/**
 * The free desks of a group on each working day of a range (the week strip, issue #14 point 5):
 * one answer for the whole booking window instead of a map per day. It does not depend on who
 * asks, so the route serves it from a snapshot under the range's version; the counts' query runs
 * only when a write changed one of its days (or the desks) since.
 */
export async function freeByDay(ctx: AppContext, q: FreeByDayQuery): Promise<Versioned<FreeDay[]>> {
  return {
    key: `free|${q.groupId}|${q.from}|${q.to}`,
    version: await rangeVersion(ctx.db, q.from, q.to),
    data: async () => (await freeDesksByDay(ctx.db, q.groupId, q.from, q.to)).filter((d) => isWeekday(d.day)),
  };
}
