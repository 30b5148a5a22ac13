import type { TowerDayRow } from '@/api/statistics.js';

type Figure = Exclude<keyof TowerDayRow, 'date'>;

/**
 * The figures of a working day (tower §9): `title` as the export titles them, `header` as the
 * table's column (where the title does not fit), `short` on a phone's card.
 */
export const TOWER_DAY_FIGURES: { field: Figure; title: string; header: string; short: string }[] = [
  { field: 'requests', title: 'Total cereri', header: 'Total cereri', short: 'Cereri' },
  { field: 'places', title: 'Locuri disponibile', header: 'Locuri disponibile', short: 'Locuri' },
  { field: 'unallocated', title: 'Cereri nealocate', header: 'Cereri nealocate', short: 'Nealocate' },
  { field: 'absent', title: 'Absenți', header: 'Absenți', short: 'Absenți' },
  { field: 'occupied', title: 'Locuri ocupate efectiv', header: 'Ocupate efectiv', short: 'Ocupate' },
];

/** The sums of a range's days. */
export function totals(rows: TowerDayRow[]): Record<Figure, number> {
  const sum = { requests: 0, places: 0, unallocated: 0, absent: 0, occupied: 0 };
  for (const r of rows) for (const f of TOWER_DAY_FIGURES) sum[f.field] += r[f.field];
  return sum;
}
