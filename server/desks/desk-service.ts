import type { z } from 'zod';
import { AUDIT_KIND } from '../../domain/audit.js';
import { OFFICE } from '../../domain/buildings.js';
import { DESK_MSG, DESK_REASON } from '../../domain/desks/rules.js';
import { APP_REASON, MSG } from '../../domain/messages.js';
import { isAdminOf } from '../../domain/policy.js';
import type { deskUpdate } from '../../domain/schemas/desks.js';
import { bucharestDay } from '../../domain/time.js';
import { userByUuid } from '../identity/user-queries.js';
import type { Caller } from '../identity/actor.js';
import { recordAudit } from '../audit/audit-service.js';
import type { AppContext } from '../context.js';
import { badRequest, forbidden, notFound } from '../errors.js';
import type { OfficeVersion, Snapshot, SnapshotCache } from '../http/snapshot-cache.js';
import { presentDesk, type DeskRow } from './presenter.js';
import { countGroups, deskByIdForUpdate, desksOnDay, mapVersion, updateDeskRow } from './queries.js';

/**
 * The map on `day` (today when not given), optionally of one group, serialized: the hot path.
 * The day's version comes with the caller's session (`office`, read by the auth hook) or, for
 * another day, from one indexed SELECT; the map's query runs only when a write changed it since.
 */
export async function deskMap(ctx: AppContext, cache: SnapshotCache, day: string | undefined, office: OfficeVersion | null, groupId?: string): Promise<Snapshot> {
  const d = day ?? office?.day ?? bucharestDay(ctx.clock.now());
  return cache.get(`map|${d}|${groupId ?? ''}`, await officeDayVersion(ctx, d, office), async () => (await desksOnDay(ctx.db, d, { groupId })).map(presentDesk));
}

/** The office's version of `day`: the one the auth hook read with the session when it is that day's, else read now. */
export async function officeDayVersion(ctx: AppContext, day: string, office: OfficeVersion | null): Promise<number> {
  return office?.day === day ? office.version : mapVersion(ctx.db, day);
}

/**
 * Administrators of the flexible office set a desk's groups, and block (Manager) or allocate
 * (Reserved) it for a named user. Answers the desk as the map shows it today.
 */
export function updateDesk(ctx: AppContext, me: Caller, input: z.infer<typeof deskUpdate>): Promise<DeskRow> {
  return ctx.db.transaction(async (tx) => {
    const desk = await deskByIdForUpdate(tx, input.deskId);
    if (!isAdminOf(me.actor, OFFICE)) throw forbidden();
    if (!desk) throw notFound(DESK_MSG.deskNotFound, DESK_REASON.deskNotFound);
    const type = input.type === undefined ? desk.type : input.type;
    const manager = input.manager === undefined ? desk.manager : input.manager;
    if ((type === null) !== (manager === null)) throw badRequest(DESK_MSG.holderIncomplete, DESK_REASON.holderIncomplete);
    if (manager && !(await userByUuid(tx, manager))) throw notFound(MSG.userNotFound, APP_REASON.userNotFound);
    if (input.groupsIdList && (await countGroups(tx, input.groupsIdList)) !== new Set(input.groupsIdList).size) {
      throw badRequest(MSG.groupUnknown, APP_REASON.groupUnknown);
    }
    await updateDeskRow(tx, desk.desk_id, { groupsIdList: input.groupsIdList ?? null, type, manager });
    const was = { type: desk.type, manager: desk.manager, groupsIdList: desk.groups_id_list };
    await recordAudit(tx, me, ctx.clock.now(), AUDIT_KIND.desksUpdate, desk.desk_id, { from: was, to: { type, manager, groupsIdList: input.groupsIdList ?? desk.groups_id_list } });
    const [shown] = await desksOnDay(tx, bucharestDay(ctx.clock.now()), { deskId: desk.desk_id });
    return shown;
  });
}
