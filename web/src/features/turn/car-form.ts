import { isValidPlate, normalisePlate } from '@domain/tower/validators.js';
import { tower } from '@/i18n/tower.js';
import { translate } from '@/i18n/i18n.js';
import type { Car, NewCar } from '@/api/tower.js';

// Checks of the add-car dialog before anything is sent (tower §5).

export interface CarFormProblems {
  plate?: string;
  form?: string;
}

/**
 * The problems of a new car: a plate ('Necesar'), a brand, a valid Romanian plate unless
 * foreign, and no clash with the user's own cars, active or removed within the block period.
 */
export function carFormProblems(
  car: Pick<NewCar, 'brand' | 'license_plate' | 'foreign_plate'>,
  known: readonly Pick<Car, 'license_plate' | 'active' | 'date_removed'>[],
  now: Date,
  blockDays: number,
): CarFormProblems {
  const plate = normalisePlate(car.license_plate);
  if (!plate) return { plate: translate(tower, 'tower.words.required'), form: translate(tower, 'tower.words.carDataInvalid') };
  if (!car.brand.trim()) return { form: translate(tower, 'tower.words.carDataInvalid') };
  if (!isValidPlate(plate, car.foreign_plate)) return { plate: translate(tower, 'tower.words.plateInvalid') };
  const since = now.getTime() - blockDays * 86_400_000;
  const clash = known.some(
    (c) => c.license_plate === plate && (c.active || (c.date_removed !== null && Date.parse(c.date_removed) > since)),
  );
  if (clash) return { form: translate(tower, 'tower.words.carExistsClient') };
  return {};
}
