import type { z } from 'zod';
import type { BanStatus } from '@domain/schemas/accounts-answers.js';
import type { UserInfo } from '@domain/schemas/accounts.js';
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

export const getMyCars = () => api.get<Car[]>('/users/cars');
export const getAllMyCars = () => api.get<Car[]>('/users/cars/all');
export const addCar = (car: NewCar) => api.post<Car>('/cars/add', car);
export const deleteCar = (id: string) => api.post<null>('/cars/delete', { _id: id });

export const getMyReservations = (uuid: string) => api.post<ParkingReservation[]>('/reservations/parking/user', { uuid });
export const getReservation = (id: string) => api.get<ParkingReservation>(`/reservations/parking/${encodeURIComponent(id)}`);
export const requestParking = (days: string[], carId: string) =>
  api.post<ParkingReservation[]>('/reservations/parking/add', { reservation_dates: days, car_id: carId });
export const cancelParking = (id: string) => api.get<ParkingReservation>(`/reservations/parking/delete/${encodeURIComponent(id)}`);
export const changeParkingCar = (id: string, carId: string) =>
  api.post<ParkingReservation>('/reservations/parking/modifyCar', { parkingReservationId: id, carId });

export const getBanStatus = () => api.get<BanStatus>('/users/banStatus');
export const getIndiscipline = () => api.get<Indiscipline[]>('/users/indiscipline');

export const getUserInfo = (uuid: string) => api.get<UserInfo>(`/users/info/${encodeURIComponent(uuid)}`);
export const changePhoneNumber = (phoneNumber: string) => api.post<UserInfo>('/users/changePhoneNumber', { phoneNumber });
export const changeDepartmentName = (departmentName: string) => api.post<UserInfo>('/users/changeDepartmentName', { departmentName });
export const changeRoom = (officeRoom: string, officeFloor: string) =>
  api.post<UserInfo>('/users/changeRoom', { officeRoom: officeRoom || undefined, officeFloor: officeFloor || undefined });
