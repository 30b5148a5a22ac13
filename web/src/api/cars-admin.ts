import type { CarUpdateBody } from '@domain/schemas/tower.js';
import { api } from './client.js';
import type { Car } from './tower.js';

// The tower administrators' cars (tower §2 "cars list", "car detail"; §4).

/** Every car, removed ones too (GET /cars, administrators of the tower). */
export const allCars = () => api.get<Car[]>('/cars');

/** An administrator's edit of one car: only the fields sent change. */
export const updateCar = (body: CarUpdateBody) => api.post<Car>('/cars/update', body);
