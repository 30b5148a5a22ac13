import { DESK_MSG, DESK_REASON, deskBookingRefusal, randomDeskOffered } from '../../domain/desks/rules.js';
import type { Caller } from '../identity/actor.js';
import { groupsOf } from '../identity/policy.js';
import type { AppContext } from '../context.js';
import { AppError, badRequest, conflict } from '../errors.js';
import { bookAndRemind, bookingRefusal, bookWithin } from './book-service.js';
import type { DeskReservationRow } from './presenter.js';
import { groupDesksOfDay, groupName, type GroupDeskOfDay } from './queries.js';

export interface RandomDeskInput {
  groupId: string;
  reservationDate: string;
  uuid?: string;
  parkingSpot?: boolean;
}

/**
 * Books a uniformly random free desk of the group for the day (decisions §6), each try in
 * one transaction. A desk taken by someone else in the meantime is skipped and another
 * free one tried, until none is left.
 */
export async function bookRandomDesk(ctx: AppContext, me: Caller, input: RandomDeskInput): Promise<DeskReservationRow> {
  const tried = new Set<string>();
  for (;;) {
    try {
      return await bookAndRemind(ctx, async (tx, now) => {
        // Flex-office §2: not for the head office nor the Bucharest region, and only for people with groups.
        if (!randomDeskOffered((await groupName(tx, input.groupId)) ?? undefined, groupsOf(me).length > 0)) {
          throw badRequest(DESK_MSG.randomNotOffered, DESK_REASON.randomNotOffered);
        }
        const free = (await groupDesksOfDay(tx, input.groupId, input.reservationDate))
          .filter((d) => !tried.has(d.desk_id) && drawable(d, input.groupId))
          .map((d) => d.desk_id);
        if (free.length === 0) throw conflict(DESK_MSG.noRandomDesk, DESK_REASON.noRandomDesk);
        const deskId = free[Math.floor(Math.random() * free.length)];
        tried.add(deskId);
        return bookWithin(tx, me, { ...input, deskId }, now);
      });
    } catch (e) {
      const refusal = bookingRefusal(e, me, input);
      if (refusal instanceof AppError && refusal.reason === DESK_REASON.taken) continue;
      throw refusal;
    }
  }
}

/** A desk the draw may give: the booking rule's for nobody in particular (of the group, held for no one, free that day). */
function drawable(d: GroupDeskOfDay, groupId: string): boolean {
  return (
    deskBookingRefusal({
      groups: [groupId],
      desk: { groupsIdList: d.groups_id_list, type: d.type, manager: d.manager },
      deskTaken: d.taken,
    }) === null
  );
}
