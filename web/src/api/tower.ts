import type { z } from 'zod';
import type { BanStatus } from '@domain/schemas/accounts-answers.js';
import type { carAddBody } from '@domain/schemas/tower.js';
import type { ParkingRequest, TowerCar, TowerIndiscipline } from '@domain/schemas/tower-answers.js';
import { api } from './client.js';

// The tower parking calls of the API (tower §7, decisions §2 and §7). The answers' types are
// domain/schemas/tower-answers.ts's, which the server serialises from.

export type { ParkingRequestType } from '@domain/schemas/tower-answers.js';
/** A car of the tower. */
export type Car = TowerCar;
/** A parking request of one day; `type` is its state, 0 queue … 5 cancelled. */
export type ParkingReservation = ParkingRequest;
/** One user's tower indiscipline. */
export type Indiscipline = TowerIndiscipline;

export type { BanStatus };

/** What the add-car dialog sends: a user's own car (tower §5). */
export type NewCar = Required<Pick<z.input<typeof carAddBody>, 'brand' | 'license_plate' | 'foreign_plate'>>;

export const getMyCars = () => api.call('GET /api/users/cars');
export const getAllMyCars = () => api.call('GET /api/users/cars/all');
export const addCar = (car: NewCar) => api.call('POST /api/cars/add', { body: car });
export const deleteCar = (id: string) => api.call('POST /api/cars/delete', { body: { _id: id } });

export const getMyReservations = (uuid: string) => api.call('POST /api/reservations/parking/user', { body: { uuid } });
export const getReservation = (id: string) => api.call('GET /api/reservations/parking/:id', { params: { id } });
export const requestParking = (days: string[], carId: string) =>
  api.call('POST /api/reservations/parking/add', { body: { reservation_dates: days, car_id: carId } }) as Promise<ParkingReservation[]>;
export const cancelParking = (id: string) => api.call('GET /api/reservations/parking/delete/:id', { params: { id } });
export const changeParkingCar = (id: string, carId: string) =>
  api.call('POST /api/reservations/parking/modifyCar', { body: { parkingReservationId: id, carId } });

export const getBanStatus = () => api.call('GET /api/users/banStatus');
export const getIndiscipline = () => api.call('GET /api/users/indiscipline');

export const getUserInfo = (uuid: string) => api.call('GET /api/users/info/:uuid', { params: { uuid } });
export const changePhoneNumber = (phoneNumber: string) => api.call('POST /api/users/changePhoneNumber', { body: { phoneNumber } });
export const changeDepartmentName = (departmentName: string) =>
  api.call('POST /api/users/changeDepartmentName', { body: { departmentName } });
export const changeRoom = (officeRoom: string, officeFloor: string) =>
  api.call('POST /api/users/changeRoom', { body: { officeRoom: officeRoom || undefined, officeFloor: officeFloor || undefined } });
