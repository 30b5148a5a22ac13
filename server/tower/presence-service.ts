import { recordAudit } from '../audit/audit-service.js';
import { AUDIT_KIND } from '../../domain/audit.js';
import { parseListDate } from '../../domain/attendance.js';
import { TOWER } from '../../domain/buildings.js';
import { isAdminOf } from '../../domain/policy.js';
import type { PresenceOutcome } from '../../domain/schemas/tower-answers.js';
import { presenceOutcome, TYPE } from '../../domain/tower/engine.js';
import { normalisePlate } from '../../domain/tower/validators.js';
import { FIRST_DATA_ROW, UPLOAD_LIMIT, UPLOAD_MSG, UPLOAD_REASON } from '../../domain/upload-messages.js';
import type { Caller } from '../identity/actor.js';
import type { AppContext } from '../context.js';
import { banForTowerIfDue } from '../discipline/bans-service.js';
import { badRequest, forbidden } from '../errors.js';
import { cellDay, type TableRow } from '../uploads/table.js';
import { ALLOCATED } from './capacity-service.js';
import { confirmRequests, lockDay, markAbsent, markPresenceUploaded, requestsWithPlates } from './parking-queries.js';

/**
 * Applies a presence or exit list (date, licensePlate), all or nothing, for the tower's
 * administrators. Allocated requests whose car has a listed plate are confirmed. After a
 * presence list, the day's allocated requests without presence become absences (type
 * absent, indiscipline 1), but those of owners absent that day (decisions §20), and those
 * absences may ban their owners.
 */
export async function applyPresence(ctx: AppContext, me: Caller, rows: TableRow[], kind: 'presence' | 'exit'): Promise<PresenceOutcome> {
  if (!isAdminOf(me.actor, TOWER)) throw forbidden();
  const parsed = rows.map((r, i) => {
    const day = cellDay(r.date, parseListDate);
    const plate = normalisePlate(String(r.licenseplate ?? ''));
    if (!day || !plate) throw badRequest(`Rândul ${i + FIRST_DATA_ROW} nu este valid: data și numărul de înmatriculare sunt obligatorii.`);
    return { day, plate };
  });
  const days = [...new Set(parsed.map((p) => p.day))].sort();
  // One transaction per list: its length is bounded by the days it spans, refused before it starts.
  if (days.length > UPLOAD_LIMIT.days) throw badRequest(UPLOAD_MSG.tooManyDays(UPLOAD_LIMIT.days), UPLOAD_REASON.tooManyDays);
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    let confirmed = 0;
    let absent = 0;
    const absentees = new Set<string>();
    for (const day of days) {
      await lockDay(tx, day);
      const plates = parsed.filter((p) => p.day === day).map((p) => p.plate);
      const allocated = await requestsWithPlates(tx, day, ALLOCATED);
      const outcome = presenceOutcome(allocated, plates, kind);
      await confirmRequests(tx, outcome.confirmed, kind === 'exit');
      confirmed += outcome.confirmed.length;
      if (kind !== 'presence') continue;
      await markPresenceUploaded(tx, day, now);
      // A request of a day its owner's absence covers is left as it was (decisions §20).
      const marked = await markAbsent(tx, outcome.absent, TYPE.absent);
      absent += marked.length;
      marked.forEach((a) => absentees.add(a.user_id));
    }
    const banned: string[] = [];
    for (const uuid of absentees) if (await banForTowerIfDue(tx, uuid, now)) banned.push(uuid);
    const auditKind = kind === 'presence' ? AUDIT_KIND.towerPresenceUpload : AUDIT_KIND.towerExitUpload;
    await recordAudit(tx, me, now, auditKind, days.join(', '), { rows: parsed.length, confirmed, absent, banned: banned.length });
    return { days, confirmed, absent, banned };
  });
}
