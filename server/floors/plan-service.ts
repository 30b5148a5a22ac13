import { AUDIT_KIND } from '../../domain/audit.js';
import { FLOOR_MSG, FLOOR_REASON } from '../../domain/floors/rules.js';
import { floorPlanField, type FloorInfo } from '../../domain/schemas/floors.js';
import { recordAudit } from '../audit/audit-service.js';
import type { AppContext } from '../context.js';
import { badRequest, notFound } from '../errors.js';
import type { Caller } from '../identity/actor.js';
import type { UploadedFile } from '../uploads/multipart.js';
import { planContent } from './plan-file.js';
import { presentFloor } from './presenter.js';
import { floorForUpdate, planOf, setPlan } from './queries.js';

// A floor's uploaded plan (decisions §18): stored in the floors table, so that backups and every
// server process have it, and served back to the members of building 1.

/**
 * Stores the plan of the form's floor (field `floor`): its content checked and an SVG cleaned
 * before the transaction, then stored whole or not at all under a new version (its address).
 */
export async function uploadPlan(ctx: AppContext, me: Caller, fields: Record<string, string>, file: UploadedFile): Promise<FloorInfo> {
  const floor = floorPlanField.safeParse(fields.floor ?? '');
  if (!floor.success) throw badRequest(floor.error.issues[0].message);
  const plan = await planContent(file.data, file.mimetype);
  return ctx.db.transaction(async (tx) => {
    if (!(await floorForUpdate(tx, floor.data))) throw notFound(FLOOR_MSG.notFound(floor.data), FLOOR_REASON.notFound);
    const after = await setPlan(tx, floor.data, plan.bytes, plan.type);
    await recordAudit(tx, me, ctx.clock.now(), AUDIT_KIND.floorsPlan, String(floor.data), {
      type: plan.type,
      bytes: plan.bytes.length,
      removed: plan.removed,
      version: after.plan_version,
    });
    return presentFloor(after);
  });
}

/** The floor's plan as stored: its bytes, type and version; 404 when the floor has none. */
export async function planFile(ctx: AppContext, floor: number): Promise<{ bytes: Buffer; type: string; version: string }> {
  const p = await planOf(ctx.db, floor);
  if (!p) throw notFound(FLOOR_MSG.planNotFound, FLOOR_REASON.planNotFound);
  return { bytes: Buffer.from(p.plan), type: p.plan_type, version: p.plan_version };
}
