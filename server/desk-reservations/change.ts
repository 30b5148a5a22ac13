import { canCancelDesk, DESK_MSG } from '../../domain/desks/rules.js';
import type { UserRow } from '../accounts/presenter.js';
import { userByUuid } from '../accounts/queries.js';
import type { AppContext } from '../context.js';
import type { Queryable } from '../db/connection.js';
import { badRequest, forbidden, notFound } from '../http/errors.js';
import { takeParkingSpot } from './parking.js';
import { actsFor } from './permissions.js';
import { RESERVATION_SELECT, type DeskReservationRow } from './presenter.js';

export async function reservationById(q: Queryable, id: string, lock = false): Promise<DeskReservationRow | null> {
  const { rows } = await q.query<DeskReservationRow>(`${RESERVATION_SELECT} WHERE r.id = $1${lock ? ' FOR UPDATE OF r' : ''}`, [id]);
  return rows[0] ?? null;
}

/** The occupant, whoever booked it, administrators and the managers of the occupant's groups. */
async function mayChange(q: Queryable, me: UserRow, r: DeskReservationRow): Promise<boolean> {
  if (me.uuid === r.uuid || me.uuid === r.creator_uuid || me.role === 'admin') return true;
  const occupant = await userByUuid(q, r.uuid);
  return !!occupant && actsFor(me, occupant);
}

async function loadForChange(tx: Queryable, me: UserRow, id: string): Promise<DeskReservationRow> {
  const r = await reservationById(tx, id, true);
  if (!r) throw notFound(DESK_MSG.reservationNotFound);
  if (!(await mayChange(tx, me, r))) throw forbidden(DESK_MSG.notOwner);
  return r;
}

/** Cancels a desk reservation: more than 24 hours ahead, unless the caller is an administrator. */
export async function cancelDesk(ctx: AppContext, me: UserRow, id: string) {
  await ctx.db.transaction(async (tx) => {
    const r = await loadForChange(tx, me, id);
    if (r.status === 'cancelled') return;
    if (!canCancelDesk(new Date(r.reservation_date), ctx.clock.now(), me.role === 'admin')) throw badRequest(DESK_MSG.cancel24h);
    await tx.query("UPDATE desk_reservations SET status = 'cancelled', parking_spot = false WHERE id = $1", [id]);
  });
}

/** Requests or releases the parking spot of a live reservation. */
export async function setDeskParking(ctx: AppContext, me: UserRow, id: string, wanted: boolean) {
  await ctx.db.transaction(async (tx) => {
    const r = await loadForChange(tx, me, id);
    if (r.status === 'cancelled') throw badRequest(DESK_MSG.reservationNotFound);
    if (r.parking_spot === wanted) return;
    if (wanted) {
      const occupant = await userByUuid(tx, r.uuid);
      await takeParkingSpot(tx, r.group_id, r.day, !!occupant?.parking_right);
    }
    await tx.query('UPDATE desk_reservations SET parking_spot = $2 WHERE id = $1', [id, wanted]);
  });
}

/** Confirms presence: only the occupant, only once, only for a live reservation (flex-office §4). */
export async function confirmDesk(ctx: AppContext, me: UserRow, id: string) {
  await ctx.db.transaction(async (tx) => {
    const r = await reservationById(tx, id, true);
    if (!r || r.status === 'cancelled') throw notFound(DESK_MSG.reservationNotFound);
    if (r.uuid !== me.uuid) throw forbidden(DESK_MSG.notOwner);
    if (r.status === 'busy') throw badRequest(DESK_MSG.alreadyConfirmed);
    await tx.query("UPDATE desk_reservations SET status = 'busy' WHERE id = $1", [id]);
  });
}
