import { TYPE, type RequestType } from '@domain/tower/engine.js';
import { typeOfLabel } from '@domain/tower/type-words.js';
import { translate } from '@/i18n/i18n.js';
import { towerStatistics, type TowerStatisticsKey } from '@/i18n/tower-statistics.js';

// A parking request's type (tower §4) in the person's language (issue #40): the words of
// domain/tower/type-words.ts in Romanian, read by the type code.

const TYPE_KEY: Readonly<Record<RequestType, TowerStatisticsKey>> = {
  [TYPE.queue]: 'towerStatistics.type.queue',
  [TYPE.first]: 'towerStatistics.type.first',
  [TYPE.second]: 'towerStatistics.type.second',
  [TYPE.absent]: 'towerStatistics.type.absent',
  [TYPE.notAllocated]: 'towerStatistics.type.notAllocated',
  [TYPE.cancelled]: 'towerStatistics.type.cancelled',
};

/** The words of a type code, in the language active now. */
export function typeLabel(type: number): string {
  return translate(towerStatistics, (TYPE_KEY as Partial<Record<number, TowerStatisticsKey>>)[type] ?? 'towerStatistics.type.unknown');
}

/**
 * A row of the administrators' reservations table: its `status` already says whether a
 * second-round request reads as absent, so the row's shown type is the code that value names.
 */
export function rowTypeLabel(row: { type: number; status: string }): string {
  return typeLabel(typeOfLabel(row.status) ?? row.type);
}
