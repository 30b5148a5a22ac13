import { bucharestDay } from '../../domain/time.js';
import { canEnter, OFFICE, TOWER } from '../../domain/buildings.js';
import { openTo } from '../../domain/week/desk-choice.js';
import { PATTERN_MSG, PATTERN_REASON } from '../../domain/week/messages.js';
import { patternDays } from '../../domain/week/pattern-horizon.js';
import type { WorkPattern } from '../../domain/schemas/week-answers.js';
import type { AppContext } from '../context.js';
import type { Queryable } from '../db/connection.js';
import { badRequest, forbidden } from '../errors.js';
import type { Caller } from '../identity/actor.js';
import { groupsOf } from '../identity/policy.js';
import { enqueueMail } from '../mail/outbox.js';
import { patternSavedMail } from '../mail/pattern-mail.js';
import { buildingSettings } from '../settings/queries.js';
import { runTowerPatternFor } from './tower-pattern.js';
import { booksDesks, bookPatternDays, loadWorld, type PatternOutcome } from './pattern-booking.js';
import { daysToLeave, isActiveCarOf, patternOf, placedDesks, savePattern, type PatternRow } from './pattern-queries.js';

// A person's work pattern (decisions §20): read it, change it, and book its days at once.

/** A change of the pattern: a field left out stays as it was. */
export interface PatternChange {
  days?: number[];
  desks?: string[];
  parking?: boolean;
  towerDays?: number[];
  carId?: string | null;
}

const defaults = (uuid: string): PatternRow => ({ uuid, days: [], desks: [], parking: false, tower_days: [], car_id: null });

export const presentPattern = (p: PatternRow): WorkPattern => ({
  days: [...p.days].sort(),
  desks: p.desks,
  parking: p.parking,
  towerDays: [...p.tower_days].sort(),
  carId: p.car_id,
});

export async function getPattern(ctx: AppContext, me: Caller): Promise<WorkPattern> {
  return presentPattern((await patternOf(ctx.db, me.uuid)) ?? defaults(me.uuid));
}

/** The refusals of a change (decisions §20), in this order; nothing is written on a refusal. */
async function checkChange(q: Queryable, me: Caller, c: PatternChange): Promise<void> {
  const office = !!c.days?.length || !!c.desks?.length || c.parking === true;
  if (office && !canEnter(me.actor, OFFICE)) throw forbidden(PATTERN_MSG.notOfficeMember, PATTERN_REASON.notOfficeMember);
  const tower = !!c.towerDays?.length || (c.carId !== undefined && c.carId !== null);
  if (tower && !canEnter(me.actor, TOWER)) throw forbidden(PATTERN_MSG.notTowerMember, PATTERN_REASON.notTowerMember);
  if (c.desks?.length) {
    const found = new Map((await placedDesks(q, c.desks)).map((d) => [d.desk_id, d]));
    const person = { uuid: me.uuid, groups: groupsOf(me) };
    for (const id of c.desks) {
      const d = found.get(id);
      // The booking rule's own check of a desk (deskBookingRefusal): the person's groups, held for nobody else.
      if (!d || !openTo(person, { groupsIdList: d.groups_id_list, type: d.type, manager: d.manager }))
        throw badRequest(PATTERN_MSG.deskNotAllowed, PATTERN_REASON.deskNotAllowed);
    }
  }
  if (c.parking === true && !me.parking_right) throw badRequest(PATTERN_MSG.noParkingRight, PATTERN_REASON.noParkingRight);
  if (c.carId && !(await isActiveCarOf(q, me.uuid, c.carId))) throw badRequest(PATTERN_MSG.carNotYours, PATTERN_REASON.carNotYours);
}

/**
 * Saves the change and runs the person's automatic desk booking at once, in one transaction;
 * answers the pattern and what its run booked and could not. When it booked or failed something,
 * the person is e-mailed at once (the outbox sends it once this commits).
 */
export async function updatePattern(
  ctx: AppContext,
  me: Caller,
  change: PatternChange,
): Promise<{ pattern: WorkPattern } & PatternOutcome> {
  return ctx.db.transaction(async (tx) => {
    const now = ctx.clock.now();
    await checkChange(tx, me, change);
    const before = (await patternOf(tx, me.uuid, true)) ?? defaults(me.uuid);
    const pattern: PatternRow = {
      uuid: me.uuid,
      days: change.days ?? before.days,
      desks: change.desks ?? before.desks,
      parking: change.parking ?? before.parking,
      tower_days: change.towerDays ?? before.tower_days,
      car_id: change.carId === undefined ? before.car_id : change.carId,
    };
    await savePattern(tx, pattern, now);
    const outcome = await bookNow(tx, ctx, me, pattern, now);
    if (outcome.booked.length || outcome.notBooked.length) {
      await enqueueMail(tx, patternSavedMail(me, outcome), now);
      ctx.outbox.kick();
    }
    // The tower's part (decisions §20): requests for its days already inside the window, queued from now.
    if (pattern.tower_days.length && (await runTowerPatternFor(tx, now, me.uuid)).length) ctx.webhooks.kick();
    return { pattern: presentPattern(pattern), booked: outcome.booked, notBooked: outcome.notBooked };
  });
}

/** The person's automatic booking over the pattern's horizon, as the nightly job does it for them. */
async function bookNow(tx: Queryable, ctx: AppContext, me: Caller, pattern: PatternRow, now: Date): Promise<PatternOutcome> {
  const none: PatternOutcome = { booked: [], notBooked: [] };
  if (!pattern.days.length || !booksDesks(me)) return none;
  const settings = await buildingSettings(tx, OFFICE);
  const horizon = patternDays(bucharestDay(now), pattern.days, settings.maxDaysDesk);
  if (!horizon.length) return none;
  const leave = await daysToLeave(tx, [me.uuid], horizon[0], horizon[horizon.length - 1]);
  const days = horizon.filter((d) => !leave.has(`${me.uuid}|${d}`));
  if (!days.length) return none;
  const world = await loadWorld(tx, days);
  return bookPatternDays(tx, world, me, pattern, days, now, ctx.config.publicUrl, ctx);
}
