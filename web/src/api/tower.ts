import type { UserInfo } from '../../../domain/schemas/accounts.js';
import { api } from './client.js';

// The tower parking calls of the API (tower §7, decisions §2 and §7).

export interface Car {
  _id: string;
  brand: string;
  license_plate: string;
  foreign_plate: boolean;
  active: boolean;
  user_id: string | null;
  owner: string | null;
  date_removed: string | null;
  function_car: boolean;
  permanent_access: boolean;
}

export interface ParkingReservation {
  _id: string;
  date_added: string;
  /** YYYY-MM-DD, a Bucharest day. */
  reservation_date: string;
  user_id: string;
  car_id: string;
  /** 0 queue, 1 first round, 2 second round, 3 absent, 4 not allocated, 5 cancelled. */
  type: number;
  reservation_confirmed: boolean;
  indiscipline_score: number;
  license_plate: string | null;
  brand: string | null;
  user_name: string | null;
  email: string | null;
  function_car: boolean;
}

export interface BanStatus {
  banned: boolean;
  until: string | null;
}

export interface Indiscipline {
  uuid: string;
  name: string;
  score: number;
  sortingScore: number;
}

export interface NewCar {
  brand: string;
  license_plate: string;
  foreign_plate: boolean;
}

export const towerKeys = {
  cars: ['tower', 'cars'] as const,
  allCars: ['tower', 'cars', 'all'] as const,
  reservations: (uuid: string) => ['tower', 'reservations', uuid] as const,
  reservation: (id: string) => ['tower', 'reservation', id] as const,
  ban: ['tower', 'ban'] as const,
  indiscipline: ['tower', 'indiscipline'] as const,
  me: (uuid: string) => ['tower', 'me', uuid] as const,
};

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
