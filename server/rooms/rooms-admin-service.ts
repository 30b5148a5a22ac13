import { ROOM_MSG, ROOM_REASON } from '../../domain/rooms/rules.js';
import type { z } from 'zod';
import type { roomUpdate } from '../../domain/schemas/rooms.js';
import type { AppContext } from '../context.js';
import { notFound } from '../http/errors.js';
import { presentRoom } from './presenter.js';
import { updateRoom } from './queries.js';

type RoomUpdate = z.infer<typeof roomUpdate>;

/** An administrator of the office changes a room's details, capacity or groups; what is not sent keeps its value. */
export async function changeRoom(ctx: AppContext, b: RoomUpdate) {
  const d = b.details ?? {};
  const room = await ctx.db.transaction((tx) =>
    updateRoom(tx, b.id, {
      name: d.name ?? null,
      type: d.type ?? null,
      hasTV: d.hasTV ?? null,
      hasAudioVideo: d.hasAudioVideo ?? null,
      hasPhone: d.hasPhone ?? null,
      setPhone: d.phoneNo !== undefined,
      phoneNo: d.phoneNo ?? null,
      peopleNo: b.peopleNo ?? null,
      groupsIdList: b.groupsIdList ?? null,
    }),
  );
  if (!room) throw notFound(ROOM_MSG.roomNotFound, ROOM_REASON.roomNotFound);
  return presentRoom(room);
}
