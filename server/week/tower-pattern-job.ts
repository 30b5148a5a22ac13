import { TOWER } from '../../domain/buildings.js';
import { nextDailyAt } from '../../domain/time.js';
import type { WebhookQueue } from '../context.js';
import type { Db } from '../db/connection.js';
import type { JobDef } from '../jobs/scheduler.js';
import { buildingSettings } from '../settings/queries.js';
import { makeTowerPatternRequests, towerPatternOwing } from './tower-pattern.js';

/** People per transaction: each batch holds its days' locks (which a person's request waits for) only briefly. */
export const TOWER_PATTERN_BATCH = 50;

/**
 * The tower's part of the work pattern (decisions §20): each day at the Friday cut-off's hour. On
 * Friday that is the moment the week after next enters every tower window (§7), and the run makes
 * its pattern requests; on the other days it makes up what a pattern still owes (a ban ended, an
 * absence removed, a car added, a run cut short). It makes only days the first round has not yet
 * shared out, all of which wait (type 0): it never meets the first round due at the same instant.
 *
 * The scheduler's claim makes a due time run once across processes; the work then goes in batches
 * of short transactions after the claim commits. Each (person, day) is made once whoever runs it
 * (pattern_days), so a run cut short loses nothing the next day's run does not make.
 */
export function towerPatternJob(db: Pick<Db, 'transaction' | 'query'>, webhooks: Pick<WebhookQueue, 'kick'>): JobDef {
  return {
    name: 'tower-pattern',
    nextDue: async (after, q) => nextDailyAt(after, (await buildingSettings(q, TOWER)).fridayCutoffHour),
    // The clock's now, not dueAt: a run caught up late makes only days still open to requests.
    run: ({ now, afterCommit }) => {
      afterCommit(async () => {
        // Each batch commits on its own: the requests it made are heard once they all have.
        if (await runTowerPatternBatches(db, now)) webhooks.kick();
      });
      return Promise.resolve();
    },
  };
}

/** Every pattern request owed now (days still waiting for their first round), a batch of people per transaction. */
export async function runTowerPatternBatches(
  db: Pick<Db, 'transaction' | 'query'>,
  now: Date,
  batch = TOWER_PATTERN_BATCH,
): Promise<number> {
  const people = await towerPatternOwing(db, now, true);
  let made = 0;
  let failure: unknown = null;
  for (let i = 0; i < people.length; i += batch) {
    const uuids = people.slice(i, i + batch);
    // A batch that fails (a deadlock, a lost connection) does not hold up the others; the next run makes it up.
    try {
      made += (await db.transaction((tx) => makeTowerPatternRequests(tx, now, { uuids, waitingOnly: true }))).length;
    } catch (e) {
      failure ??= e;
    }
  }
  if (failure) throw failure;
  return made;
}
