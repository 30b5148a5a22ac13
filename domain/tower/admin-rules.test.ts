import { describe, expect, it } from 'vitest';
import { bucharestInstant } from '../time.js';
import { adminMayCancel, adminMayChangeCar, adminMayRequest, arrivalType } from './admin-rules.js';
import { TYPE } from './engine.js';

// Wednesday 3 March 2027, 10:00 Bucharest; the Friday cut-off at 16:00.
const WEDNESDAY = bucharestInstant('2027-03-03', 10);
const FRIDAY_EVENING = bucharestInstant('2027-03-05', 17);

describe('arrivalType', () => {
  it('gives the first round this week while the day has an open space, else the queue', () => {
    expect(arrivalType('2027-03-04', WEDNESDAY, 16, 1)).toBe(TYPE.first);
    expect(arrivalType('2027-03-04', WEDNESDAY, 16, 0)).toBe(TYPE.queue);
  });

  it('keeps next week in the queue until the Friday cut-off, then serves it at once', () => {
    expect(arrivalType('2027-03-09', WEDNESDAY, 16, 20)).toBe(TYPE.queue);
    expect(arrivalType('2027-03-09', FRIDAY_EVENING, 16, 20)).toBe(TYPE.first);
    expect(arrivalType('2027-03-16', FRIDAY_EVENING, 16, 20)).toBe(TYPE.queue);
  });
});

describe("the administrator's actions", () => {
  it('requests working days from today on', () => {
    expect(adminMayRequest('2027-03-03', '2027-03-03')).toBe(true);
    expect(adminMayRequest('2027-03-02', '2027-03-03')).toBe(false);
    expect(adminMayRequest('2027-03-06', '2027-03-03')).toBe(false);
  });

  it('changes the car of a live request dated after today only', () => {
    expect(adminMayChangeCar({ type: TYPE.first, reservation_date: '2027-03-04' }, '2027-03-03')).toBe(true);
    expect(adminMayChangeCar({ type: TYPE.first, reservation_date: '2027-03-03' }, '2027-03-03')).toBe(false);
    expect(adminMayChangeCar({ type: TYPE.cancelled, reservation_date: '2027-03-04' }, '2027-03-03')).toBe(false);
  });

  it('deletes any live request, absences included', () => {
    expect(adminMayCancel({ type: TYPE.absent })).toBe(true);
    expect(adminMayCancel({ type: TYPE.cancelled })).toBe(false);
  });
});
