import { addDays, bucharestDay, bucharestInstant } from '../../domain/time.js';
import type { AppContext } from '../context.js';
import { officeDayVersion } from '../desks/desk-service.js';
import type { OfficeVersion, Snapshot, SnapshotCache } from '../http/snapshot-cache.js';
import { presentOfficeStatus } from './presenter.js';
import { officeCounts } from './queries.js';

/**
 * Today's counts for the status card (decisions §6): desks and rooms with and without a
 * reservation, served from a snapshot under today's office version (bumped by every change of
 * today's desk or room reservations, and of desks and rooms: migrations 007 and 008).
 */
export async function officeStatus(ctx: AppContext, cache: SnapshotCache, office: OfficeVersion | null): Promise<Snapshot> {
  const today = office?.day ?? bucharestDay(ctx.clock.now());
  return cache.get(`status|${today}`, await officeDayVersion(ctx, today, office), async () =>
    presentOfficeStatus(await officeCounts(ctx.db, today, bucharestInstant(today, 0), bucharestInstant(addDays(today, 1), 0))),
  );
}
