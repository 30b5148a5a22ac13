import type { TowerReservationStatistics, TowerReservationStatus, YesNo } from '../../domain/schemas/statistics-answers.js';
import { typeLabel } from '../../domain/tower/engine.js';
import { statusWords } from '../../domain/tower/type-words.js';
import type { Column } from './file-replies.js';
import type { TowerReservationRow } from './tower-reservations-queries.js';
import { yesNo } from '../../domain/labels.js';

/**
 * A row of decisions §10: `status` is the label of tower §4 (a second-round request whose day
 * is over without presence reads 'Absent'). `uuid` and `carId` go beyond the contract, for the
 * screen's edit and add dialogs.
 */
export function presentTowerReservation(r: TowerReservationRow, today: string): TowerReservationStatistics {
  return {
    _id: r.id,
    date: r.reservation_date,
    licensePlate: r.license_plate,
    name: r.name,
    email: r.email,
    type: r.type,
    // A live request (cancelled ones are left out) has one of the labels of towerReservationStatus.
    status: typeLabel(r.type, r.reservation_confirmed, r.reservation_date < today) as TowerReservationStatus,
    graded: yesNo(r.graded) as YesNo,
    functionCar: yesNo(r.function_car) as YesNo,
    uuid: r.user_id,
    carId: r.car_id,
  };
}

/** The sheet 'Rezervari' of the reservations export: the screen's columns and titles, the status in the screen's words (with diacritics). */
export const TOWER_RESERVATION_COLUMNS: Column<TowerReservationStatistics>[] = [
  { title: 'Data', value: (r) => r.date, day: true, width: 12 },
  { title: 'Nr. înmatriculare', value: (r) => r.licensePlate, width: 22 },
  { title: 'Nume', value: (r) => r.name, width: 28 },
  { title: 'E-mail', value: (r) => r.email, width: 30 },
  { title: 'Status', value: (r) => statusWords(r.status), width: 24 },
  { title: 'Evaluare', value: (r) => r.graded },
  { title: 'Mașină de serviciu', value: (r) => r.functionCar, width: 18 },
];
