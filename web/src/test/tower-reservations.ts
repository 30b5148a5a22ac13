import type { Car, ParkingReservation } from '@/api/tower.js';

// A tower reservation and its cars as the API answers them, for the tower's component tests.

export const reservation: ParkingReservation = {
  _id: 'r-1',
  date_added: '2027-03-01T08:00:00.000Z',
  reservation_date: '2027-03-10',
  user_id: 'u-1',
  car_id: 'c-1',
  type: 0,
  reservation_confirmed: false,
  indiscipline_score: 0,
  license_plate: 'B123TUR',
  brand: 'Dacia',
  user_name: 'Tudor',
  email: null,
  function_car: false,
  source: 'person',
};
export const car = (id: string, plate: string): Car => ({
  _id: id,
  brand: 'Dacia',
  license_plate: plate,
  foreign_plate: false,
  active: true,
  user_id: 'u-1',
  owner: null,
  date_removed: null,
  function_car: false,
  permanent_access: false,
  electric: false,
});
