import type { Car, ParkingReservation } from '@/api/tower.js';

/**
 * The car /turn/add starts with (issue #21, point 12): the one of the person's latest request
 * (by when it was made), if it is still among their cars; else their first car. Still
 * changeable in the selector; '' only when they have no car.
 */
export function preferredCarId(
  cars: readonly Pick<Car, '_id'>[],
  requests: readonly Pick<ParkingReservation, 'car_id' | 'date_added' | 'reservation_date'>[],
): string {
  const mine = new Set(cars.map((c) => c._id));
  let latest: (typeof requests)[number] | null = null;
  for (const r of requests) {
    if (!mine.has(r.car_id)) continue;
    if (!latest || r.date_added > latest.date_added || (r.date_added === latest.date_added && r.reservation_date > latest.reservation_date))
      latest = r;
  }
  return latest?.car_id ?? cars[0]?._id ?? '';
}
