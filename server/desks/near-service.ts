import { OFFICE } from '../../domain/buildings.js';
import { DESK_MSG, DESK_REASON, deskBookingRefusal, deskDayRefusal } from '../../domain/desks/rules.js';
import { nearestOnFloor } from '../../domain/desks/nearest.js';
import { groupsOf } from '../../domain/policy.js';
import type { NearDesksQuery } from '../../domain/schemas/team.js';
import type { NearDesk } from '../../domain/schemas/team-answers.js';
import { NEAR_DESKS } from '../../domain/team/messages.js';
import type { Caller } from '../identity/actor.js';
import type { AppContext } from '../context.js';
import { notFound } from '../errors.js';
import { buildingSettings } from '../settings/queries.js';
import { freeDesksOfFloor, placedDesk } from './near-queries.js';

/**
 * The desks near `deskId` that the caller could book for themselves on `date` (decisions §21):
 * free that day, on the desk's floor, open to the caller by the booking rule (deskBookingRefusal,
 * asked with the desk's facts and the day), nearest first (domain/desks/nearest.ts). A day the
 * caller cannot book at all (a weekend, past, beyond the window) has none.
 */
export async function nearDesks(ctx: AppContext, me: Caller, query: NearDesksQuery): Promise<NearDesk[]> {
  const from = await placedDesk(ctx.db, query.deskId);
  if (!from) throw notFound(DESK_MSG.deskNotFound, DESK_REASON.deskNotFound);
  const now = ctx.clock.now();
  const { maxDaysDesk } = await buildingSettings(ctx.db, OFFICE);
  if (deskDayRefusal(query.date, now, maxDaysDesk)) return [];

  const groups = groupsOf(me.actor);
  const open = (await freeDesksOfFloor(ctx.db, from.floor, query.date, from.desk_id)).filter(
    (d) =>
      deskBookingRefusal({
        when: { day: query.date, now, maxDaysDesk },
        actor: me.actor,
        person: { uuid: me.uuid },
        groups,
        desk: { groupsIdList: d.groups_id_list, type: d.type, manager: d.manager },
      }) === null,
  );
  const place = (d: typeof from) => ({ deskId: d.desk_id, floor: d.floor, x: d.x, y: d.y });
  return nearestOnFloor(place(from), open.map(place), NEAR_DESKS).map((n) => ({
    deskId: n.desk.deskId,
    floor: n.desk.floor,
    // One decimal: plan units are whole, a finer distance says nothing to the map.
    distance: Math.round(n.distance * 10) / 10,
  }));
}
