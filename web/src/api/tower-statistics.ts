import { api, queryString } from './client.js';
import { statisticsCall } from './statistics.js';
import type { ParkingReservation } from './tower.js';

// The tower administrators' reservations (tower §2 "Admin reservations / user statistics",
// decisions §9 and §10).

/** A row of GET /statistics/tower/reservations. */
export interface TowerReservationRow {
  _id: string;
  /** YYYY-MM-DD, a Bucharest day. */
  date: string;
  licensePlate: string;
  name: string;
  email: string;
  /** The request type (domain/tower/engine.ts TYPE): the screen decides on it, never on `status`. */
  type: number;
  /** The display label of tower §4. */
  status: string;
  graded: 'Da' | 'Nu';
  functionCar: 'Da' | 'Nu';
  uuid: string;
  carId: string;
}

export interface TowerReservationsQuery {
  from: string;
  to: string;
  uuid?: string;
  carId?: string;
  offset: number;
  limit: number;
}

export interface TowerReservationsPage {
  total: number;
  from: string;
  to: string;
  rows: TowerReservationRow[];
}

/** One page of the live requests of the range, by date (both bounds inclusive). */
export const towerReservationsPage = statisticsCall<TowerReservationsQuery, TowerReservationsPage>((query) => `/statistics/tower/reservations?${queryString(query)}`);

/** Requests parking for someone (all days or none), with the type of tower §4. */
export const requestParkingFor = (userId: string, carId: string, days: string[]) =>
  api.post<ParkingReservation[]>('/reservations/parking/add', { user_id: userId, car_id: carId, reservation_dates: days });

/** Gives a request another car of its owner (an administrator's edit). */
export const changeRequestCar = (id: string, carId: string) => api.post<ParkingReservation>('/reservations/parking/update', { _id: id, car_id: carId });

/** Under the tower's prefix: every change to requests or cars invalidates ['tower']. */
export const TOWER_RESERVATIONS_KEY = ['tower', 'admin-reservations'] as const;
