import { TYPE, TYPE_LABEL, type RequestType } from '../../../../domain/tower/engine.js';

// The words the web shows for a parking request's type (tower §4), in formal Romanian with
// diacritics. The API keeps its own labels ('In asteptare', …): they are the contract, so the
// screens decide on the type code and read the words from here.

export const TOWER_TYPE_LABEL: Readonly<Record<RequestType, string>> = {
  [TYPE.queue]: 'În așteptare',
  [TYPE.first]: 'Rezervare prima rundă',
  [TYPE.second]: 'Rezervare a doua rundă',
  [TYPE.absent]: 'Absent',
  [TYPE.notAllocated]: 'Nealocat',
  [TYPE.cancelled]: 'Anulată',
};

const UNKNOWN = 'Necunoscut';

/** The type a request shows as: a second-round request whose day is over without presence reads as absent (tower §4). */
export function shownType(type: number, reservationConfirmed?: boolean, dayOver?: boolean): number {
  return type === TYPE.second && dayOver && reservationConfirmed === false ? TYPE.absent : type;
}

/** The label of a request's type, as shown (see shownType). */
export function towerTypeLabel(type: number, reservationConfirmed?: boolean, dayOver?: boolean): string {
  return TOWER_TYPE_LABEL[shownType(type, reservationConfirmed, dayOver) as RequestType] ?? UNKNOWN;
}

/** The type code the API's `status` value stands for (its labels are the type labels of domain/tower/engine.ts). */
const TYPE_OF_STATUS: ReadonlyMap<string, number> = new Map(Object.entries(TYPE_LABEL).map(([code, label]) => [label, Number(code)]));

/**
 * A row of the administrators' reservations table: its `status` already says whether a
 * second-round request reads as absent, so the row's shown type is the code that value names.
 */
export function rowTypeLabel(row: { type: number; status: string }): string {
  return towerTypeLabel(TYPE_OF_STATUS.get(row.status) ?? row.type);
}
