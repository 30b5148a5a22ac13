import type { CarUpdateBody } from '@domain/schemas/tower.js';
import { apiCall } from './client.js';

// The tower administrators' cars (tower §2 "cars list", "car detail"; §4).

/** Every car, removed ones too (GET /cars, administrators of the tower). */
export const allCars = () => apiCall('GET /cars');

/** An administrator's edit of one car: only the fields sent change. */
export const updateCar = (body: CarUpdateBody) => apiCall('POST /cars/update', body);
