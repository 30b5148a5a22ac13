import type { z } from 'zod';
import { AUDIT_KIND } from '../../domain/audit.js';
import { OFFICE } from '../../domain/buildings.js';
import { DESK_MSG, DESK_REASON } from '../../domain/desks/rules.js';
import { APP_REASON, MSG } from '../../domain/messages.js';
import { isAdminOf } from '../../domain/policy.js';
import type { MapDesk } from '../../domain/schemas/desk-answers.js';
import type { deskUpdate } from '../../domain/schemas/desks.js';
import { bucharestDay } from '../../domain/time.js';
import { userByUuid } from '../identity/user-queries.js';
import type { Caller } from '../identity/actor.js';
import { recordAudit } from '../audit/audit-service.js';
import type { AppContext } from '../context.js';
import { badRequest, forbidden, notFound } from '../errors.js';
import { dayVersion, type DayVersion, type Versioned } from '../versions/version-service.js';
import { checkOnPlan } from './desk-layout-service.js';
import { presentDesk, type DeskRow } from './presenter.js';
import { countGroups, deskByIdForUpdate, desksOnDay, updateDeskRow } from './queries.js';

/**
 * The map on `day` (today when not given), optionally of one group or one floor, under the day's
 * version: the hot path. The version is the one read as the request arrived (`known`) or one
 * indexed SELECT; the route serves its snapshot, and the map's query runs only when a write
 * changed the day since. Each floor is its own snapshot (and ETag) under the same day's version.
 */
export async function deskMap(
  ctx: AppContext,
  day: string | undefined,
  known: DayVersion | null,
  only: { groupId?: string; floor?: number } = {},
): Promise<Versioned<MapDesk[]>> {
  const d = day ?? known?.day ?? bucharestDay(ctx.clock.now());
  const { groupId, floor } = only;
  return {
    key: `map|${d}|${groupId ?? ''}${floor === undefined ? '' : `|floor ${floor}`}`,
    version: await dayVersion(ctx.db, d, known),
    data: async () => (await desksOnDay(ctx.db, d, { groupId, floor })).map(presentDesk),
  };
}

/**
 * Administrators of the flexible office set a desk's groups, block (Manager) or allocate
 * (Reserved) it for a named user, and move it on its floor's plan (decisions §18). Answers the
 * desk as the map shows it today.
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
    const place = { x: input.x ?? desk.x, y: input.y ?? desk.y };
    if (input.x !== undefined || input.y !== undefined) await checkOnPlan(tx, desk.floor, place);
    await updateDeskRow(tx, desk.desk_id, { groupsIdList: input.groupsIdList ?? null, type, manager, ...place });
    const was = { type: desk.type, manager: desk.manager, groupsIdList: desk.groups_id_list, x: desk.x, y: desk.y };
    await recordAudit(tx, me, ctx.clock.now(), AUDIT_KIND.desksUpdate, desk.desk_id, {
      from: was,
      to: { type, manager, groupsIdList: input.groupsIdList ?? desk.groups_id_list, ...place },
    });
    const [shown] = await desksOnDay(tx, bucharestDay(ctx.clock.now()), { deskId: desk.desk_id });
    return shown;
  });
}
