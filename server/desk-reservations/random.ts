import { DESK_MSG, randomDeskOffered } from '../../domain/desks/rules.js';
import type { UserRow } from '../accounts/presenter.js';
import type { AppContext } from '../context.js';
import { AppError, badRequest, conflict } from '../http/errors.js';
import { groupsOf } from './permissions.js';
import { bookDesk } from './book.js';

/**
 * Books a uniformly random free desk of the group for the day (decisions §6). A desk
 * taken by someone else in the meantime is skipped and another one tried.
 */
export async function bookRandomDesk(ctx: AppContext, me: UserRow, input: { groupId: string; reservationDate: string; uuid?: string; parkingSpot?: boolean }) {
  // Flex-office §2: not for the head office nor the Bucharest region, and only for people with groups.
  const { rows: group } = await ctx.db.query<{ name: string }>('SELECT name FROM groups WHERE id = $1', [input.groupId]);
  if (!randomDeskOffered(group[0]?.name, groupsOf(me).length > 0)) throw badRequest(DESK_MSG.randomNotOffered);
  const { rows } = await ctx.db.query<{ desk_id: string }>(
    `SELECT d.desk_id FROM desks d
      WHERE $1 = ANY (d.groups_id_list) AND d.manager IS NULL
        AND NOT EXISTS (SELECT 1 FROM desk_reservations r WHERE r.desk_id = d.desk_id AND r.day = $2 AND r.status <> 'cancelled')`,
    [input.groupId, input.reservationDate],
  );
  const free = rows.map((r) => r.desk_id);
  while (free.length > 0) {
    const [deskId] = free.splice(Math.floor(Math.random() * free.length), 1);
    try {
      return await bookDesk(ctx, me, { ...input, deskId });
    } catch (e) {
      if (e instanceof AppError && e.status === 409 && e.message === DESK_MSG.taken) continue;
      throw e;
    }
  }
  throw conflict(DESK_MSG.noRandomDesk);
}
