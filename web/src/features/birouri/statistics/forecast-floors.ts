import type { OccupancyRow } from '@/api/statistics.js';

// The forecast's days read per floor (decisions §21): the chart and its table show the same floors.

export type FloorDay = OccupancyRow['byFloor'][number];

/** Every floor that has desks on some day of the forecast, in order: the chart's series and the table's columns. */
export function forecastFloors(rows: readonly OccupancyRow[]): number[] {
  const floors = new Set(rows.flatMap((r) => r.byFloor.filter((f) => f.desks > 0).map((f) => f.floor)));
  return [...floors].sort((a, b) => a - b);
}

/** A floor's desks and those reserved on a day; null when the floor has none of the desks asked for that day. */
export function floorOfDay(row: OccupancyRow, floor: number): FloorDay | null {
  const f = row.byFloor.find((x) => x.floor === floor);
  return f && f.desks > 0 ? f : null;
}

/** The share of a floor's desks reserved, in percent (0–100). */
export const reservedShare = ({ reserved, desks }: Pick<FloorDay, 'reserved' | 'desks'>) => Math.round((100 * reserved) / desks);
