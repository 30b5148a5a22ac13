import { typeLabel } from '../../domain/tower/engine.js';
import type { TowerReservationRow } from './tower-reservations-queries.js';

const yesNo = (b: boolean) => (b ? 'Da' : 'Nu');

/**
 * A row of decisions §10: `status` is the label of tower §4 (a second-round request whose day
 * is over without presence reads 'Absent'). `uuid` and `carId` go beyond the contract, for the
 * screen's edit and add dialogs.
 */
export function presentTowerReservation(r: TowerReservationRow, today: string) {
  return {
    _id: r.id,
    date: r.reservation_date,
    licensePlate: r.license_plate,
    name: r.name,
    email: r.email,
    type: r.type,
    status: typeLabel(r.type, r.reservation_confirmed, r.reservation_date < today),
    graded: yesNo(r.graded),
    functionCar: yesNo(r.function_car),
    uuid: r.user_id,
    carId: r.car_id,
  };
}
