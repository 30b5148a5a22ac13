import { recordAudit } from '../audit/audit-service.js';
import { AUDIT_KIND } from '../../domain/audit.js';
import { TOWER } from '../../domain/buildings.js';
import type { TowerIndiscipline } from '../../domain/schemas/tower-answers.js';
import { isAdminOf } from '../../domain/policy.js';
import { bucharestDay } from '../../domain/time.js';
import type { Caller } from '../identity/actor.js';
import type { AppContext } from '../context.js';
import { liftTowerBansIfForgiven } from '../discipline/bans-service.js';
import { forbidden } from '../errors.js';
import { buildingSettings } from '../settings/queries.js';
import { clearIndiscipline, towerIndiscipline, userById, usersOfBuilding } from './indiscipline-queries.js';

/**
 * Tower indiscipline: the score over calculateIndisciplineDays (what bans) and the sorting
 * score over calculateSortingIndisciplineDays (what orders the rounds). Administrators of the
 * tower see every user of the tower, or the one they name; others see themselves.
 */
export async function indisciplineList(ctx: AppContext, me: Caller, uuid?: string): Promise<TowerIndiscipline[]> {
  const admin = isAdminOf(me.actor, TOWER);
  if (uuid && uuid !== me.uuid && !admin) throw forbidden();
  const users = uuid ? await userById(ctx.db, uuid) : admin ? await usersOfBuilding(ctx.db, TOWER) : await userById(ctx.db, me.uuid);
  const s = await buildingSettings(ctx.db, TOWER);
  const today = bucharestDay(ctx.clock.now());
  const ids = users.map((u) => u.uuid);
  const score = await towerIndiscipline(ctx.db, ids, today, s.calculateIndisciplineDays);
  const sorting = await towerIndiscipline(ctx.db, ids, today, s.calculateSortingIndisciplineDays);
  return users.map((u) => ({ uuid: u.uuid, name: u.name, score: score.get(u.uuid) ?? 0, sortingScore: sorting.get(u.uuid) ?? 0 }));
}

/**
 * Takes back a user's tower indiscipline, for the tower's administrators; a running tower ban
 * the forgiven score no longer justifies ends with it (as when an absence is cancelled).
 */
export function forgiveIndiscipline(ctx: AppContext, me: Caller, uuid: string): Promise<void> {
  return ctx.db.transaction(async (tx) => {
    if (!isAdminOf(me.actor, TOWER)) throw forbidden();
    const now = ctx.clock.now();
    await clearIndiscipline(tx, uuid);
    const banLifted = await liftTowerBansIfForgiven(tx, uuid, now);
    await recordAudit(tx, me, now, AUDIT_KIND.indisciplineDelete, uuid, banLifted ? { banLifted } : {});
  });
}
