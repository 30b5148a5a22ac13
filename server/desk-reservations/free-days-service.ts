import type { FreeByDayQuery } from '../../domain/schemas/free-desks.js';
import { isWeekday } from '../../domain/time.js';
import type { AppContext } from '../context.js';
import type { Snapshot, SnapshotCache } from '../http/snapshot-cache.js';
import { rangeVersion } from '../desks/queries.js';
import { freeDesksByDay } from './free-days-queries.js';

/**
 * The free desks of a group on each working day of a range (the week strip, issue #14 point 5):
 * one answer for the whole booking window instead of a map per day. It does not depend on who
 * asks, so it is served from a snapshot under the range's version; the counts' query runs only
 * when a write changed one of its days (or the desks) since.
 */
export async function freeByDay(ctx: AppContext, cache: SnapshotCache, q: FreeByDayQuery): Promise<Snapshot> {
  const version = await rangeVersion(ctx.db, q.from, q.to);
  return cache.get(`free|${q.groupId}|${q.from}|${q.to}`, version, async () =>
    (await freeDesksByDay(ctx.db, q.groupId, q.from, q.to)).filter((d) => isWeekday(d.day)),
  );
}
