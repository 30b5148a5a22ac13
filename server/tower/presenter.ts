import type { ParkingRequest, TowerCar } from '../../domain/schemas/tower-answers.js';
import type { CarRow } from './cars-queries.js';
import type { ParkingRow } from './parking-queries.js';

// Database rows → API shapes of the tower. A request always carries its `type`: the web reads its state from it.

export function presentParking(r: ParkingRow): ParkingRequest {
  return {
    _id: r.id,
    date_added: new Date(r.date_added).toISOString(),
    reservation_date: r.reservation_date,
    user_id: r.user_id,
    car_id: r.car_id,
    type: r.type,
    reservation_confirmed: r.reservation_confirmed,
    indiscipline_score: r.indiscipline_score,
    license_plate: r.license_plate ?? null,
    brand: r.brand ?? null,
    user_name: r.user_name ?? null,
    email: r.email ?? null,
    function_car: r.function_car ?? false,
    source: r.source,
  };
}

export function presentCar(c: CarRow): TowerCar {
  return {
    _id: c.id,
    brand: c.brand,
    license_plate: c.license_plate,
    foreign_plate: c.foreign_plate,
    active: c.active,
    user_id: c.user_id,
    owner: c.permanent_access ? (c.owner_label ?? 'Companie') : (c.owner_name ?? null),
    date_removed: c.date_removed ? new Date(c.date_removed).toISOString() : null,
    function_car: c.function_car,
    permanent_access: c.permanent_access,
    electric: c.electric,
  };
}
