import type { z } from 'zod';
import type { BanStatus } from '@domain/schemas/accounts-answers.js';
import type { carAddBody } from '@domain/schemas/tower.js';
import type { ParkingRequest, TowerCar, TowerIndiscipline } from '@domain/schemas/tower-answers.js';
import type { ParkingStanding } from '@domain/schemas/tower-standing.js';
import { apiCall } from './client.js';

// The tower parking calls of the API (tower §7, decisions §2 and §7). The answers' types are
// domain/schemas/tower-answers.ts's, which the server serialises from.

export type { ParkingRequestType } from '@domain/schemas/tower-answers.js';
/** A car of the tower. */
export type Car = TowerCar;
/** A parking request of one day; `type` is its state, 0 queue … 5 cancelled. */
export type ParkingReservation = ParkingRequest;
/** One user's tower indiscipline. */
export type Indiscipline = TowerIndiscipline;

export type { BanStatus, ParkingStanding };

/** What the add-car dialog sends: a user's own car (tower §5), electric or not (decisions §26). */
export type NewCar = Required<Pick<z.input<typeof carAddBody>, 'brand' | 'license_plate' | 'foreign_plate' | 'electric'>>;

export const getMyCars = () => apiCall('GET /users/cars');
export const getAllMyCars = () => apiCall('GET /users/cars/all');
export const addCar = (car: NewCar) => apiCall('POST /cars/add', car);
export const deleteCar = (id: string) => apiCall('POST /cars/delete', { _id: id });

export const getMyReservations = (uuid: string) => apiCall('POST /reservations/parking/user', { uuid });
export const getReservation = (id: string) => apiCall('GET /reservations/parking/:id', { id });
export const requestParking = (days: string[], carId: string) =>
  apiCall('POST /reservations/parking/add', { reservation_dates: days, car_id: carId }) as Promise<ParkingReservation[]>;
/** My place in the last round that ranked my request of `date` (decisions §26). */
export const getParkingStanding = (date: string) => apiCall('GET /reservations/parking/standing', { date });
export const cancelParking = (id: string) => apiCall('GET /reservations/parking/delete/:id', { id });
export const changeParkingCar = (id: string, carId: string) =>
  apiCall('POST /reservations/parking/modifyCar', { parkingReservationId: id, carId });

export const getBanStatus = () => apiCall('GET /users/banStatus');
export const getIndiscipline = () => apiCall('GET /users/indiscipline');

export const getUserInfo = (uuid: string) => apiCall('GET /users/info/:uuid', { uuid });
export const changePhoneNumber = (phoneNumber: string) => apiCall('POST /users/changePhoneNumber', { phoneNumber });
export const changeDepartmentName = (departmentName: string) => apiCall('POST /users/changeDepartmentName', { departmentName });
export const changeRoom = (officeRoom: string, officeFloor: string) =>
  apiCall('POST /users/changeRoom', { officeRoom: officeRoom || undefined, officeFloor: officeFloor || undefined });
