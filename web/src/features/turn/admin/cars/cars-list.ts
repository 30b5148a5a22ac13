import { foldSearch } from '@domain/schemas/users-admin.js';
import { normalisePlate } from '@domain/tower/validators.js';
import type { Car } from '@/api/tower.js';

/** Whether a car is found by the search (tower §2): its brand (case and diacritics aside) or its plate (spaces and dashes aside). */
export function carMatches(car: Pick<Car, 'brand' | 'license_plate'>, search: string): boolean {
  const text = foldSearch(search.trim());
  if (!text) return true;
  const plate = normalisePlate(search);
  return foldSearch(car.brand).includes(text) || (plate !== '' && car.license_plate.includes(plate));
}
