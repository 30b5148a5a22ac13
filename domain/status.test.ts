import { expect, it } from 'vitest';
import { RELEASED_LABEL, reservationStatusLabel, STATUS } from './status.js';

it('writes a released reservation as cancelled automatically, from its flag, and the others by their status', () => {
  expect(reservationStatusLabel({ status: STATUS.cancelled, released: true })).toBe(RELEASED_LABEL);
  expect(RELEASED_LABEL).toBe('Anulat automat');
  expect(reservationStatusLabel({ status: STATUS.cancelled, released: false })).toBe('Anulat');
  expect(reservationStatusLabel({ status: STATUS.booked })).toBe('Rezervat');
  expect(reservationStatusLabel({ status: STATUS.busy, released: false })).toBe('Ocupat');
});
