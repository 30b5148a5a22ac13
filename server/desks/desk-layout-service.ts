import { AUDIT_KIND } from '../../domain/audit.js';
import { DESK_MSG, DESK_REASON } from '../../domain/desks/rules.js';
import { deskIdOf, nextDeskNumber } from '../../domain/floors/geometry.js';
import { FLOOR_MSG, FLOOR_REASON, pointOnPlan } from '../../domain/floors/rules.js';
import { APP_REASON, MSG } from '../../domain/messages.js';
import type { DeskCreateBody } from '../../domain/schemas/floors.js';
import { bucharestDay } from '../../domain/time.js';
import { recordAudit } from '../audit/audit-service.js';
import type { AppContext } from '../context.js';
import type { Queryable } from '../db/connection.js';
import { tellDeskReservations } from '../desk-reservations/heard.js';
import { badRequest, conflict, notFound } from '../errors.js';
import { floorForShare } from '../floors/queries.js';
import type { Caller } from '../identity/actor.js';
import { enqueueMails } from '../mail/outbox.js';
import { deskRemovedMail } from '../mail/templates.js';
import { cancelFutureDeskReservations, countFutureDeskReservations, deskIdsOfFloor, insertDesk, softDeleteDesk } from './layout-queries.js';
import type { DeskRow } from './presenter.js';
import { countGroups, deskByIdForUpdate, desksOnDay } from './queries.js';

// The floor-plan editor's desks (decisions §18): made on a floor that exists, moved within its
// plan, deleted with their future reservations cancelled and their holders e-mailed, their past
// kept for the statistics.

/** A place for a desk on its floor: the floor kept as it is until the end of the transaction, the desk's centre on its plan. */
export async function checkOnPlan(tx: Queryable, floor: number, p: { x: number; y: number }): Promise<void> {
  const f = await floorForShare(tx, floor);
  if (!f) throw notFound(FLOOR_MSG.notFound(floor), FLOOR_REASON.notFound);
  if (!pointOnPlan(p, f)) throw badRequest(FLOOR_MSG.outsidePlan(f.width, f.height), FLOOR_REASON.outsidePlan);
}

async function checkGroups(tx: Queryable, groupIds: string[]): Promise<void> {
  if ((await countGroups(tx, groupIds)) !== new Set(groupIds).size) throw badRequest(MSG.groupUnknown, APP_REASON.groupUnknown);
}

/**
 * Makes a desk `{floor}-{number}` (the next free number when none is given) at its place on the
 * floor's plan, open to its groups. A floor that does not exist is refused (404: it is made first),
 * and so is an id a desk has (409). Answers the desk as today's map shows it.
 */
export function createDesk(ctx: AppContext, me: Caller, b: DeskCreateBody): Promise<DeskRow> {
  return ctx.db.transaction(async (tx) => {
    // The floor kept as it is (its size, its being) until the commit. Two desks made at once may draw the
    // same next number: the primary key lets one in and refuses the other (409), never a 500.
    const floor = await floorForShare(tx, b.floor);
    if (!floor) throw notFound(FLOOR_MSG.notFound(b.floor), FLOOR_REASON.notFound);
    if (!pointOnPlan(b, floor)) throw badRequest(FLOOR_MSG.outsidePlan(floor.width, floor.height), FLOOR_REASON.outsidePlan);
    await checkGroups(tx, b.groupsIdList);
    const deskId = deskIdOf(b.floor, b.number ?? nextDeskNumber(await deskIdsOfFloor(tx, b.floor), b.floor));
    const made = await insertDesk(tx, { deskId, floor: b.floor, x: b.x, y: b.y, groupsIdList: b.groupsIdList });
    if (!made) throw conflict(DESK_MSG.idTaken(deskId), DESK_REASON.idTaken);
    await recordAudit(tx, me, ctx.clock.now(), AUDIT_KIND.desksCreate, deskId, {
      floor: b.floor,
      x: b.x,
      y: b.y,
      groupsIdList: b.groupsIdList,
    });
    const [shown] = await desksOnDay(tx, bucharestDay(ctx.clock.now()), { deskId });
    return shown;
  });
}

/**
 * Deletes a desk: its live reservations from today on are cancelled and their holders e-mailed
 * (through the outbox, after the commit); its past stays, counted by the statistics. With `dryRun`
 * nothing changes. Answers how many reservations it cancels (or would).
 */
export async function deleteDesk(ctx: AppContext, me: Caller, b: { deskId: string; dryRun?: boolean }): Promise<{ cancelled: number }> {
  const now = ctx.clock.now();
  const today = bucharestDay(now);
  const cancelled = await ctx.db.transaction(async (tx) => {
    const desk = await deskByIdForUpdate(tx, b.deskId);
    if (!desk) throw notFound(DESK_MSG.deskNotFound, DESK_REASON.deskNotFound);
    if (b.dryRun) return countFutureDeskReservations(tx, desk.desk_id, today);
    const gone = await cancelFutureDeskReservations(tx, desk.desk_id, today);
    await softDeleteDesk(tx, desk.desk_id, now);
    if (
      await tellDeskReservations(
        tx,
        'desk.cancelled',
        gone.map((r) => r.id),
        now,
      )
    )
      ctx.webhooks.kick();
    await enqueueMails(
      tx,
      gone.filter((r) => r.email).map((r) => deskRemovedMail(r, { deskId: desk.desk_id, day: r.day })),
      now,
    );
    if (gone.length) ctx.outbox.kick();
    await recordAudit(tx, me, now, AUDIT_KIND.desksDelete, desk.desk_id, {
      from: { floor: desk.floor, x: desk.x, y: desk.y, groupsIdList: desk.groups_id_list, type: desk.type, manager: desk.manager },
      cancelled: gone.map((r) => ({ reservation: r.id, uuid: r.uuid, day: r.day, parkingSpot: r.parking_spot })),
    });
    return gone.length;
  });
  return { cancelled };
}
