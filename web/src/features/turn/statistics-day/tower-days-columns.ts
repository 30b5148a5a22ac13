import type { TowerDayRow } from '@/api/statistics.js';
import type { Translate } from '@/i18n/use-t.js';
import type { TowerDaysKey } from '@/i18n/tower-days.js';

type Figure = Exclude<keyof TowerDayRow, 'date'>;

/**
 * The figures of a working day in the table's order: tower §9's five, then the priority spaces used
 * (decisions §26: after the specification's, never before or between them).
 */
export const FIGURES: readonly Figure[] = [
  'requests',
  'places',
  'unallocated',
  'absent',
  'occupied',
  'priorityElectric',
  'priorityAccessible',
];

export interface TowerDayFigure {
  field: Figure;
  /** As the export titles it. */
  title: string;
  /** As the table's column (where the title does not fit). */
  header: string;
  /** On a phone's card. */
  short: string;
}

/** The figures of a working day (tower §9, decisions §26) in the person's language (issue #40), in FIGURES' order. */
export function towerDayFigures(t: Translate<TowerDaysKey>): TowerDayFigure[] {
  const requests = t('towerDays.figure.requests');
  const places = t('towerDays.figure.places');
  const unallocated = t('towerDays.figure.unallocated');
  const absent = t('towerDays.figure.absent');
  return [
    { field: 'requests', title: requests, header: requests, short: t('towerDays.figure.requestsShort') },
    { field: 'places', title: places, header: places, short: t('towerDays.figure.placesShort') },
    { field: 'unallocated', title: unallocated, header: unallocated, short: t('towerDays.figure.unallocatedShort') },
    { field: 'absent', title: absent, header: absent, short: absent },
    {
      field: 'occupied',
      title: t('towerDays.figure.occupied'),
      header: t('towerDays.figure.occupiedHeader'),
      short: t('towerDays.figure.occupiedShort'),
    },
    {
      field: 'priorityElectric',
      title: t('towerDays.figure.priorityElectric'),
      header: t('towerDays.figure.priorityElectricHeader'),
      short: t('towerDays.figure.priorityElectricShort'),
    },
    {
      field: 'priorityAccessible',
      title: t('towerDays.figure.priorityAccessible'),
      header: t('towerDays.figure.priorityAccessibleHeader'),
      short: t('towerDays.figure.priorityAccessibleShort'),
    },
  ];
}

/** The sums of a range's days. */
export function totals(rows: TowerDayRow[]): Record<Figure, number> {
  const sum = { requests: 0, places: 0, unallocated: 0, absent: 0, occupied: 0, priorityElectric: 0, priorityAccessible: 0 };
  for (const r of rows) for (const f of FIGURES) sum[f] += r[f];
  return sum;
}
