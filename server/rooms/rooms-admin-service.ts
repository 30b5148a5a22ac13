import { ROOM_MSG, ROOM_REASON } from '../../domain/rooms/rules.js';
import type { z } from 'zod';
import { AUDIT_KIND } from '../../domain/audit.js';
import { APP_REASON, MSG } from '../../domain/messages.js';
import type { roomUpdate } from '../../domain/schemas/rooms.js';
import type { UserRow } from '../identity/user-row.js';
import { recordAudit } from '../audit/audit-service.js';
import type { AppContext } from '../context.js';
import { countGroups } from '../desks/queries.js';
import { badRequest, notFound } from '../errors.js';
import { checkBoxOnPlan } from './room-layout-service.js';
import { presentRoom, type RoomRow } from './presenter.js';
import { roomById, roomForUpdate, updateRoom } from './queries.js';

type RoomUpdate = z.infer<typeof roomUpdate>;

/** What an audit entry keeps of a room: the fields an administrator may change. */
const audited = (r: RoomRow) => ({
  name: r.name,
  type: r.type,
  hasTV: r.has_tv,
  hasAudioVideo: r.has_audio_video,
  hasPhone: r.has_phone,
  phoneNo: r.phone_no,
  peopleNo: r.people_no,
  groupsIdList: r.groups_id_list,
  box: { x: r.x, y: r.y, w: r.w, h: r.h },
});

/**
 * An administrator of the office changes a room's details, capacity, groups or rectangle on its
 * floor's plan (decisions §18: within the plan); what is not sent keeps its value.
 */
export async function changeRoom(ctx: AppContext, me: UserRow, b: RoomUpdate) {
  const d = b.details ?? {};
  const room = await ctx.db.transaction(async (tx) => {
    const before = await roomForUpdate(tx, b.id);
    if (!before) return null;
    // As for desks: a room is open only to groups that exist.
    if (b.groupsIdList && (await countGroups(tx, b.groupsIdList)) !== new Set(b.groupsIdList).size) {
      throw badRequest(MSG.groupUnknown, APP_REASON.groupUnknown);
    }
    const box = { x: b.x ?? before.x, y: b.y ?? before.y, w: b.w ?? before.w, h: b.h ?? before.h };
    if ([b.x, b.y, b.w, b.h].some((v) => v !== undefined)) await checkBoxOnPlan(tx, before.floor, box);
    await updateRoom(tx, b.id, {
      name: d.name ?? null,
      type: d.type ?? null,
      hasTV: d.hasTV ?? null,
      hasAudioVideo: d.hasAudioVideo ?? null,
      hasPhone: d.hasPhone ?? null,
      setPhone: d.phoneNo !== undefined,
      phoneNo: d.phoneNo ?? null,
      peopleNo: b.peopleNo ?? null,
      groupsIdList: b.groupsIdList ?? null,
      box,
    });
    const after = (await roomById(tx, b.id))!;
    await recordAudit(tx, me, ctx.clock.now(), AUDIT_KIND.roomsUpdate, after.id, { from: audited(before), to: audited(after) });
    return after;
  });
  if (!room) throw notFound(ROOM_MSG.roomNotFound, ROOM_REASON.roomNotFound);
  return presentRoom(room);
}
