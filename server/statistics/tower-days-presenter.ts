import type { TowerDayStatistics } from '../../domain/schemas/statistics-answers.js';
import type { Column } from './file-replies.js';
import type { TowerDayRow } from './tower-days-queries.js';

/** A row of the tower's table per working day (tower §9); `places` is the day's capacity (decisions §7). */
export function presentTowerDay(r: TowerDayRow, places: number): TowerDayStatistics {
  return {
    date: r.date,
    requests: r.requests,
    places,
    unallocated: r.unallocated,
    absent: r.absent,
    occupied: r.occupied,
    priorityElectric: r.priority_electric,
    priorityAccessible: r.priority_accessible,
  };
}
export type TowerDay = TowerDayStatistics;

/**
 * The sheet 'Rezervari' of the days export, with tower §9's column names, then the priority spaces
 * used (decisions §26: after the specification's columns, never before or between; one column per
 * kind, since only the tower's administrators read this table and so may see the accessible one).
 */
export const TOWER_DAY_COLUMNS: Column<TowerDay>[] = [
  { title: 'Data', value: (r) => r.date, day: true, width: 12 },
  { title: 'Total cereri', value: (r) => r.requests },
  { title: 'Locuri disponibile', value: (r) => r.places, width: 18 },
  { title: 'Cereri nealocate', value: (r) => r.unallocated, width: 18 },
  { title: 'Absenți', value: (r) => r.absent },
  { title: 'Locuri ocupate efectiv', value: (r) => r.occupied, width: 22 },
  { title: 'Locuri prioritare electrice', value: (r) => r.priorityElectric, width: 26 },
  { title: 'Locuri prioritare accesibile', value: (r) => r.priorityAccessible, width: 27 },
];
