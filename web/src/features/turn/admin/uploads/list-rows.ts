import { parseListDate } from '@domain/attendance.js';
import { FIRST_DATA_ROW } from '@domain/upload-messages.js';
import { ELECTRIC_COLUMNS, electricCell } from '@domain/tower/electric-cell.js';
import { isValidPlate, normalisePlate } from '@domain/tower/validators.js';
import type { Car } from '@/api/tower.js';
import type { ParsedFile, PreviewRow } from '@/components/upload-preview.js';
import { columnIndexes, type Sheet } from '@/lib/read-sheet.js';
import { carFormProblems } from '@/features/turn/car-form.js';
import { TOWER_WORDS } from '@/features/turn/tower-messages.js';
import { translate } from '@/i18n/i18n.js';
import { towerAdminLists } from '@/i18n/tower-admin-lists.js';
import { problemShown } from '../admin-words.js';

// The tower's lists as the preview reads them (tower §3 "Upload rows", §5, decisions §8): the
// rows the server would refuse are marked, and a plate that cannot be one is marked too, so
// that a typing mistake is caught before it silently matches no car.

export const PRESENCE_COLUMNS = ['date', 'licensePlate'] as const;
export const PERMANENT_COLUMNS = ['nrInmatriculare', 'marca'] as const;

export const LIST_MSG = {
  get dateMissing() {
    return translate(towerAdminLists, 'towerAdminLists.list.dateMissing');
  },
  dateInvalid: (text: string) => translate(towerAdminLists, 'towerAdminLists.list.dateInvalid', { text }),
  get plateMissing() {
    return translate(towerAdminLists, 'towerAdminLists.list.plateMissing');
  },
  get brandMissing() {
    return translate(towerAdminLists, 'towerAdminLists.list.brandMissing');
  },
  repeated: (row: number) => translate(towerAdminLists, 'towerAdminLists.list.repeated', { row }),
  electricInvalid: (text: string) => translate(towerAdminLists, 'towerAdminLists.list.electricInvalid', { text }),
  tooMany: (rows: number, existing: number, max: number) =>
    translate(towerAdminLists, 'towerAdminLists.list.tooMany', { rows, existing, max }),
  /** domain/upload-messages.ts's UPLOAD_MSG.empty and .format, in the person's language. */
  get empty() {
    return translate(towerAdminLists, 'towerAdminLists.list.empty');
  },
  format: (columns: readonly string[]) => translate(towerAdminLists, 'towerAdminLists.list.format', { columns: columns.join(', ') }),
};

/** The wanted columns of every row, in order; throws the whole file's refusal (an empty list, a missing column). */
export function listCells(sheet: Sheet, wanted: readonly string[]): string[][] {
  if (sheet.rows.length === 0) throw new Error(LIST_MSG.empty);
  const { index, missing } = columnIndexes(sheet.headers, wanted);
  if (missing.length) throw new Error(LIST_MSG.format(wanted));
  return sheet.rows.map((r) => wanted.map((w) => (r[index[w]] ?? '').trim()));
}

/** Why a presence or exit row would be refused: a day and a plate, Romanian or of a registered car (a foreign one). */
export function presenceRowError(date: string, plate: string, knownPlates: ReadonlySet<string>): string | null {
  const problems: string[] = [];
  if (!date) problems.push(LIST_MSG.dateMissing);
  else if (!parseListDate(date)) problems.push(LIST_MSG.dateInvalid(date));
  const p = normalisePlate(plate);
  if (!p) problems.push(LIST_MSG.plateMissing);
  else if (!isValidPlate(p) && !knownPlates.has(p)) problems.push(problemShown(TOWER_WORDS.plateInvalid));
  return problems.length ? problems.join(' ') : null;
}

/** A presence or exit list (columns date, licensePlate). */
export function presenceList(sheet: Sheet, knownPlates: ReadonlySet<string>): ParsedFile {
  const rows = listCells(sheet, PRESENCE_COLUMNS).map(([date, plate]): PreviewRow => ({
    cells: [date, plate],
    error: presenceRowError(date, plate, knownPlates),
  }));
  return { columns: [...PRESENCE_COLUMNS], rows };
}

type KnownCar = Pick<Car, 'license_plate' | 'active' | 'date_removed'>;

/** The column of the optional electric flag (electrica, or electric), as the server finds it; -1 without one. */
function electricColumn(headers: readonly string[]): number {
  const names = headers.map((h) => h.trim().toLowerCase());
  return ELECTRIC_COLUMNS.map((c) => names.indexOf(c)).find((i) => i >= 0) ?? -1;
}

/**
 * The company's permanent-access cars (columns nrInmatriculare, marca, optionally electrica): each
 * row is a car added as the add-car rules say (a Romanian plate, a brand, no active car nor one
 * removed within the block period with that plate), no plate twice in the file, and an electric
 * flag the server reads (decisions §26).
 */
export function permanentList(sheet: Sheet, cars: readonly KnownCar[], now: Date, blockDays: number): ParsedFile {
  const firstRowOf = new Map<string, number>();
  const electricAt = electricColumn(sheet.headers);
  const electricOf = (i: number) => (electricAt < 0 ? '' : (sheet.rows[i][electricAt] ?? '').trim());
  const rows = listCells(sheet, PERMANENT_COLUMNS).map(([plate, brand], i): PreviewRow => {
    const p = normalisePlate(plate);
    const row = i + FIRST_DATA_ROW;
    let error: string | null = null;
    if (!p) error = LIST_MSG.plateMissing;
    else if (!brand) error = LIST_MSG.brandMissing;
    else if (firstRowOf.has(p)) error = LIST_MSG.repeated(firstRowOf.get(p)!);
    else {
      const problems = carFormProblems({ brand, license_plate: p, foreign_plate: false }, cars, now, blockDays);
      error = problemShown(problems.plate ?? problems.form ?? null) ?? null;
    }
    if (p && !firstRowOf.has(p)) firstRowOf.set(p, row);
    const electric = electricOf(i);
    if (!error && electricCell(electric) === null) error = LIST_MSG.electricInvalid(electric);
    return { cells: electricAt < 0 ? [plate, brand] : [plate, brand, electric], error };
  });
  return { columns: electricAt < 0 ? [...PERMANENT_COLUMNS] : [...PERMANENT_COLUMNS, ELECTRIC_COLUMNS[0]], rows };
}

/** The warning of tower §5 when the list would take the company's cars over maxPermanentAccesCars (0: no limit). */
export function permanentWarning(rows: number, existing: number, max: number): string | null {
  return max > 0 && existing + rows > max ? LIST_MSG.tooMany(rows, existing, max) : null;
}
