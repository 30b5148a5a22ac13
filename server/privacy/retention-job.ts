import { AUDIT_KIND } from '../../domain/audit.js';
import { OFFICE } from '../../domain/buildings.js';
import { retentionCutoff } from '../../domain/privacy/retention.js';
import { bucharestDay, bucharestInstant, nextDailyAt } from '../../domain/time.js';
import { recordSystemAudits } from '../audit/audit-service.js';
import type { Db, Queryable } from '../db/connection.js';
import type { JobDef } from '../jobs/scheduler.js';
import { buildingSettings } from '../settings/queries.js';
import { ensureAnonymous, anonymiseDeskBatch, anonymiseRequestBatch, anonymiseRoomBatch, emptyAuditBatch } from './retention-queries.js';

/** 02:30 Bucharest: after the day's lists and before the 03:00 clean-up and the working day. */
const RETENTION_HOUR = 2;
const RETENTION_MINUTE = 30;
/** Rows a transaction: a first run on years of data holds each row's lock for one short statement. */
export const RETENTION_BATCH = 1000;

export interface RetentionCounts {
  cutoff: string;
  desks: number;
  rooms: number;
  requests: number;
  audit: number;
}

/**
 * Retention (decisions §25) as of `now`: every reservation, request and presence of a day before
 * today − retentionMonths loses its person ('Anonim', domain/privacy/anonymous.ts), and every audit
 * entry written before that day loses its details; batch after batch, each its own transaction, until
 * none is left. Null when retention is off. One audit entry says what changed (counts only), written
 * with the last batch; a run that found nothing writes none.
 */
export async function runRetention(db: Db, now: Date, batch = RETENTION_BATCH): Promise<RetentionCounts | null> {
  const months = (await buildingSettings(db, OFFICE)).retentionMonths;
  const cutoff = retentionCutoff(bucharestDay(now), months);
  if (!cutoff) return null;
  await ensureAnonymous(db, now);
  const before = bucharestInstant(cutoff, 0);
  const counts: RetentionCounts = { cutoff, desks: 0, rooms: 0, requests: 0, audit: 0 };
  const drain = async (key: Exclude<keyof RetentionCounts, 'cutoff'>, step: (tx: Queryable) => Promise<number>) => {
    for (;;) {
      const n = await db.transaction(step);
      counts[key] += n;
      if (n < batch) return;
    }
  };
  await drain('desks', (tx) => anonymiseDeskBatch(tx, cutoff, batch));
  await drain('rooms', (tx) => anonymiseRoomBatch(tx, before, batch));
  await drain('requests', (tx) => anonymiseRequestBatch(tx, cutoff, batch));
  await drain('audit', (tx) => emptyAuditBatch(tx, before, batch));
  if (counts.desks + counts.rooms + counts.requests + counts.audit > 0)
    await db.transaction((tx) =>
      recordSystemAudits(tx, now, AUDIT_KIND.retentionRun, [
        {
          target: cutoff,
          details: {
            months,
            cutoff,
            deskReservations: counts.desks,
            roomReservations: counts.rooms,
            towerRequests: counts.requests,
            auditEntries: counts.audit,
          },
        },
      ]),
    );
  return counts;
}

/**
 * The nightly job: exactly once a night across processes (the scheduler's claim), a night missed caught
 * up at the next pass (the old rows are still there, and a caught-up night after it finds nothing).
 * The claim commits first; the batches run after it, outside its transaction, so no lock is held long.
 */
export function retentionJob(db: Db): JobDef {
  return {
    name: 'retention',
    nextDue: async (after) => nextDailyAt(after, RETENTION_HOUR, undefined, RETENTION_MINUTE),
    async run({ tx, now, afterCommit }) {
      if ((await buildingSettings(tx, OFFICE)).retentionMonths === 0) return;
      afterCommit(async () => {
        await runRetention(db, now);
      });
    },
  };
}
