import type { TowerReservationStatisticsPage } from '@domain/schemas/statistics-answers.js';
import { apiCall } from './client.js';
import { statisticsCall } from './statistics.js';
import type { ParkingReservation } from './tower.js';

// The tower administrators' reservations (tower §2 "Admin reservations / user statistics",
// decisions §9 and §10).

// The answers' types come from their schemas (domain/schemas/statistics-answers.ts), under the names the screens use.
export type {
  TowerReservationStatistics as TowerReservationRow,
  TowerReservationStatisticsPage as TowerReservationsPage,
} from '@domain/schemas/statistics-answers.js';

export interface TowerReservationsQuery {
  from: string;
  to: string;
  uuid?: string;
  carId?: string;
  offset: number;
  limit: number;
}

/** One page of the live requests of the range, by date (both bounds inclusive). */
export const towerReservationsPage = statisticsCall<
  TowerReservationsQuery,
  'GET /statistics/tower/reservations',
  TowerReservationStatisticsPage
>('GET /statistics/tower/reservations');

/** Requests parking for someone (all days or none), with the type of tower §4. */
export const requestParkingFor = (userId: string, carId: string, days: string[]) =>
  apiCall('POST /reservations/parking/add', { user_id: userId, car_id: carId, reservation_dates: days }) as Promise<ParkingReservation[]>;

/** Gives a request another car of its owner (an administrator's edit). */
export const changeRequestCar = (id: string, carId: string) => apiCall('POST /reservations/parking/update', { _id: id, car_id: carId });
