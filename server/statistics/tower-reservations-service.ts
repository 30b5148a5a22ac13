import { TOWER } from '../../domain/buildings.js';
import type { TowerReservationsQuery } from '../../domain/schemas/statistics.js';
import type { TowerReservationStatistics, TowerReservationStatisticsList } from '../../domain/schemas/statistics-answers.js';
import { statisticsNamePeople } from '../../domain/settings.js';
import { STATISTICS_MSG, STATISTICS_REASON } from '../../domain/statistics.js';
import { TYPE } from '../../domain/tower/engine.js';
import type { Caller } from '../identity/actor.js';
import type { AppContext } from '../context.js';
import { badRequest } from '../errors.js';
import { buildingSettings } from '../settings/queries.js';
import { keysetBatches, mapBatches, WORKBOOK_BATCH, type Column } from './file-replies.js';
import { adminStatisticsRange } from './scope.js';
import {
  presentTowerReservation,
  TOWER_RESERVATION_COLUMNS,
  TOWER_RESERVATION_COLUMNS_WITHOUT_NAMES,
} from './tower-reservations-presenter.js';
import {
  towerReservationBatch,
  towerReservationCount,
  towerReservationRows,
  type TowerReservationFilter,
  type TowerReservationKey,
  type TowerReservationRow,
} from './tower-reservations-queries.js';

type TowerReservationFilters = Omit<TowerReservationsQuery, 'offset' | 'limit'>;

/**
 * The filter, today, and whether the rows name people (the tower's statisticsPerPerson, decisions
 * §25). Without names a filter by a person or a car (a car is its owner's) is refused.
 */
async function towerFilter(
  ctx: AppContext,
  me: Caller,
  query: TowerReservationFilters,
): Promise<{ filter: TowerReservationFilter; today: string; names: boolean }> {
  const { from, to, today } = adminStatisticsRange(ctx, me, TOWER, query);
  const names = statisticsNamePeople(await buildingSettings(ctx.db, TOWER));
  if (!names && (query.uuid || query.carId)) throw badRequest(STATISTICS_MSG.noPersonFilter, STATISTICS_REASON.noPersonFilter);
  return { filter: { from, to, uuid: query.uuid ?? null, carId: query.carId ?? null, cancelled: TYPE.cancelled }, today, names };
}

/**
 * The tower's requests for its administrators (decisions §10): Bucharest days, both bounds
 * inclusive, a reversed pair swapped, one bound filling the other, the current month by
 * default; cancelled requests left out. With `limit`, one page and the total.
 */
export async function towerReservations(
  ctx: AppContext,
  me: Caller,
  query: TowerReservationsQuery,
): Promise<TowerReservationStatisticsList> {
  const { filter, today, names } = await towerFilter(ctx, me, query);
  const present = (rows: TowerReservationRow[]) => rows.map((r) => presentTowerReservation(r, today, names));
  if (query.limit === undefined) return present(await towerReservationRows(ctx.db, filter, null, null));
  const [total, rows] = [
    await towerReservationCount(ctx.db, filter),
    await towerReservationRows(ctx.db, filter, query.offset ?? 0, query.limit),
  ];
  return { total, from: filter.from, to: filter.to, rows: present(rows) };
}

/** The same rows in batches, for the workbook, with its columns; the first batch starts before any real row of `from`. */
export async function towerReservationExport(
  ctx: AppContext,
  me: Caller,
  query: TowerReservationFilters,
): Promise<{ columns: Column<TowerReservationStatistics>[]; batches: AsyncIterable<TowerReservationStatistics[]> }> {
  const { filter, today, names } = await towerFilter(ctx, me, query);
  const batches = keysetBatches<TowerReservationRow, TowerReservationKey>(
    (after) => towerReservationBatch(ctx.db, filter, after, WORKBOOK_BATCH),
    { day: filter.from, name: '', plate: '', id: '00000000-0000-0000-0000-000000000000' },
    (r) => ({ day: r.reservation_date, name: r.name, plate: r.license_plate, id: r.id }),
    WORKBOOK_BATCH,
  );
  return {
    columns: names ? TOWER_RESERVATION_COLUMNS : TOWER_RESERVATION_COLUMNS_WITHOUT_NAMES,
    batches: mapBatches(batches, (r) => presentTowerReservation(r, today, names)),
  };
}
