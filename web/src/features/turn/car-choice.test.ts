import { expect, it } from 'vitest';
import { preferredCarId } from './car-choice.js';

const cars = [{ _id: 'dacia' }, { _id: 'skoda' }];
const request = (car_id: string, date_added: string, reservation_date = '2027-03-02') => ({ car_id, date_added, reservation_date });

it('starts with the car of the latest request, still changeable', () => {
  expect(
    preferredCarId(cars, [
      request('dacia', '2027-02-01T10:00:00Z'),
      request('skoda', '2027-02-20T10:00:00Z'),
      request('dacia', '2027-02-10T10:00:00Z'),
    ]),
  ).toBe('skoda');
});

it('starts with the first car when no request names one of the cars the person still has', () => {
  expect(preferredCarId(cars, [])).toBe('dacia');
  expect(preferredCarId(cars, [request('sters', '2027-02-20T10:00:00Z')])).toBe('dacia');
  expect(preferredCarId([], [request('sters', '2027-02-20T10:00:00Z')])).toBe('');
});
