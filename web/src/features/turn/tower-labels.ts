import { TYPE, type RequestType } from '@domain/tower/engine.js';
import { typeOfLabel, TYPE_WORDS } from '@domain/tower/type-words.js';

// The words the web shows for a parking request's type (tower §4), in formal Romanian with
// diacritics. The API keeps its own labels ('In asteptare', …): they are the contract, so the
// screens decide on the type code and read the words from here.

export const TOWER_TYPE_LABEL: Readonly<Record<RequestType, string>> = TYPE_WORDS;

const UNKNOWN = 'Necunoscut';

/** The type a request shows as: a second-round request whose day is over without presence reads as absent (tower §4). */
export function shownType(type: number, reservationConfirmed?: boolean, dayOver?: boolean): number {
  return type === TYPE.second && dayOver && reservationConfirmed === false ? TYPE.absent : type;
}

/** The label of a request's type, as shown (see shownType). */
export function towerTypeLabel(type: number, reservationConfirmed?: boolean, dayOver?: boolean): string {
  return TOWER_TYPE_LABEL[shownType(type, reservationConfirmed, dayOver) as RequestType] ?? UNKNOWN;
}

/**
 * A row of the administrators' reservations table: its `status` already says whether a
 * second-round request reads as absent, so the row's shown type is the code that value names.
 */
export function rowTypeLabel(row: { type: number; status: string }): string {
  return towerTypeLabel(typeOfLabel(row.status) ?? row.type);
}
