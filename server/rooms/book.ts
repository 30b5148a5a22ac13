import { randomUUID } from 'node:crypto';
import { ROOM_MSG, ROOM_REASON, checkRoomInterval, exemptFromRoomLimit } from '../../domain/rooms/rules.js';
import { DESK_MSG } from '../../domain/desks/rules.js';
import type { UserRow } from '../accounts/presenter.js';
import type { AppContext } from '../context.js';
import { EXCLUSION_VIOLATION, sqlState, type Queryable } from '../db/connection.js';
import { groupsOf } from '../desk-reservations/permissions.js';
import { badRequest, conflict, forbidden, notFound } from '../http/errors.js';
import { numericSetting } from '../settings/service.js';
import { ROOM_RESERVATION_SELECT, type RoomReservationRow, type RoomRow } from './presenter.js';


async function checkInterval(q: Queryable, now: Date, begin: Date, end: Date) {
  const problem = checkRoomInterval(begin, end, now, await numericSetting(q, '1', 'maxDaysRoom', 30));
  if (problem) throw badRequest(problem);
}

/** Runs a write that the exclusion constraint may refuse: the loser of a race gets 409. */
async function guardOverlap<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (e) {
    if (sqlState(e) === EXCLUSION_VIOLATION) throw conflict(ROOM_MSG.overlap, ROOM_REASON.overlap);
    throw e;
  }
}

export async function bookRoom(ctx: AppContext, me: UserRow, input: { conferenceRoomId: string; dateBegin: string; dateEnd: string }): Promise<string> {
  const now = ctx.clock.now();
  const begin = new Date(input.dateBegin);
  const end = new Date(input.dateEnd);
  await checkInterval(ctx.db, now, begin, end);
  const { rows } = await ctx.db.query<RoomRow>('SELECT * FROM rooms WHERE id = $1', [input.conferenceRoomId]);
  const room = rows[0];
  if (!room) throw notFound(ROOM_MSG.roomNotFound);
  if (me.role !== 'admin' && !room.groups_id_list.some((g) => groupsOf(me).includes(g))) throw forbidden(ROOM_MSG.otherGroup);
  return guardOverlap(() =>
    ctx.db.transaction(async (tx) => {
      if (!exemptFromRoomLimit({ role: me.role, managerOf: me.manager_of })) {
        await tx.query('SELECT uuid FROM users WHERE uuid = $1 FOR UPDATE', [me.uuid]);
        const max = await numericSetting(tx, '1', 'maxActiveRoom', 5);
        const { rows: a } = await tx.query<{ n: number }>(
          "SELECT count(*)::int AS n FROM room_reservations WHERE uuid = $1 AND status <> 'cancelled' AND date_end > $2",
          [me.uuid, now],
        );
        if ((a[0]?.n ?? 0) >= max) throw badRequest(ROOM_MSG.maxActive(max));
      }
      const id = randomUUID();
      await tx.query(
        `INSERT INTO room_reservations (id, room_id, uuid, date_begin, date_end, creation_date, status) VALUES ($1, $2, $3, $4, $5, $6, 'booked')`,
        [id, room.id, me.uuid, begin, end, now],
      );
      return id;
    }),
  );
}

export async function roomReservationById(q: Queryable, id: string): Promise<RoomReservationRow | null> {
  const { rows } = await q.query<RoomReservationRow>(`${ROOM_RESERVATION_SELECT} WHERE x.id = $1`, [id]);
  return rows[0] ?? null;
}

/** The booker or an administrator changes the times or the status of a reservation; rooms have no 24-hour rule. */
export async function changeRoomReservation(ctx: AppContext, me: UserRow, input: { _id: string; dateBegin?: string; dateEnd?: string; status?: 'booked' | 'busy' | 'cancelled' }) {
  const r = await roomReservationById(ctx.db, input._id);
  if (!r) throw notFound(ROOM_MSG.roomNotFound);
  if (r.uuid !== me.uuid && me.role !== 'admin') throw forbidden(DESK_MSG.notOwner);
  if (input.dateBegin || input.dateEnd) {
    if (r.status === 'cancelled') throw badRequest(DESK_MSG.reservationNotFound);
    const begin = new Date(input.dateBegin ?? r.date_begin);
    const end = new Date(input.dateEnd ?? r.date_end);
    await checkInterval(ctx.db, ctx.clock.now(), begin, end);
    await guardOverlap(() => ctx.db.query('UPDATE room_reservations SET date_begin = $2, date_end = $3 WHERE id = $1', [r.id, begin, end]));
  }
  if (input.status && input.status !== r.status) {
    if (r.status === 'cancelled') throw badRequest(DESK_MSG.reservationNotFound);
    await guardOverlap(() => ctx.db.query('UPDATE room_reservations SET status = $2 WHERE id = $1', [r.id, input.status]));
  }
}
