import type { TowerReservationStatistics, TowerReservationStatus, YesNo } from '../../domain/schemas/statistics-answers.js';
import { typeLabel } from '../../domain/tower/engine.js';
import { statusWords } from '../../domain/tower/type-words.js';
import type { Column } from './file-replies.js';
import type { TowerReservationRow } from './tower-reservations-queries.js';
import { yesNo } from '../../domain/labels.js';

/**
 * A row of decisions §10: `status` is the label of tower §4 (a second-round request whose day
 * is over without presence reads 'Absent'). `uuid` and `carId` go beyond the contract, for the
 * screen's edit and add dialogs. Without names (statisticsPerPerson 0, decisions §25) neither they
 * nor the plate, the name or the e-mail: the request's own `_id` stays, which the administrators'
 * changes of one request take and which links no two rows.
 */
export function presentTowerReservation(r: TowerReservationRow, today: string, names = true): TowerReservationStatistics {
  return {
    _id: r.id,
    date: r.reservation_date,
    licensePlate: names ? r.license_plate : null,
    name: names ? r.name : null,
    email: names ? r.email : null,
    type: r.type,
    // A live request (cancelled ones are left out) has one of the labels of towerReservationStatus.
    status: typeLabel(r.type, r.reservation_confirmed, r.reservation_date < today) as TowerReservationStatus,
    graded: yesNo(r.graded) as YesNo,
    functionCar: yesNo(r.function_car) as YesNo,
    uuid: names ? r.user_id : null,
    carId: names ? r.car_id : null,
  };
}

/** Each column of the sheet once; the two lists below pick from them. */
const c = {
  date: { title: 'Data', value: (r) => r.date, day: true, width: 12 },
  plate: { title: 'Nr. înmatriculare', value: (r) => r.licensePlate, width: 22 },
  name: { title: 'Nume', value: (r) => r.name, width: 28 },
  email: { title: 'E-mail', value: (r) => r.email, width: 30 },
  status: { title: 'Status', value: (r) => statusWords(r.status), width: 24 },
  graded: { title: 'Evaluare', value: (r) => r.graded },
  functionCar: { title: 'Mașină de serviciu', value: (r) => r.functionCar, width: 18 },
} satisfies Record<string, Column<TowerReservationStatistics>>;

/** The sheet 'Rezervari' of the reservations export: the screen's columns and titles, the status in the screen's words (with diacritics). */
export const TOWER_RESERVATION_COLUMNS: Column<TowerReservationStatistics>[] = [
  c.date,
  c.plate,
  c.name,
  c.email,
  c.status,
  c.graded,
  c.functionCar,
];

/** The same sheet without names (decisions §25): no plate, name or e-mail. */
export const TOWER_RESERVATION_COLUMNS_WITHOUT_NAMES: Column<TowerReservationStatistics>[] = [c.date, c.status, c.graded, c.functionCar];
