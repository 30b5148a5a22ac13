import { randomUUID } from 'node:crypto';
import { checkDeskDay, DESK_HOUR, DESK_MSG } from '../../domain/desks/rules.js';
import { bucharestDay, bucharestInstant } from '../../domain/time.js';
import type { UserRow } from '../accounts/presenter.js';
import { userByUuid } from '../accounts/queries.js';
import type { AppContext } from '../context.js';
import { sqlState, UNIQUE_VIOLATION, type Queryable } from '../db/connection.js';
import { deskById } from '../desks/queries.js';
import { activeBanUntil } from '../discipline/bans.js';
import { badRequest, conflict, forbidden, notFound } from '../http/errors.js';
import { numericSetting } from '../settings/service.js';
import { takeParkingSpot } from './parking.js';
import { actsFor, groupsOf } from './permissions.js';

export interface BookDeskInput {
  deskId: string;
  reservationDate: string;
  uuid?: string;
  parkingSpot?: boolean;
  groupId?: string;
}

/**
 * Books a desk for a day under every rule of flex-office §5 and decisions §6. The
 * checks run in one transaction; the unique indexes on (desk, day) and (person, day)
 * settle any race, and the loser gets 409.
 */
export async function bookDesk(ctx: AppContext, me: UserRow, input: BookDeskInput) {
  const now = ctx.clock.now();
  const day = input.reservationDate;
  const dayProblem = checkDeskDay(day, now, await numericSetting(ctx.db, '1', 'maxDaysDesk', 30));
  if (dayProblem) throw badRequest(dayProblem);

  const occupant = input.uuid && input.uuid !== me.uuid ? await userByUuid(ctx.db, input.uuid) : me;
  if (!occupant || !occupant.valid) throw notFound(DESK_MSG.reservationNotFound);
  const forSelf = occupant.uuid === me.uuid;
  if (!forSelf && !actsFor(me, occupant)) throw forbidden(DESK_MSG.notYourGroup);

  const banned = await activeBanUntil(ctx.db, occupant.uuid, now, '1');
  if (banned) throw forbidden(DESK_MSG.banned(bucharestDay(banned)));

  try {
    return await ctx.db.transaction(async (tx) => {
      // One person's bookings are checked one after another: the active limit cannot be raced past.
      await tx.query('SELECT uuid FROM users WHERE uuid = $1 FOR UPDATE', [occupant.uuid]);
      await checkPerson(tx, me, occupant, day, bucharestDay(now));
      const desk = await deskById(tx, input.deskId);
      if (!desk) throw notFound(DESK_MSG.deskNotFound);
      const shared = desk.groups_id_list.filter((g) => groupsOf(occupant).includes(g));
      if (shared.length === 0) throw forbidden(DESK_MSG.otherGroup);
      if (desk.manager && desk.manager !== occupant.uuid) {
        const holder = await userByUuid(tx, desk.manager);
        const name = holder?.name ?? '';
        throw forbidden(desk.type === 'Reserved' ? DESK_MSG.allocated(name) : DESK_MSG.blocked(name));
      }
      const groupId = input.groupId && shared.includes(input.groupId) ? input.groupId : shared[0];
      if (input.parkingSpot) await takeParkingSpot(tx, groupId, day, occupant.parking_right);
      const id = randomUUID();
      await tx.query(
        `INSERT INTO desk_reservations (id, desk_id, uuid, creator_uuid, group_id, day, reservation_date, creation_date, status, parking_spot)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 'booked', $9)`,
        [id, desk.desk_id, occupant.uuid, me.uuid, groupId, day, bucharestInstant(day, DESK_HOUR), now, !!input.parkingSpot],
      );
      return id;
    });
  } catch (e) {
    if (sqlState(e) === UNIQUE_VIOLATION) {
      const perPerson = String((e as Error).message).includes('per_person');
      throw conflict(perPerson ? (forSelf ? DESK_MSG.selfHasBooking(day) : DESK_MSG.otherHasBooking(day)) : DESK_MSG.taken);
    }
    throw e;
  }
}

async function checkPerson(tx: Queryable, me: UserRow, occupant: UserRow, day: string, today: string) {
  const forSelf = occupant.uuid === me.uuid;
  const { rows } = await tx.query<{ uuid: string }>(
    `SELECT uuid FROM desk_reservations WHERE day = $1 AND status <> 'cancelled' AND uuid = ANY($2)`,
    [day, [occupant.uuid, me.uuid]],
  );
  if (rows.some((r) => r.uuid === occupant.uuid)) {
    throw conflict(forSelf ? DESK_MSG.selfHasBooking(day) : DESK_MSG.otherHasBooking(day));
  }
  // A manager or admin who holds a desk that day books only for employees (flex-office §5).
  if (!forSelf && occupant.role !== 'user' && rows.some((r) => r.uuid === me.uuid)) throw badRequest(DESK_MSG.onlyForEmployees);
  const max = await numericSetting(tx, '1', 'maxActiveDesk', 10);
  const { rows: active } = await tx.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM desk_reservations WHERE uuid = $1 AND status <> 'cancelled' AND day >= $2`,
    [occupant.uuid, today],
  );
  if ((active[0]?.n ?? 0) >= max) throw badRequest(DESK_MSG.maxActive(max));
}
