import { expect, it } from 'vitest';
import { carMatches } from './cars-list.js';

it('finds a car by its brand or its plate, however the search is typed', () => {
  const car = { brand: 'Skoda', license_plate: 'B123ABC' };
  expect(carMatches(car, '')).toBe(true);
  expect(carMatches(car, 'SKO')).toBe(true);
  expect(carMatches({ brand: 'Mașină de teren', license_plate: 'CJ12XYZ' }, 'masina')).toBe(true);
  expect(carMatches(car, 'b-123 a')).toBe(true);
  expect(carMatches(car, '123abc')).toBe(true);
  expect(carMatches(car, 'Dacia')).toBe(false);
  expect(carMatches({ brand: 'Dacia', license_plate: 'B1DAC' }, 'dac')).toBe(true);
});
