import { TOWER } from '../../domain/buildings.js';
import { dayRange, monthRange } from '../../domain/date-range.js';
import { isAdminOf } from '../../domain/policy.js';
import type { TowerReservationsQuery } from '../../domain/schemas/statistics.js';
import { bucharestDay } from '../../domain/time.js';
import { TYPE } from '../../domain/tower/engine.js';
import type { UserRow } from '../accounts/presenter.js';
import { actorOf } from '../accounts/subject.js';
import type { AppContext } from '../context.js';
import { forbidden } from '../http/errors.js';
import { presentTowerReservation } from './tower-reservations-presenter.js';
import { towerReservationCount, towerReservationRows, type TowerReservationFilter } from './tower-reservations-queries.js';

/**
 * The tower's requests for its administrators (decisions §10): Bucharest days, both bounds
 * inclusive, a reversed pair swapped, one bound filling the other, the current month by
 * default; cancelled requests left out. With `limit`, one page and the total.
 */
export async function towerReservations(ctx: AppContext, me: UserRow, query: TowerReservationsQuery) {
  if (!isAdminOf(actorOf(me), TOWER)) throw forbidden();
  const today = bucharestDay(ctx.clock.now());
  const range = dayRange(query.from, query.to, monthRange(today));
  const filter: TowerReservationFilter = { ...range, uuid: query.uuid ?? null, carId: query.carId ?? null, cancelled: TYPE.cancelled };
  const present = (rows: Awaited<ReturnType<typeof towerReservationRows>>) => rows.map((r) => presentTowerReservation(r, today));
  if (query.limit === undefined) return present(await towerReservationRows(ctx.db, filter, null, null));
  const [total, rows] = [await towerReservationCount(ctx.db, filter), await towerReservationRows(ctx.db, filter, query.offset ?? 0, query.limit)];
  return { total, from: range.from, to: range.to, rows: present(rows) };
}
