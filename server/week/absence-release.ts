import { TOWER } from '../../domain/buildings.js';
import type { z } from 'zod';
import { canCancelDesk } from '../../domain/desks/rules.js';
import { parseDeskId } from '../../domain/floors/geometry.js';
import type { absenceRecordedAnswer } from '../../domain/schemas/week-answers.js';
import { addDays, bucharestDay, bucharestInstant } from '../../domain/time.js';
import { ownerMayChange, TYPE } from '../../domain/tower/engine.js';
import type { Queryable } from '../db/connection.js';
import { cancelReservation } from '../desk-reservations/queries.js';
import { buildingSettings } from '../settings/queries.js';
import { lockDay, lockRequest, setRequestType } from '../tower/parking-queries.js';
import { liveDesksForUpdate, liveRoomsBetween, liveTowerRequestsBetween } from './absence-queries.js';

// What an absence lets go of (decisions §20), in the transaction that records it: the person's desk
// reservations the 24-hour rule still lets an ordinary person cancel, and their tower requests before
// §7's cut-off, each written by its area's own query (the triggers then bump the map's versions, the
// live updates and the calendar feed, and a desk's parking spot goes with it). The rest, and every
// room reservation, is kept and told.

type Held = Pick<z.infer<typeof absenceRecordedAnswer>, 'cancelled' | 'kept'>;

const LIVE_TOWER: readonly number[] = [TYPE.queue, TYPE.first, TYPE.second];

export async function releaseHeld(tx: Queryable, uuid: string, from: string, to: string, now: Date): Promise<Held> {
  const out: Held = { cancelled: { desks: [], tower: [] }, kept: { desks: [], tower: [], rooms: [] } };

  for (const r of await liveDesksForUpdate(tx, uuid, from, to)) {
    const held = { _id: r.id, day: r.day, deskId: r.desk_id, floor: floorOf(r.desk_id) };
    // The rule as it binds the person, never an administrator's exemption: an absence does not take
    // back a desk within 24 hours of its day (nobody could book it any more), nor a past day's.
    if (canCancelDesk(new Date(r.reservation_date), now, false)) {
      await cancelReservation(tx, r.id);
      out.cancelled.desks.push(held);
    } else out.kept.desks.push(held);
  }

  const requests = await liveTowerRequestsBetween(tx, uuid, from, to);
  if (requests.length) {
    const { confirmationDeadlineHour } = await buildingSettings(tx, TOWER);
    for (const { id, reservation_date: day } of requests) {
      // The day's lock first, then the request (tower/requests-service.ts): it may have changed meanwhile.
      await lockDay(tx, day);
      const r = await lockRequest(tx, id);
      if (!r || !LIVE_TOWER.includes(r.type)) continue;
      if (ownerMayChange(r, now, confirmationDeadlineHour)) {
        await setRequestType(tx, id, TYPE.cancelled);
        out.cancelled.tower.push({ _id: id, day });
      } else out.kept.tower.push({ _id: id, day });
    }
  }

  const rooms = await liveRoomsBetween(tx, uuid, bucharestInstant(from, 0), bucharestInstant(addDays(to, 1), 0));
  out.kept.rooms = rooms.map((x) => ({
    _id: x.id,
    day: bucharestDay(new Date(x.date_begin)),
    roomName: x.room_name ?? null,
    dateBegin: new Date(x.date_begin).toISOString(),
    dateEnd: new Date(x.date_end).toISOString(),
  }));
  return out;
}

/** A desk's floor, from its id ('4-12' → 4), as the answers of desk reservations give it. */
function floorOf(deskId: string): number {
  return parseDeskId(deskId)?.floor ?? Number.NaN;
}
