import type { OccupancyRow } from '@/api/statistics.js';

// The forecast's days read per floor (decisions §21): the chart and its table show the same floors.

export type FloorDay = OccupancyRow['byFloor'][number];

/**
 * Every floor with desks or reservations on some day of the forecast, in order: the chart's series
 * and the table's columns. The server lists each floor of the filter every day, zeros included; a
 * floor with neither (no desk of the group asked for) says nothing.
 */
export function forecastFloors(rows: readonly OccupancyRow[]): number[] {
  const floors = new Set(rows.flatMap((r) => r.byFloor.filter((f) => f.desks > 0 || f.reserved > 0).map((f) => f.floor)));
  return [...floors].sort((a, b) => a - b);
}

/** A floor's desks and those reserved on a day; null when the answer does not list the floor that day. */
export function floorOfDay(row: OccupancyRow, floor: number): FloorDay | null {
  return row.byFloor.find((x) => x.floor === floor) ?? null;
}

/** The share of a floor's desks reserved, in percent (0–100); null for a floor without desks (a deleted desk's reservations). */
export const reservedShare = ({ reserved, desks }: Pick<FloorDay, 'reserved' | 'desks'>) =>
  desks > 0 ? Math.round((100 * reserved) / desks) : null;
